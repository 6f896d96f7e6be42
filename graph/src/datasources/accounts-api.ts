import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { GraphQLError } from 'graphql'
import type { SessionState } from '../session-cookie'
import type {
  CustomerRest,
  CustomerReviewRest,
  LicenceRest,
  LoggedInRest,
  NewsletterStatusRest,
  PremiumSupportRest,
  ReviewSavedRest,
  SubscriptionRest,
  TicketRest,
} from './account-rest-types'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { ClaimableRest } from './claim-rest-types'
import type { BillingAddressRest, OrderRest } from './cart-rest-types'
import type { RestLocale } from './rest-types'

interface BillingAddressAnswer {
  billingAddress: BillingAddressRest | null
}

/** The header the hub reads the customer session from; the token never goes into a URL. */
export const SESSION_HEADER = 'x-customer-session'

export interface AccountsRequestScope extends BackendRequestScope {
  /** The visitor's address, for the hub's per-address limits of logins and account forms. */
  clientIp?: string
  /** The request's session; login replaces its token for the rest of the request. */
  session: SessionState
}

/** The hub's account endpoints (`/v1/accounts`, `/v1/sessions`, …). One instance per request. */
export class AccountsAPI extends BackendDataSource {
  private readonly clientIp: string | undefined
  readonly session: SessionState

