import type { Locale } from '@schaufenster/validation'
import type { PromotionService } from '../promotions/service'
import { cartError } from './cart-errors'
import type { ChangeEffects } from './changes'
import type { Reader } from './repository'
import { buildCart, type BuildCartOptions, type BuiltCart } from './service'
import type { CartState } from './types'

// One change of a cart, whichever way it was asked (PATCH /cart with new fields, or
// POST /cart/changes with deltas): price the new state and refuse what cannot be sold.

export interface ChangeCartDeps {
  db: Reader
  pricing: BuildCartOptions
  /** Refuses products a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
}

export async function changeCart(
  deps: ChangeCartDeps,
  current: CartState,
  next: CartState,
  effects: ChangeEffects,
  locale: Locale,
): Promise<BuiltCart> {
  const { db, pricing, promotions } = deps
  let built = await buildCart(db, next, pricing)
  // A refused code leaves the coupon the cart had before in place.
  if (built.couponRejection && effects.couponApplied && current.couponCode) {
    const refused = built.couponRejection
    const kept = await buildCart(db, { ...next, couponCode: current.couponCode }, pricing)
    if (!kept.couponRejection) built = { ...kept, couponRejection: refused }
  }
  if (effects.itemsChanged && promotions) {
    // While a promotion gives a product away, nobody is charged for it: the server says so.
    const refusal = await promotions.refusalFor(
      built.cart.items.map((item) => item.productId),
      locale,
    )
    if (refusal) throw cartError('PROMOTION_FREE', refusal, { items: refusal })
  }
  if (effects.itemsChanged && built.unknownProductIds.length > 0) {
    throw cartError('UNKNOWN_PRODUCT', `Unknown product id ${built.unknownProductIds.join(', ')}`, {
      items: `unknown product id ${built.unknownProductIds.join(', ')}`,
    })
  }
  if (effects.itemsChanged && built.unknownModifications.length > 0) {
    const [bad] = built.unknownModifications
    throw cartError(
      'UNKNOWN_MODIFICATION',
      `Product ${bad?.productId} has no modification ${bad?.id}`,
    )
  }
  const period = effects.subscriptionChosen
  if (
    period &&
    !built.cart.items.some((item) => item.subscriptionOptions.some((o) => o.period === period))
  ) {
    throw cartError(
      'SUBSCRIPTION_NOT_OFFERED',
      `No product in the cart offers the subscription period ${period}`,
    )
  }
  // A refused coupon is answered (with its reason) and not kept in the cart.
  return built
}
