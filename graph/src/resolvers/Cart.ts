import type { CartResolvers } from '../__generated__/resolvers-types'
import { cartTotalsView } from '@schaufenster/pricing'
import { money } from '../money'

// The Cart type: field reads of the cart API's answer (gross amounts, names, summaries),
// and every net, tax and discount figure derived from them by the one pricing module
// (spec §9 views). Carts are per shopper: no cache hints.

export const Cart: CartResolvers = {
  token: (cart) => cart.token,
  itemCount: (cart) => cart.items.reduce((sum, item) => sum + item.qty, 0),
  currency: (cart) => cart.currency,
  country: (cart) => cart.country,
  vatPercentage: (cart) => cart.vat.percentageValue,
  items: (cart) =>
    cart.items.map((item, index) => ({
      item,
      // The cart API answers one details entry per item, in the items' order.
      details:
        cart.itemDetails[index]?.productId === item.productId
          ? cart.itemDetails[index]
          : cart.itemDetails.find((details) => details.productId === item.productId),
      cart,
    })),
  subscriptionPeriod: (cart) => cart.subscription?.period ?? null,
  coupon: (cart) => (cart.coupon ? { ...cart.coupon, currency: cart.currency } : null),
  subtotalGross: (cart) => money(cartTotalsView(cart).subtotalGross, cart.currency),
  couponDiscountGross: (cart) => money(cartTotalsView(cart).couponDiscountGross, cart.currency),
  totalGross: (cart) => money(cartTotalsView(cart).totalGross, cart.currency),
  totalNet: (cart) => money(cartTotalsView(cart).totalNet, cart.currency),
  taxAmount: (cart) => money(cartTotalsView(cart).taxAmount, cart.currency),
}
