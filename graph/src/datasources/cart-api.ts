import type { AugmentedRequest, DataSourceConfig } from '@apollo/datasource-rest'
import { CART_TOKEN_HEADER } from '@schaufenster/contract'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { CartAnswerRest, CartParent } from './cart-rest-types'
import type { RestLocale } from './rest-types'

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

/**
 * One delta of POST /cart/changes (hub/src/cart/changes.ts): the cart API applies it to the
 * token's cart, so a change needs no read of the cart first.
 */
export type CartChange =
  | { type: 'addItem'; productId: string | number; qty: number }
  | { type: 'setQuantity'; productId: string | number; qty: number }
  | { type: 'removeItem'; productId: string | number }
  | {
      type: 'setModification'
      productId: string | number
      modificationId: string | number
      active: boolean
    }
  | { type: 'applyCoupon'; code: string }
  | { type: 'removeCoupon' }
  | { type: 'setCountry'; country: string }
  | { type: 'setCurrency'; currency: string }
  | { type: 'setSubscription'; period: string | null }

/**
 * The cart REST API (`/cart`). One instance per GraphQL request: the request's cart is read
 * from the hub at most once (one token verification), and a change's answer is the cart
 * every later field of the request sees.
 */
export class CartAPI extends BackendDataSource {
  private token: string | undefined
  private current: { locale: RestLocale; answer: Promise<CartAnswerRest> } | undefined

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

  // `changes` lies below the cart API's own path (`…/cart/changes`), whatever prefix it has.
  protected override resolveURL(path: string): URL {
    const url = new URL(this.baseURL ?? '')
    if (path) url.pathname = `${url.pathname.replace(/\/$/, '')}/${path}`
    return url
  }

  private remember(locale: RestLocale, call: Promise<CartAnswerRest>): Promise<CartAnswerRest> {
    const answer = call.then(
      (value) => {
        if (value.cart.token) this.token = value.cart.token
        return value
      },
      (error: unknown) => {
        // A refused change leaves the cart as it was: a later read asks the hub again.
        if (this.current?.answer === answer) this.current = undefined
        throw error
      },
    )
    this.current = { locale, answer }
    return answer
  }

  /**
   * The request's cart; without a locale, in whichever language it was read already (amounts
   * do not depend on it). Asked again in another language, it is read again.
   */
  async getCart(locale?: RestLocale): Promise<CartParent> {
    const current = this.current
    if (current && (locale === undefined || current.locale === locale)) {
      return parentOf(await current.answer, current.locale)
    }
    const wanted = locale ?? 'de'
    const answer = this.get<CartAnswerRest>('', { params: { locale: wanted } })
    return parentOf(await this.remember(wanted, answer), wanted)
  }

  /** Replaces the cart's fields (PATCH /cart: `items` is the whole new list). */
  updateCart(patch: CartPatch, locale: RestLocale): Promise<CartAnswerRest> {
    return this.remember(
      locale,
      this.patch<CartAnswerRest>('', { body: patch, params: { locale } }),
    )
  }

  /** Applies deltas in one call (POST /cart/changes); the answer is the priced cart. */
  changeCart(changes: CartChange[], locale: RestLocale): Promise<CartAnswerRest> {
    return this.remember(
      locale,
      this.post<CartAnswerRest>('changes', { body: { changes }, params: { locale } }),
    )
  }
}

/** The Cart type's parent for a cart API answer in a language. */
export function parentOf(answer: CartAnswerRest, locale: RestLocale): CartParent {
  return { ...answer.cart, locale, itemDetails: answer.itemDetails ?? [] }
}
