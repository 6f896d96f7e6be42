import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { CartAnswerRest } from './cart-rest-types'
import type { CartRest, RestLocale } from './rest-types'

export const CART_TOKEN_HEADER = 'x-abs-carttoken'

export interface CartRequestScope extends BackendRequestScope {
  /** The shopper's cart token from the incoming request's `X-ABS-CartToken` header. */
  cartToken?: string
}

/** The body of PATCH /cart: every field optional, `items` the whole new list. */
export interface CartPatch {
  currency?: string
  items?: {
    productId: string | number
    qty: number
    modifications?: { id: string | number; active: boolean }[]
  }[]
  coupon?: string | null
  subscription?: { period: string } | null
  country?: string
}

/** The cart REST API (`/cart`). One instance per GraphQL request. */
export class CartAPI extends BackendDataSource {
  private token: string | undefined

  constructor(baseURL: string, scope: CartRequestScope, config: DataSourceConfig) {
    super(baseURL, scope, config)
    this.token = scope.cartToken
  }

  /** The token of the latest answer, so later calls of one request see earlier changes. */
  get cartToken(): string | undefined {
    return this.token
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    super.willSendRequest(path, request)
    if (this.token) request.headers[CART_TOKEN_HEADER] = this.token
  }

  // A cart is per shopper and changes with every mutation: never reuse an earlier answer.
  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const }
  }

  private remember(answer: CartAnswerRest): CartAnswerRest {
    if (answer.cart.token) this.token = answer.cart.token
    return answer
  }

  async getCart(locale: RestLocale = 'de'): Promise<CartRest> {
    const answer = await this.get<CartAnswerRest>('', { params: { locale } })
    return this.remember(answer).cart
  }

  async updateCart(patch: CartPatch, locale: RestLocale): Promise<CartAnswerRest> {
    return this.remember(await this.patch<CartAnswerRest>('', { body: patch, params: { locale } }))
  }
}
