import { GraphQLError } from 'graphql'
import type { HubErrorBody } from './rest-types'

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
  return new GraphQLError(message, {
    extensions: {
      code,
      ...(clientError && hubError?.fields ? { fields: hubError.fields } : {}),
      // A machine-readable reason the storefront turns into its own localized text.
      ...(clientError && typeof hubError?.reason === 'string' ? { reason: hubError.reason } : {}),
    },
  })
}

export function unavailableError(): GraphQLError {
  return new GraphQLError('A backend service is unavailable, please retry.', {
    extensions: { code: backendErrorCodes.unavailable },
  })
}
