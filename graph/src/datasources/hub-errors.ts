import { GraphQLError } from 'graphql'
import { HUB_ERROR_CODES } from '@schaufenster/contract'
import type { ErrorCode } from '../__generated__/resolvers-types'
import type { HubErrorBody } from './rest-types'

// Two layers of codes. A failure the client did not expect is a GraphQL error whose
// `extensions.code` follows Apollo's conventions (BAD_USER_INPUT, SERVICE_UNAVAILABLE, …;
// storefront and tools read them). An expected refusal becomes a typed ErrorResult whose
// `code` is the hub's own `error.code`, unchanged: HubFailure carries it to the one mapper
// (graph/src/error-results.ts).

const ERROR_CODES: ReadonlySet<string> = new Set(HUB_ERROR_CODES)

/** What the hub said about a refused request: its code, message, fields and reason. */
export class HubFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'HubFailure'
  }
}

/** The hub's code for a status, for answers without a hub error body (a proxy's 502). */
function hubCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 503 || status === 502 || status === 504) return 'UNAVAILABLE'
  if (status >= 500) return 'INTERNAL'
  return 'BAD_REQUEST'
}

/** The hub failure a GraphQL error carries, if it came from a hub answer. */
export function hubFailureOf(error: unknown): HubFailure | undefined {
  if (!(error instanceof GraphQLError)) return undefined
  return error.originalError instanceof HubFailure ? error.originalError : undefined
}

/** GraphQL error codes the gateway answers for failures of a backend service. */
export const backendErrorCodes = {
  badInput: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const

export function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return backendErrorCodes.badInput
  if (status === 401) return backendErrorCodes.unauthenticated
  if (status === 403) return backendErrorCodes.forbidden
  if (status === 404) return backendErrorCodes.notFound
  if (status === 429) return backendErrorCodes.rateLimited
  return backendErrorCodes.unavailable
}

function isHubErrorBody(body: unknown): body is HubErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const error = (body as { error: unknown }).error
  return typeof error === 'object' && error !== null && 'message' in error
}

/**
 * Turns a backend's error answer into a GraphQL error with a code. Client
 * errors keep the backend's message and per-field details (they are meant for
 * the user); server errors say only that the service is unavailable.
 */
export function graphQLErrorFromResponse(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status)
  const clientError = status >= 400 && status < 500
  const hubError = isHubErrorBody(body) ? body.error : undefined
  const message =
    clientError && hubError ? hubError.message : 'A backend service is unavailable, please retry.'
  const hubCode =
    typeof hubError?.code === 'string' && ERROR_CODES.has(hubError.code)
      ? (hubError.code as ErrorCode)
      : hubCodeForStatus(status)
  const reason = typeof hubError?.reason === 'string' ? hubError.reason : undefined
  return new GraphQLError(message, {
    originalError: new HubFailure(status, hubCode, message, hubError?.fields, reason),
    extensions: {
      code,
      ...(clientError && hubError?.fields ? { fields: hubError.fields } : {}),
      // A machine-readable reason the storefront turns into its own localized text.
      ...(clientError && typeof hubError?.reason === 'string' ? { reason: hubError.reason } : {}),
    },
  })
}

export function unavailableError(): GraphQLError {
  const message = 'A backend service is unavailable, please retry.'
  return new GraphQLError(message, {
    originalError: new HubFailure(503, 'UNAVAILABLE', message),
    extensions: { code: backendErrorCodes.unavailable },
  })
}
