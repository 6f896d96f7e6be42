import type { ErrorCode, FieldError } from './__generated__/resolvers-types'
import type { GraphContext } from './context'
import { hubFailureOf, type HubFailure } from './datasources/hub-errors'

// The one mapper from the hub's refusals to the members of a mutation's result union. Every
// member implements `ErrorResult { code message }`; `code` is the hub's `error.code` as it
// came (see schema.graphql `enum ErrorCode`). A refusal the union has no member for stays
// the GraphQL error it was (the client did not expect it).

/** The error members of the result unions; each implements ErrorResult. */
type MessageMember =
  | 'RateLimited'
  | 'InvalidToken'
  | 'InvalidCredentials'
  | 'NotLoggedIn'
  | 'NotPurchased'
  | 'NotFound'
  | 'PaymentDeclined'
  | 'CartNotOrderable'
  | 'PromotionNotRunning'

export type ErrorMember = MessageMember | 'ValidationErrors'

interface ValidationErrorsResult {
  __typename: 'ValidationErrors'
  code: ErrorCode
  message: string
  fieldErrors: FieldError[]
}

type MessageResult<N extends MessageMember> = N extends MessageMember
  ? { __typename: N; code: ErrorCode; message: string }
  : never

/** The error result for the members N of one union. */
export type ErrorResultOf<N extends ErrorMember> =
  | MessageResult<Exclude<N, 'ValidationErrors'>>
  | ('ValidationErrors' extends N ? ValidationErrorsResult : never)

/** The members a hub code may become, first match wins (an unknown link is InvalidToken). */
const MEMBERS_BY_CODE: Partial<Record<ErrorCode, readonly ErrorMember[]>> = {
  BAD_REQUEST: ['ValidationErrors'],
  RATE_LIMITED: ['RateLimited'],
  INVALID_CREDENTIALS: ['InvalidCredentials'],
  UNAUTHORIZED: ['NotLoggedIn'],
  NOT_PURCHASED: ['NotPurchased'],
  NOT_FOUND: ['NotFound', 'InvalidToken', 'PromotionNotRunning'],
  PAYMENT_DECLINED: ['PaymentDeclined'],
  CART_NOT_ORDERABLE: ['CartNotOrderable'],
}

/**
 * A refused input as ValidationErrors: one entry per field, the hub's reason as its code.
 * `fieldNames` renames the hub's fields the mutation's input names differently.
 */
export function validationErrorsOf(
  failure: HubFailure,
  fieldNames: Readonly<Record<string, string>> = {},
): ValidationErrorsResult {
  const fields = failure.fields ?? { _form: failure.message }
  const fieldErrors = Object.entries(fields).map(([field, message]) => ({
    field: fieldNames[field] ?? field,
    message,
    code: failure.reason ?? null,
  }))
  return {
    __typename: 'ValidationErrors',
    code: failure.code,
    message: fieldErrors[0]?.message ?? failure.message,
    fieldErrors,
  }
}

/** The result member for a hub failure, or undefined when the union has none for it. */
export function errorResultOf<N extends ErrorMember>(
  failure: HubFailure,
  members: readonly N[],
  fieldNames?: Readonly<Record<string, string>>,
): ErrorResultOf<N> | undefined {
  const candidates = MEMBERS_BY_CODE[failure.code] ?? []
  const member = candidates.find((name) => (members as readonly string[]).includes(name))
  if (!member) return undefined
  if (member === 'ValidationErrors') {
    return validationErrorsOf(failure, fieldNames) as ErrorResultOf<N>
  }
  return { __typename: member, code: failure.code, message: failure.message } as ErrorResultOf<N>
}

/**
 * Runs a hub call: its answer goes through `onSuccess`, its expected refusals become the
 * union's error members (`fieldNames`: hub fields the input names differently, e.g. an
 * application's `target` is the input's `programme`). A hub that no longer knows the
 * session (UNAUTHORIZED) also ends it here, so the browser forgets the cookie.
 */
export async function hubResult<T, R, N extends ErrorMember>(
  context: GraphContext,
  members: readonly N[],
  call: () => Promise<T>,
  onSuccess: (value: T) => R | Promise<R>,
  fieldNames?: Readonly<Record<string, string>>,
): Promise<R | ErrorResultOf<N>> {
  let value: T
  try {
    value = await call()
  } catch (error) {
    const failure = hubFailureOf(error)
    if (!failure) throw error
    // Only the account endpoints answer UNAUTHORIZED for a session: the cookie names one the
    // hub no longer knows.
    if (failure.code === 'UNAUTHORIZED' && context.session.token) context.session.end()
    const result = errorResultOf(failure, members, fieldNames)
    if (!result) throw error
    return result
  }
  return onSuccess(value)
}

const NOT_LOGGED_IN = { de: 'Bitte melden Sie sich an.', en: 'Please log in.' }

/** The typed refusal for a request without a session, without asking the hub. */
export const notLoggedIn = (locale: 'de' | 'en') => ({
  __typename: 'NotLoggedIn' as const,
  code: 'UNAUTHORIZED' as const,
  message: NOT_LOGGED_IN[locale],
})
