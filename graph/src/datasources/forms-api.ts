import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { GraphQLError } from 'graphql'
import type { SessionState } from '../session-cookie'
import { SESSION_HEADER } from './accounts-api'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type {
  ActivationConfirmedRest,
  LocaleAnswerRest,
  PremiumOfferRest,
  TicketCreatedRest,
} from './forms-rest-types'
import type { RestLocale } from './rest-types'

export interface FormsRequestScope extends BackendRequestScope {
  /** The visitor's address, forwarded so the hub limits each visitor on their own. */
  clientIp?: string
  /** The customer session: a logged-in ticket is the account's, premium support is checked. */
  session?: SessionState
}

/** What a form submission can end in, besides success: the typed failures of the schema. */
export type FormFailure =
  | { __typename: 'ValidationErrors'; fieldErrors: { field: string; message: string }[] }
  | { __typename: 'RateLimited'; message: string }
  | { __typename: 'InvalidToken'; message: string }

/** The hub's form endpoints (`/v1/...`). One instance per GraphQL request. */
export class FormsAPI extends BackendDataSource {
  private readonly clientIp: string | undefined
  private readonly session: SessionState | undefined

  constructor(baseURL: string, scope: FormsRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.clientIp = scope.clientIp
    this.session = scope.session
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.clientIp) request.headers['x-client-ip'] = this.clientIp
    // Only a ticket needs the session (its account, premium support): no other call gets it.
    if (path === 'tickets' && this.session?.token) {
      request.headers[SESSION_HEADER] = this.session.token
    }
  }

  premiumOffer() {
    return this.get<PremiumOfferRest>('support/premium-offer')
  }

  /** Whether a mailed link's token still works (hub: forms/link-status.ts); reads only. */
  mailedLinkStatus(kind: string, token: string) {
    return this.post<{ status: 'valid' | 'used' | 'expired' | 'invalid' }>('link-status', {
      body: { kind, token },
    })
  }

  private send<T>(path: string, body: object, locale: RestLocale): Promise<T> {
    return this.post<T>(path, { body, headers: { 'accept-language': locale } })
  }

  subscribeNewsletter(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('newsletter/subscriptions', body, locale)
  }
  confirmNewsletter(
    proof: { token: string; consentText: string; userAgent?: string },
    locale: RestLocale,
  ) {
    return this.send<LocaleAnswerRest>('newsletter/confirmations', proof, locale)
  }
  unsubscribeNewsletter(token: string, locale: RestLocale) {
    return this.send<LocaleAnswerRest>('newsletter/unsubscriptions', { token }, locale)
  }
  createTicket(body: object, locale: RestLocale) {
    return this.send<TicketCreatedRest>('tickets', body, locale)
  }
  reportMissingProgram(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('help/missing-program', body, locale)
  }
  requestActivationCodes(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('help/missing-code', body, locale)
  }
  sendPressContact(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('press/contact', body, locale)
  }
  rateArticle(body: { articleId: string; helpful: boolean }, locale: RestLocale) {
    return this.send<{ id: string }>('help/article-ratings', body, locale)
  }
  requestActivation(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('activations', body, locale)
  }
  confirmActivation(token: string, locale: RestLocale) {
    return this.send<ActivationConfirmedRest>('activations/confirmations', { token }, locale)
  }
}

/**
 * Runs a hub call and turns its expected failures (400 with fields, 429, an unknown
 * token) into typed results; anything else stays an error.
 */
export async function tokenResult<T>(call: () => Promise<T>): Promise<T | FormFailure> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const code = error.extensions['code']
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
    if (code === 'NOT_FOUND') return { __typename: 'InvalidToken', message: error.message }
    throw error
  }
}

type NoTokenFailure = Exclude<FormFailure, { __typename: 'InvalidToken' }>

/** Like tokenResult, for submissions without a token: a 404 there is a real error. */
export async function formResult<T>(call: () => Promise<T>): Promise<T | NoTokenFailure> {
  const result = await tokenResult(call)
  if (isFailure(result) && result.__typename === 'InvalidToken') {
    throw new GraphQLError(result.message, { extensions: { code: 'NOT_FOUND' } })
  }
  return result as T | NoTokenFailure
}

export function isFailure(value: unknown): value is FormFailure {
  const name = (value as { __typename?: unknown } | null)?.__typename
  return name === 'ValidationErrors' || name === 'RateLimited' || name === 'InvalidToken'
}
