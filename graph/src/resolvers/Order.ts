import type { OrderResolvers } from '../__generated__/resolvers-types'
import { money } from '../money'

// A placed order (spec §3) as the hub answers it; amounts in the order's currency.

const PAYMENT_STATUS = { pending: 'PENDING', paid: 'PAID', failed: 'FAILED' } as const

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
  billingAddress: (order) => order.billing ?? null,
  reverseCharge: (order) => order.reverseCharge ?? false,
  paymentStatus: (order) => PAYMENT_STATUS[order.paymentStatus ?? 'paid'],
  // The hub signs the link only in views of the order's owner (decision 0024).
  invoice: (order) =>
    order.invoice ? { number: order.invoice.number, downloadUrl: order.invoice.url } : null,
}
