import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors'

/** A gateway (or the hub behind it) that cannot answer now: a 503 page, never a 500. */
export class GatewayUnavailableError extends Error {
  readonly statusCode = 503
}

const UNAVAILABLE_STATUS = new Set([502, 503, 504])

/**
 * Whether a server render's query failed because gateway or hub are unavailable (down,
 * overloaded, past their deadline) rather than because of a bug: the gateway's
 * SERVICE_UNAVAILABLE code, a 502/503/504 from it, no connection or no answer in time.
 */
export function isGatewayUnavailable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.['code'] === 'SERVICE_UNAVAILABLE')
  }
  if (ServerError.is(error)) return UNAVAILABLE_STATUS.has(error.statusCode)
  if (!(error instanceof Error)) return false
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true
  // undici: "fetch failed", with the connection error (ECONNREFUSED, ECONNRESET) as cause.
  return error instanceof TypeError && error.message === 'fetch failed'
}

/** Rethrows what `isGatewayUnavailable` recognises as a GatewayUnavailableError. */
export function asPageDataError(error: unknown, what: string): unknown {
  if (error instanceof GatewayUnavailableError || !isGatewayUnavailable(error)) return error
  return new GatewayUnavailableError(`${what}: ${String(error)}`, { cause: error })
}
