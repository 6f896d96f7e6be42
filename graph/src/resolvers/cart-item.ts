import type {
  AppliedCouponResolvers,
  CartItemModificationResolvers,
  CartItemResolvers,
} from '../__generated__/resolvers-types'
import { cartItemView } from '@schaufenster/pricing'
import { money } from './cart'

// The hub names the plan the same way in orders and e-mails.
const PREMIUM_SUPPORT_NAME = { de: 'Premium-Support (1 Jahr)', en: 'Premium support (1 year)' }
// The cart API's limit per line (hub/src/cart/types.ts MAX_QTY).
const MAX_QUANTITY = 99

export const CartItem: CartItemResolvers = {
  productId: ({ item }) => String(item.productId),
  kind: ({ item }) => (item.kind === 'premium-support' ? 'PREMIUM_SUPPORT' : 'PROGRAM'),
  name: async ({ item }, { locale }, { dataSources }) => {
    if (item.kind === 'premium-support') return PREMIUM_SUPPORT_NAME[locale]
    const product = await dataSources.dataHub.productDetail(item.productId, locale)
    return product?.name ?? String(item.productId)
  },
  // Through the catalog's DataLoader: all items of a cart load in one hub call.
  product: ({ item }, { locale }, { dataSources }) =>
    item.kind === 'premium-support'
      ? null
      : dataSources.dataHub.productDetail(item.productId, locale),
  quantity: ({ item }) => item.qty,
  // The hub sells the premium support plan once per order (hub/src/cart/routes.ts).
  maxQuantity: ({ item }) => (item.kind === 'premium-support' ? 1 : MAX_QUANTITY),
  // What buying once costs, shown beside the subscription's price per period: without a
  // chosen subscription it is the cart's own unit price.
  oneTimeUnitPriceGross: async ({ item, cart }, _args, { dataSources }) => {
    if (!cart.subscription || item.kind === 'premium-support')
      return money(item.displayAmount, cart.currency)
    const product = await dataSources.dataHub.productDetail(item.productId, cart.locale)
    const price = product?.prices.find((candidate) => candidate.currency === cart.currency)
    if (!price) return null
    const added = item.modifications.filter((m) => m.active).reduce((sum, m) => sum + m.amount, 0)
    return money(price.amount + added, cart.currency)
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
  modifications: ({ item, cart }) =>
    item.modifications.map((modification) => ({
      modification,
      productId: item.productId,
      currency: cart.currency,
      locale: cart.locale,
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

export const CartItemModification: CartItemModificationResolvers = {
  id: ({ modification }) => String(modification.id),
  key: ({ modification }) => modification.key,
  // The name comes with the product page the DataLoader has usually fetched already.
  name: async ({ modification, productId, locale }, _args, { dataSources }) => {
    const product = await dataSources.dataHub.productDetail(productId, locale)
    return product?.modifications.find((m) => m.id === modification.id)?.name ?? modification.key
  },
  active: ({ modification }) => modification.active,
  amountGross: ({ modification, currency }) => money(modification.amount, currency),
}

export const AppliedCoupon: AppliedCouponResolvers = {
  code: (coupon) => coupon.code,
  resultingDiscountGross: (coupon) => money(coupon.resultingDiscount, coupon.currency),
}
