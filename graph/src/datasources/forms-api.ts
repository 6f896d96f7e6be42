import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
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

const REVIEW_REPORTS = /^reviews\/[^/]+\/reports$/

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
    // Only a ticket (its account, premium support) and a review report (one per customer)
    // need the session: no other call gets it.
    if ((path === 'tickets' || REVIEW_REPORTS.test(path)) && this.session?.token) {
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
  /** A visitor's report of a published review (issue 24); the same answer when repeated. */
  reportReview(reviewId: string, body: object, locale: RestLocale) {
    return this.send<{ reviewId: number }>(
      `reviews/${encodeURIComponent(reviewId)}/reports`,
      { ...body, locale },
      locale,
    )
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
