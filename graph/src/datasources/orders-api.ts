import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { ORDER_ACCESS_HEADER } from '@schaufenster/contract'
import { GraphQLError } from 'graphql'
import type { SessionState } from '../session-cookie'
import { SESSION_HEADER } from './accounts-api'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { OrderPlacedRest, OrderRest } from './cart-rest-types'
import type { RestLocale } from './rest-types'

/** The hub's order endpoints (`/v1/orders`). One instance per GraphQL request. */
export interface OrdersRequestScope extends BackendRequestScope {
  /** The visitor's address, so the hub limits order attempts per visitor. */
  clientIp?: string
  /** The customer session: a logged-in checkout files the order in the account. */
  session?: SessionState
}

export class OrdersAPI extends BackendDataSource {
  private readonly clientIp: string | undefined
  private readonly session: SessionState | undefined

  constructor(baseURL: string, scope: OrdersRequestScope, config: DataSourceConfig) {
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
    this.clientIp = scope.clientIp
    this.session = scope.session
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.clientIp) request.headers['x-client-ip'] = this.clientIp
    if (this.session?.token) request.headers[SESSION_HEADER] = this.session.token
  }

  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const }
  }

  placeOrder(
    body: { cartToken: string | undefined; customer: object; locale: RestLocale },
    idempotencyKey: string,
  ) {
    return this.post<OrderPlacedRest>('orders', {
      body,
      headers: { 'idempotency-key': idempotencyKey, 'accept-language': body.locale },
    })
  }

  async getOrder(orderNumber: string, accessToken: string): Promise<OrderRest | null> {
    try {
      const answer = await this.get<{ order: OrderRest }>(
        `orders/${encodeURIComponent(orderNumber)}`,
        { headers: { [ORDER_ACCESS_HEADER]: accessToken } },
      )
      return answer.order
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }
}
