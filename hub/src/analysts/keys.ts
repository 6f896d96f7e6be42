import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { HubDb } from '../db/database'
import { analystKeys, type AnalystKeyRow } from '../db/schema-analysts'
import { HttpError } from '../http/errors'

// Analyst keys: bearer secrets for reading conversions. A key is 32 random bytes
// (base64url); the table keeps only its SHA-256, so a database dump reveals no key.

export const hashAnalystKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/** A name the operator gave that cannot be used (bad characters, or taken). */
export class AnalystKeyNameError extends Error {}

export interface CreatedAnalystKey {
  id: number
  name: string
  /** The only moment the key exists in clear text. */
  key: string
}

export async function createAnalystKey(db: HubDb, name: string): Promise<CreatedAnalystKey> {
  const trimmed = name.trim()
  if (!/^[\w.@-]{1,64}$/.test(trimmed)) {
    throw new AnalystKeyNameError('A key name is 1 to 64 letters, digits, ".", "@", "_" or "-"')
  }
  const key = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(analystKeys)
    .values({ name: trimmed, keyHash: hashAnalystKey(key) })
    .onConflictDoNothing({ target: analystKeys.name })
    .returning({ id: analystKeys.id, name: analystKeys.name })
  if (!row) throw new AnalystKeyNameError(`An analyst key named "${trimmed}" exists already`)
  return { ...row, key }
}

/** Revokes by id or name; answers the revoked rows (none when nothing active matched). */
export async function revokeAnalystKey(db: HubDb, idOrName: string) {
  const match = /^[0-9]{1,9}$/.test(idOrName)
    ? or(eq(analystKeys.id, Number(idOrName)), eq(analystKeys.name, idOrName))
    : eq(analystKeys.name, idOrName)
  return db
    .update(analystKeys)
    .set({ revokedAt: sql`now()` })
    .where(sql`${match} and ${isNull(analystKeys.revokedAt)}`)
    .returning({ id: analystKeys.id, name: analystKeys.name })
}

export async function listAnalystKeys(db: HubDb) {
  return db
    .select({
      id: analystKeys.id,
      name: analystKeys.name,
      createdAt: analystKeys.createdAt,
      revokedAt: analystKeys.revokedAt,
    })
    .from(analystKeys)
    .orderBy(asc(analystKeys.id))
}

/**
 * The active key matching `key`, else undefined. Every active hash is compared in
 * constant time, so the answer time does not tell how much of a guess was right.
 */
export async function verifyAnalystKey(
  db: HubDb,
  key: string,
): Promise<Pick<AnalystKeyRow, 'id' | 'name'> | undefined> {
  const presented = Buffer.from(hashAnalystKey(key))
  const active = await db
    .select({ id: analystKeys.id, name: analystKeys.name, keyHash: analystKeys.keyHash })
    .from(analystKeys)
    .where(isNull(analystKeys.revokedAt))
  let found: Pick<AnalystKeyRow, 'id' | 'name'> | undefined
  for (const row of active) {
    const stored = Buffer.from(row.keyHash)
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) {
      found = { id: row.id, name: row.name }
    }
  }
  return found
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/

/** 'absent' without an Authorization header; throws 401 for a wrong or revoked key. */
export async function analystOf(
  db: HubDb,
  request: FastifyRequest,
): Promise<Pick<AnalystKeyRow, 'id' | 'name'> | 'absent'> {
  const header = request.headers.authorization
  if (header === undefined) return 'absent'
  const key = BEARER.exec(header)?.[1]
  const analyst = key ? await verifyAnalystKey(db, key) : undefined
  if (!analyst) throw new HttpError(401, 'UNAUTHORIZED', 'The analyst key is not valid')
  request.log.info({ analyst: analyst.name }, 'analyst request')
  return analyst
}

/** Like analystOf, but a missing key is refused too. */
export async function requireAnalyst(db: HubDb, request: FastifyRequest) {
  const analyst = await analystOf(db, request)
  if (analyst === 'absent') {
    throw new HttpError(401, 'UNAUTHORIZED', 'An analyst key is required')
  }
  return analyst
}
