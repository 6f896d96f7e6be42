import { GraphQLError } from 'graphql'
import type { GraphContext } from '../context'

// The account mutations' expected refusals as typed results. The hub answers them with a
// status and its own code; everything else stays an error (and is masked if unexpected).

export type AccountFailure =
  | { __typename: 'ValidationErrors'; fieldErrors: { field: string; message: string }[] }
  | { __typename: 'RateLimited'; message: string }
  | { __typename: 'InvalidCredentials'; message: string }
  | { __typename: 'NotLoggedIn'; message: string }
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'NotPurchased'; message: string }
  | { __typename: 'InvalidToken'; message: string }

type FailureName = AccountFailure['__typename']

const FAILURES = new Set<string>([
  'ValidationErrors',
  'RateLimited',
  'InvalidCredentials',
  'NotLoggedIn',
  'NotFound',
  'NotPurchased',
  'InvalidToken',
])

export function isAccountFailure(value: unknown): value is AccountFailure {
  const name = (value as { __typename?: unknown } | null)?.__typename
  return typeof name === 'string' && FAILURES.has(name)
}

const NOT_LOGGED_IN = { de: 'Bitte melden Sie sich an.', en: 'Please log in.' }

/** The typed refusal for a request without a session, without asking the hub. */
export const notLoggedIn = (locale: 'de' | 'en') => ({
  __typename: 'NotLoggedIn' as const,
  message: NOT_LOGGED_IN[locale],
})

/** Runs a hub call; its expected refusals come back as typed failures. */
export async function accountCall<T>(
  context: GraphContext,
  call: () => Promise<T>,
): Promise<T | AccountFailure> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const code = error.extensions['code']
    const hubCode = error.extensions['hubCode']
    if (code === 'BAD_USER_INPUT') {
      const fields = (error.extensions['fields'] ?? { _form: error.message }) as Record<
        string,
        string
      >
      return {
        __typename: 'ValidationErrors',
        fieldErrors: Object.entries(fields).map(([field, message]) => ({ field, message })),
      }
    }
    if (code === 'RATE_LIMITED') return { __typename: 'RateLimited', message: error.message }
    if (hubCode === 'INVALID_CREDENTIALS') {
      return { __typename: 'InvalidCredentials', message: error.message }
    }
    if (code === 'UNAUTHENTICATED') {
      // The cookie names a session the hub no longer knows: the browser may forget it.
      if (context.session.token) context.session.end()
      return { __typename: 'NotLoggedIn', message: error.message }
    }
    if (hubCode === 'NOT_PURCHASED') return { __typename: 'NotPurchased', message: error.message }
    if (code === 'NOT_FOUND') return { __typename: 'NotFound', message: error.message }
    throw error
  }
}

/**
 * Narrows a failure to the members of one result union. A 404 of an e-mailed link is an
 * InvalidToken; a failure the union does not know is an error after all.
 */
export function failureOf<N extends FailureName>(
  failure: AccountFailure,
  allowed: readonly N[],
): Extract<AccountFailure, { __typename: N }> {
  const names = allowed as readonly string[]
  if (failure.__typename === 'NotFound' && names.includes('InvalidToken')) {
    return { __typename: 'InvalidToken', message: failure.message } as Extract<
      AccountFailure,
      { __typename: N }
    >
  }
  if (names.includes(failure.__typename)) {
    return failure as Extract<AccountFailure, { __typename: N }>
  }
  const codes: Partial<Record<FailureName, string>> = {
    NotLoggedIn: 'UNAUTHENTICATED',
    InvalidCredentials: 'UNAUTHENTICATED',
    NotFound: 'NOT_FOUND',
    InvalidToken: 'NOT_FOUND',
    NotPurchased: 'FORBIDDEN',
    RateLimited: 'RATE_LIMITED',
    ValidationErrors: 'BAD_USER_INPUT',
  }
  throw new GraphQLError('message' in failure ? failure.message : 'Please check your input', {
    extensions: { code: codes[failure.__typename] ?? 'INTERNAL_SERVER_ERROR' },
  })
}
