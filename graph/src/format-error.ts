import type { GraphQLFormattedError } from 'graphql'

// Codes whose message is written for the client; everything else is masked so
// no internal detail (hub URLs, SQL, stack traces) ever leaves the gateway.
const publicCodes = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
])

// Apollo Server answers a persisted-query hash that does not match its query with 400 but
// no code of its own: it is the client's mistake, so it is said as one.
const HASH_MISMATCH = 'provided sha does not match query'

export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.message === HASH_MISMATCH) {
    return {
      message: 'The persisted query hash does not match the query (sha256 of the query text).',
      extensions: { code: 'BAD_REQUEST' },
    }
  }
  const code =
    typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : ''
  if (!publicCodes.has(code)) {
    return {
      message: 'Internal server error',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }
  }
  const fields = formatted.extensions?.['fields']
  return {
    message: formatted.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code, ...(fields ? { fields } : {}) },
  }
}

// graphql-js appends "Did you mean …?" to unknown fields, arguments, types and enum values,
// also where no validation rule runs (variables coerced at execution). Armor and Apollo mask
// validation errors only; this covers every message.
const SUGGESTION = / ?Did you mean [^?]*\?/g

/** Production: an error names what was wrong, never a schema name the client did not send. */
export function hideSchemaHints(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.message.includes('Did you mean')) return formatted
  return { ...formatted, message: formatted.message.replace(SUGGESTION, '').trim() }
}
