import { GraphQLError } from 'graphql'
import type {
  MutationResolvers,
  ResolversUnionTypes,
  ResolversTypes,
} from '../__generated__/resolvers-types'
import type { CartPatch } from '../datasources/cart-api'
import { money } from './cart'
import type { GraphContext } from '../context'
import type { CartRest, RestLocale } from '../datasources/rest-types'

// Cart changes: each one is a PATCH of the cart API with the request's token; the answer's
// new token travels back in Cart.token. Refusals the shopper can fix are typed results.

type UpdateCartResult = ResolversUnionTypes<ResolversTypes>['UpdateCartResult']

/** The PATCH items of a cart as it is: the whole list, with the chosen modifications. */
function itemsOf(cart: CartRest): NonNullable<CartPatch['items']> {
  return cart.items.map((item) => ({
    productId: item.productId,
    qty: item.qty,
    modifications: item.modifications
      .filter((m) => m.active)
      .map((m) => ({ id: m.id, active: true })),
  }))
}

export function validationErrors(error: GraphQLError) {
  const fields = (error.extensions['fields'] ?? { _form: error.message }) as Record<string, string>
  const reason = error.extensions['reason']
  const code = typeof reason === 'string' ? reason : null
  return {
    __typename: 'ValidationErrors' as const,
    fieldErrors: Object.entries(fields).map(([field, message]) => ({ field, message, code })),
  }
}

async function changeCart(
  { dataSources }: GraphContext,
  locale: RestLocale,
  patchFor: CartPatch | ((current: CartRest) => CartPatch),
): Promise<UpdateCartResult> {
  try {
    const patch =
      typeof patchFor === 'function' ? patchFor(await dataSources.cart.getCart(locale)) : patchFor
    const answer = await dataSources.cart.updateCart(patch, locale)
    const cart = { ...answer.cart, locale }
    if (answer.couponRejection) {
      const { minimumAmount, ...rejection } = answer.couponRejection
      return {
        __typename: 'CouponRejected',
        ...rejection,
        minimumOrderGross:
          minimumAmount === undefined ? null : money(minimumAmount, answer.cart.currency),
        cart,
      }
    }
    return { __typename: 'CartUpdated', cart }
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions['code'] === 'BAD_USER_INPUT') {
      return validationErrors(error)
    }
    throw error
  }
}

export const CartMutation: MutationResolvers = {
  setCartItems: (_parent, { items, locale }, context) =>
    changeCart(context, locale, {
      items: items.map((item) => ({
        productId: item.productId,
        qty: item.quantity,
        modifications: item.modifications ?? [],
      })),
    }),
  addToCart: (_parent, { productId, quantity, locale, currency }, context) =>
    changeCart(context, locale, (current) => {
      const items = itemsOf(current)
      const at = items.findIndex((item) => String(item.productId) === productId)
      const existing = items[at]
      // The premium support plan is sold once per order: adding it again keeps the one.
      if (existing && current.items[at]?.kind === 'premium-support') existing.qty = 1
      else if (existing) existing.qty += quantity
      else items.push({ productId, qty: quantity, modifications: [] })
      // The shopper's chosen currency (web/src/currency): a new cart starts in it.
      return currency ? { items, currency } : { items }
    }),
  changeCartItemQuantity: (_parent, { productId, quantity, locale }, context) =>
    changeCart(context, locale, (current) => {
      const items = itemsOf(current)
      const existing = items.find((item) => String(item.productId) === productId)
      if (existing) existing.qty = quantity
      else items.push({ productId, qty: quantity, modifications: [] })
      return { items }
    }),
  removeFromCart: (_parent, { productId, locale }, context) =>
    changeCart(context, locale, (current) => ({
      items: itemsOf(current).filter((item) => String(item.productId) !== productId),
    })),
  setCartItemModification: (_parent, { productId, modificationId, active, locale }, context) =>
    changeCart(context, locale, (current) => ({
      items: itemsOf(current).map((item) =>
        String(item.productId) === productId
          ? {
              ...item,
              modifications: [
                ...(item.modifications ?? []).filter((m) => String(m.id) !== modificationId),
                { id: modificationId, active },
              ],
            }
          : item,
      ),
    })),
  applyCoupon: (_parent, { code, locale }, context) =>
    changeCart(context, locale, { coupon: code }),
  removeCoupon: (_parent, { locale }, context) => changeCart(context, locale, { coupon: null }),
  setCartCurrency: (_parent, { currency, locale }, context) =>
    changeCart(context, locale, { currency }),
  setCartSubscription: (_parent, { period, locale }, context) =>
    changeCart(context, locale, { subscription: period ? { period } : null }),
  setCartCountry: (_parent, { country, locale }, context) =>
    changeCart(context, locale, { country }),
}
