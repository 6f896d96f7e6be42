import type { HubErrorCode } from '@schaufenster/contract'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** The `error.code` of every error body: the one list of @schaufenster/contract. */
export type ErrorCode = HubErrorCode

export interface ErrorBody {
  error: {
    code: ErrorCode
    message: string
    fields?: Record<string, string>
    /** A machine-readable reason (e.g. `QTY_FIXED`) a client maps to its own localized text. */
    reason?: string
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  reason?: string,
): ErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) },
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 404) return 'NOT_FOUND'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 503) return 'UNAVAILABLE'
  if (status >= 500) return 'INTERNAL'
  return 'BAD_REQUEST'
}

// Fastify's own messages for client errors are terse or name internals; these read better.
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is larger than the 1 MB limit',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is 'application/json'",
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_BAD_URL: 'Malformed URL',
}

export function hubErrorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(errorBody(error.code, error.message, error.fields, error.reason))
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error')
    const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
    // JSON.parse failures surface as a SyntaxError with status 400 rather than a Fastify code.
    const message =
      clientErrorMessages[code] ??
      (error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message)
    return reply.status(status).send(errorBody(codeForStatus(status), message))
  }
  if (hasSqlState(error, UNSTORABLE_TEXT)) {
    // PostgreSQL refuses NUL (and other unstorable characters) in text: the input's fault.
    request.log.info({ err: error }, 'unstorable characters in the request')
    return reply
      .status(400)
      .send(
        errorBody(
          'BAD_REQUEST',
          'The request contains characters that cannot be stored (such as NUL)',
        ),
      )
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: the client may retry (an order with the same Idempotency-Key).
    request.log.warn({ err: error }, 'database unavailable')
    return reply
      .status(503)
      .header('retry-after', '2')
      .send(errorBody('UNAVAILABLE', 'The database is unavailable; please retry shortly'))
  }
  // Anything else is our bug or an outage: log all details, show the client nothing internal.
  request.log.error({ err: error }, 'unhandled error')
  const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL'
  const message = code === 'UNAVAILABLE' ? 'Service unavailable' : 'Internal server error'
  return reply.status(status === 503 ? 503 : 500).send(errorBody(code, message))
}

export function hubNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`))
}

// Errors Fastify raises before routing (a malformed URL, for instance) bypass the error
// handler and the onSend hooks; this keeps their body and headers the same.
export function hubFrameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff')
  void hubErrorHandler(error, request, reply)
}

// PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (operator intervention:
// shutdown, crash recovery), and the driver's own words for a server that went away.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4])$/
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/

interface ErrorLink {
  code?: unknown
  message?: unknown
  cause?: unknown
}

/** True when the error or one it wraps (five deep at most, as drivers wrap) passes the test. */
function someInCauseChain(error: unknown, test: (link: ErrorLink) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false
    if (test(current as ErrorLink)) return true
    current = (current as ErrorLink).cause
  }
  return false
}

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInCauseChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODES.has(code))) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)),
  )
}

/** True when the error, or one it wraps, carries one of these PostgreSQL SQLSTATEs. */
export function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  return someInCauseChain(error, ({ code }) => typeof code === 'string' && states.has(code))
}

/** character_not_in_repertoire (a NUL byte in text) and untranslatable_character (in jsonb). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])
const UNIQUE_VIOLATION = new Set(['23505'])

/** True when the error (or one it wraps) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION)
}
