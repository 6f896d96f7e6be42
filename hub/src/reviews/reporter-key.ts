import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { customerOfSession, sessionTokenOf } from '../accounts/service'
import type { HubDb } from '../db/database'
import { clientLimitKey } from '../http/client-ip'
import { customerReporterKey } from './repository'

/**
 * Who reports, as the one-report-per-reporter rule counts them: a logged-in customer by
 * their customer number, anyone else by a SHA-256 of their address as the rate limits count
 * it (an IPv6 address by its /64, http/client-ip.ts). Only the hash is stored, never the
 * address. A session the hub no longer accepts counts as no session.
 */
export async function reporterKeyOf(db: HubDb, request: FastifyRequest): Promise<string> {
  const found = await customerOfSession(db, sessionTokenOf(request))
  if (found) return customerReporterKey(found.customer.id)
  return `address:${createHash('sha256').update(clientLimitKey(request)).digest('hex')}`
}