  constructor(baseURL: string, scope: AccountsRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.clientIp = scope.clientIp
    this.session = scope.session
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.clientIp) request.headers['x-client-ip'] = this.clientIp
    if (this.session.token) request.headers[SESSION_HEADER] = this.session.token
  }

  // Answers depend on the session, which can change within a request (login, logout).
  protected override requestDeduplicationPolicyFor(
    ...args: Parameters<BackendDataSource['requestDeduplicationPolicyFor']>
  ) {
    const policy = super.requestDeduplicationPolicyFor(...args)
    return policy.policy === 'deduplicate-during-request-lifetime'
      ? { ...policy, deduplicationKey: `${this.session.token ?? '-'} ${policy.deduplicationKey}` }
      : policy
  }

  private send<T>(
    method: 'post' | 'put' | 'delete',
    path: string,
    body: object,
    locale?: RestLocale,
  ) {
    const headers: Record<string, string> = locale ? { 'accept-language': locale } : {}
    const init = { body, headers }
    if (method === 'put') return this.put<T>(path, init)
    if (method === 'delete') return this.delete<T>(path, init)
    return this.post<T>(path, init)
  }

  private async orNull<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }

  // ------------------------------------------------------------ public endpoints

  register(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('post', 'accounts', body, locale)
  }
  confirmRegistration(token: string, locale: RestLocale) {
    return this.send<LoggedInRest>('post', 'accounts/confirmations', { token }, locale)
  }
  logIn(body: { email: string; password: string }, locale: RestLocale) {
    return this.send<LoggedInRest>('post', 'sessions', body, locale)
  }
  logOut() {
    return this.delete<void>('sessions/current')
  }
  requestPasswordReset(body: object, locale: RestLocale) {
    return this.send<{ status: string }>('post', 'password-resets', body, locale)
  }
  setPassword(body: { token: string; password: string }, locale: RestLocale) {
    return this.send<LoggedInRest>('post', 'password-resets/confirmations', body, locale)
  }
  confirmEmailChange(token: string, locale: RestLocale) {
    return this.send<{ email: string }>('post', 'email-changes/confirmations', { token }, locale)
  }

  // ------------------------------------------------------------ the session's account

  /** The logged-in customer; null without a (valid) session. */
  async me(): Promise<CustomerRest | null> {
    if (!this.session.token) return null
    try {
      return await this.get<CustomerRest>('accounts/me')
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'UNAUTHENTICATED') {
        return null
      }
      throw error
    }
  }
  changePassword(body: object, locale: RestLocale) {
    return this.send<{ revokedSessions: number }>('put', 'accounts/me/password', body, locale)
  }
  requestEmailChange(body: object, locale: RestLocale) {
    return this.send<{ newEmail: string }>('post', 'accounts/me/email-changes', body, locale)
  }
  async orders() {
    return (await this.get<{ orders: OrderRest[] }>('accounts/me/orders')).orders
  }
  async order(orderNumber: string) {
    const answer = await this.orNull(
      this.get<{ order: OrderRest }>(`accounts/me/orders/${encodeURIComponent(orderNumber)}`),
    )
    return answer?.order ?? null
  }
  async licences() {
    return (await this.get<{ licences: LicenceRest[] }>('accounts/me/licences')).licences
  }
  async licence(id: string) {
    const answer = await this.orNull(
      this.get<{ licence: LicenceRest }>(`accounts/me/licences/${encodeURIComponent(id)}`),
    )
    return answer?.licence ?? null
  }
  async subscriptions() {
    return (await this.get<{ subscriptions: SubscriptionRest[] }>('accounts/me/subscriptions'))
      .subscriptions
  }
  premiumSupport() {
    return this.get<PremiumSupportRest>('accounts/me/premium-support')
  }
  // Guest orders and tickets made with the account's address (issue 18): hub accounts/claims.ts.
  claimable() {
    return this.get<ClaimableRest>('accounts/me/claimable')
  }
  claimGuestItems(body: { orders: string[]; tickets: string[] }, locale: RestLocale) {
    return this.send<{ orders: string[]; tickets: string[] }>(
      'post',
      'accounts/me/claims',
      body,
      locale,
    )
  }
  confirmGuestClaim(token: string, locale: RestLocale) {
    return this.send<{ kind: 'order' | 'ticket'; number: string }>(
      'post',
      'claims/confirmations',
      { token },
      locale,
    )
  }
  async tickets() {
    return (await this.get<{ tickets: TicketRest[] }>('accounts/me/tickets')).tickets
  }
  async ticket(id: string) {
    const answer = await this.orNull(
      this.get<{ ticket: TicketRest }>(`accounts/me/tickets/${encodeURIComponent(id)}`),
    )
    return answer?.ticket ?? null
  }
  newsletter() {
    return this.get<NewsletterStatusRest>('accounts/me/newsletter')
  }
  updateNewsletter(subscribed: boolean, locale: RestLocale) {
    return this.send<NewsletterStatusRest>('put', 'accounts/me/newsletter', { subscribed }, locale)
  }
  async billingAddress() {
    return (await this.get<BillingAddressAnswer>('accounts/me/billing-address')).billingAddress
  }
  async saveBillingAddress(address: object, locale: RestLocale) {
    const answer = await this.send<{ billingAddress: BillingAddressRest }>(
      'put',
      'accounts/me/billing-address',
      address,
      locale,
    )
    return answer.billingAddress
  }
  async reviews() {
    return (await this.get<{ reviews: CustomerReviewRest[] }>('accounts/me/reviews')).reviews
  }
  async review(id: string) {
    const answer = await this.orNull(
      this.get<{ review: CustomerReviewRest }>(`accounts/me/reviews/${encodeURIComponent(id)}`),
    )
    return answer?.review ?? null
  }
  writeReview(productId: string, body: object, locale: RestLocale) {
    return this.send<ReviewSavedRest>(
      'put',
      `accounts/me/reviews/by-product/${encodeURIComponent(productId)}`,
      body,
      locale,
    )
  }
  deleteReview(id: string, locale: RestLocale) {
    return this.send<void>('delete', `accounts/me/reviews/${encodeURIComponent(id)}`, {}, locale)
  }
  exportData() {
    return this.get<Record<string, unknown>>('accounts/me/export')
  }
  deleteAccount(body: { password: string }, locale: RestLocale) {
    return this.send<{ deleted: boolean }>('post', 'accounts/me/deletion', body, locale)
  }
}
