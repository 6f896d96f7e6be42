import type { CartItemResolvers } from '../__generated__/resolvers-types'
import { cartItemView } from '@schaufenster/pricing'
import { money } from '../money'

// Field reads of the cart API's answer: names, one-time prices and product summaries come
// with it (`itemDetails`), so a cart needs no catalog call.

// The cart API's limit per line (hub/src/cart/types.ts MAX_QTY).
const MAX_QUANTITY = 99

export const CartItem: CartItemResolvers = {
  productId: ({ item }) => String(item.productId),
  // The cart API marks only the premium support plan; every other line is a program.
  kind: ({ item }) => item.kind ?? 'program',
  name: ({ item, details }, { locale }) => details?.names[locale] ?? String(item.productId),
  // The summary the cart API answered in the cart's language; in another language through
  // the catalog's DataLoader (all items of a cart in one hub call).
  product: ({ item, details, cart }, { locale }, { dataSources }) => {
    if (item.kind === 'premium-support') return null
    if (details?.product && cart.locale === locale) return details.product
    return dataSources.dataHub.productDetail(item.productId, locale)
  },
  quantity: ({ item }) => item.qty,
  // The hub sells the premium support plan once per order (hub/src/cart/routes.ts).
  maxQuantity: ({ item }) => (item.kind === 'premium-support' ? 1 : MAX_QUANTITY),
  // What buying once costs, shown beside the subscription's price per period: without a
  // chosen subscription it is the cart's own unit price.
  oneTimeUnitPriceGross: ({ item, details, cart }) => {
    if (!cart.subscription || item.kind === 'premium-support')
      return money(item.displayAmount, cart.currency)
    const amount = details?.oneTimeAmount
    return amount === undefined || amount === null ? null : money(amount, cart.currency)
  },
  unitPriceGross: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).unitPriceGross, cart.currency),
  unitPriceNet: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).unitPriceNet, cart.currency),
  strikeUnitPriceGross: ({ item, cart }) => {
    const strike = cartItemView(item, cart.vat.percentageValue).strikeUnitPriceGross
    return strike === null ? null : money(strike, cart.currency)
  },
  offerProduct: ({ item }) => item.offerProduct,
  discountNet: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).discountNet, cart.currency),
  modifications: ({ item, details, cart }) =>
    item.modifications.map((modification) => ({
      modification,
      name:
        details?.modifications.find((m) => m.id === modification.id)?.names[cart.locale] ??
        modification.key,
      currency: cart.currency,
    })),
  subscriptionOptions: ({ item, cart }) =>
    item.subscriptionOptions.map((option) => ({ ...option, currency: cart.currency })),
  lineTotalGross: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).lineTotalGross, cart.currency),
  lineTotalNet: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).lineTotalNet, cart.currency),
  taxAmount: ({ item, cart }) =>
    money(cartItemView(item, cart.vat.percentageValue).taxAmount, cart.currency),
}
