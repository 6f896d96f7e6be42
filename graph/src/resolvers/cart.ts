import type { CartResolvers, QueryResolvers } from '../__generated__/resolvers-types'
import type { CartParent } from '../datasources/cart-rest-types'
import { cartTotalsView } from '@schaufenster/pricing'

// The Cart type: the cart API's gross amounts, and every net, tax and discount figure
// derived from them by the one pricing module. Carts are per shopper: no cache hints.

export const DEFAULT_CART_COUNTRY = 'DE'

export const money = (amountMinor: number, currency: CartParent['currency']) => ({
  amountMinor,
  currency,
})

export const CartQuery: QueryResolvers = {
  cart: async (_parent, { locale }, { dataSources }) => ({
    ...(await dataSources.cart.getCart(locale)),
    locale,
  }),
}

export const Cart: CartResolvers = {
  token: (cart) => cart.token,
  itemCount: (cart) => cart.items.reduce((sum, item) => sum + item.qty, 0),
  currency: (cart) => cart.currency,
  country: (cart) => cart.country ?? DEFAULT_CART_COUNTRY,
  vatPercentage: (cart) => cart.vat.percentageValue,
  items: (cart) => cart.items.map((item) => ({ item, cart })),
  subscriptionPeriod: (cart) => cart.subscription?.period ?? null,
  coupon: (cart) => (cart.coupon ? { ...cart.coupon, currency: cart.currency } : null),
  subtotalGross: (cart) => money(cartTotalsView(cart).subtotalGross, cart.currency),
  couponDiscountGross: (cart) => money(cartTotalsView(cart).couponDiscountGross, cart.currency),
  totalGross: (cart) => money(cartTotalsView(cart).totalGross, cart.currency),
  totalNet: (cart) => money(cartTotalsView(cart).totalNet, cart.currency),
  taxAmount: (cart) => money(cartTotalsView(cart).taxAmount, cart.currency),
}
