import type { OrderResolvers } from '../__generated__/resolvers-types'
import { money } from '../money'

// A placed order (spec §3) as the hub answers it; amounts in the order's currency.

export const Order: OrderResolvers = {
  orderNumber: (order) => order.orderNumber,
  placedAt: (order) => order.placedAt,
  currency: (order) => order.price.currency,
  taxVatPercentage: (order) => order.price.taxVatPercentage,
  totalGross: (order) => money(order.price.price, order.price.currency),
  taxAmount: (order) => money(order.price.tax, order.price.currency),
  items: (order) =>
    order.products.map((product) => ({ product, currency: order.price.currency, order })),
  coupon: (order) => (order.coupon ? { ...order.coupon, currency: order.price.currency } : null),
  email: (order) => order.email,
  subscriptionPeriod: (order) => order.subscription?.period ?? null,
}
