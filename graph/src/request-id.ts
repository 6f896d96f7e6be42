import { randomUUID } from 'node:crypto'

const requestIdPattern = /^[A-Za-z0-9._-]{1,128}$/

/** Keeps a caller's request id when it is well-formed, so logs of all tiers line up. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && requestIdPattern.test(value) ? value : randomUUID()
}
