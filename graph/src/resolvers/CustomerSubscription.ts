import type { CustomerSubscriptionResolvers } from '../__generated__/resolvers-types'

export const CustomerSubscription: CustomerSubscriptionResolvers = {
  items: (subscription) =>
    subscription.order.products.map((product) => ({
      product,
      currency: subscription.order.price.currency,
      order: subscription.order,
    })),
}
