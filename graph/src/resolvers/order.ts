import { GraphQLError } from 'graphql'
import type {
  MutationResolvers,
  OrderItemResolvers,
  OrderResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types'
import { money } from './cart'
import { validationErrors } from './cart-mutations'

// Checkout: the hub validates the form with the shared zod schema, charges through its
// payment provider and writes the order once per idempotency key.

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))

export const OrderQuery: QueryResolvers = {
  // The token comes in the X-Order-Token header (graph/src/order-token.ts); without it there
  // is nobody to show the order to.
  order: (_parent, { orderNumber }, { dataSources, orderToken }) =>
    orderToken ? dataSources.orders.getOrder(orderNumber, orderToken) : null,
}

export const OrderMutation: MutationResolvers = {
  placeOrder: async (_parent, { input, idempotencyKey, locale }, { dataSources, cjEvent }) => {
    // The form's value wins; else the `cje` cookie the request came with.
    const customer = { ...(cjEvent ? { cjEvent } : {}), ...withoutNulls(input) }
    try {
      const placed = await dataSources.orders.placeOrder(
        { cartToken: dataSources.cart.cartToken, customer, locale },
        idempotencyKey,
      )
      return { __typename: 'OrderPlaced', order: placed.order, accessToken: placed.accessToken }
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error
      switch (error.extensions['code']) {
        case 'PAYMENT_DECLINED':
          return { __typename: 'PaymentDeclined', message: error.message }
        case 'CART_NOT_ORDERABLE':
          return { __typename: 'CartNotOrderable', message: error.message }
        case 'BAD_USER_INPUT':
          return validationErrors(error)
        case 'RATE_LIMITED':
          return { __typename: 'RateLimited', message: error.message }
        default:
          throw error
      }
    }
  },
}

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

export const OrderItem: OrderItemResolvers = {
  productId: ({ product }) => String(product.productId),
  kind: ({ product }) => (product.kind === 'premium-support' ? 'PREMIUM_SUPPORT' : 'PROGRAM'),
  name: ({ product }, { locale }) => (locale ? product.names?.[locale] : undefined) ?? product.name,
  quantity: ({ product }) => product.qty,
  unitPriceGross: ({ product, currency }) => money(product.price.price, currency),
  unitTax: ({ product, currency }) => money(product.price.tax, currency),
  offerPriceGross: ({ product, currency }) =>
    product.offer ? money(product.offer.price, currency) : null,
  offerProduct: ({ product }) => product.offerProduct,
  licenceKeys: ({ product }) => product.licenceKeys,
  licences: ({ product, order }) =>
    (product.licences ?? []).map((licence) => ({
      id: licence.id,
      key: licence.key,
      productId: product.productId,
      productName: product.name,
      orderNumber: order.orderNumber,
      purchasedAt: order.placedAt,
      downloads: product.downloads,
    })),
  downloads: ({ product }) => product.downloads,
}
