import { hubFailureOf } from '../datasources/hub-errors'
import { validationErrorsOf } from '../error-results'
import type { ResolversUnionTypes, ResolversTypes } from '../__generated__/resolvers-types'
import { parentOf, type CartChange, type CartPatch } from '../datasources/cart-api'
import type { CartAnswerRest } from '../datasources/cart-rest-types'
import { money } from '../money'
import type { GraphContext } from '../context'
import type { RestLocale } from '../datasources/rest-types'

// Cart changes: each one is ONE call of the cart API with the request's token, a delta
// (POST /cart/changes) or, for whole-cart fields, a PATCH; its answer is the priced cart,
// whose new token travels back in Cart.token. Refusals the shopper can fix are typed results.
// The cart's Mutation fields (graph/src/resolvers/Mutation.ts) call `change` or `patch`.

type UpdateCartResult = ResolversUnionTypes<ResolversTypes>['UpdateCartResult']

async function cartResult(
  locale: RestLocale,
  call: () => Promise<CartAnswerRest>,
): Promise<UpdateCartResult> {
  try {
    const answer = await call()
    const cart = parentOf(answer, locale)
    if (answer.couponRejection) {
      const { minimumAmount, code: couponCode, ...rejection } = answer.couponRejection
      return {
        __typename: 'CouponRejected',
        ...rejection,
        code: 'COUPON_REJECTED',
        couponCode,
        minimumOrderGross:
          minimumAmount === undefined ? null : money(minimumAmount, answer.cart.currency),
        cart,
      }
    }
    return { __typename: 'CartUpdated', cart }
  } catch (error) {
    const failure = hubFailureOf(error)
    if (failure?.code === 'BAD_REQUEST') return validationErrorsOf(failure)
    throw error
  }
}

/** Item changes (deltas) in one cart API call. */
export const change = (
  { dataSources }: GraphContext,
  locale: RestLocale,
  ...changes: CartChange[]
) => cartResult(locale, () => dataSources.cart.changeCart(changes, locale))

/** Whole-cart fields in one cart API call. */
export const patch = ({ dataSources }: GraphContext, locale: RestLocale, fields: CartPatch) =>
  cartResult(locale, () => dataSources.cart.updateCart(fields, locale))
