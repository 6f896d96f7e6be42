import { GraphQLError } from 'graphql'
import type { CurrencyCode, CustomerResolvers } from '../__generated__/resolvers-types'
import type { GraphContext } from '../context'
import { notLoggedIn } from '../error-results'

// The account area. The hub decides ownership in SQL with the session the gateway forwards;
// these resolvers only shape its answers. Someone else's order, licence, ticket or review
// comes back from the hub as 404 and here as null.

/** A customer field's hub call; the session ended meanwhile is an UNAUTHENTICATED error. */
function requireSession(context: GraphContext) {
  if (!context.session.token) {
    throw new GraphQLError('Please log in.', { extensions: { code: 'UNAUTHENTICATED' } })
  }
  return context.dataSources.accounts
}

// A Customer field has no locale argument: the refusal names itself in both languages,
// with the code the storefront acts on.
const NOT_LOGGED_IN_BOTH = `${notLoggedIn('de').message} / ${notLoggedIn('en').message}`

async function claimableOf(context: GraphContext) {
  if (!context.session.token) {
    throw new GraphQLError(NOT_LOGGED_IN_BOTH, { extensions: { code: 'UNAUTHENTICATED' } })
  }
  const answer = await context.dataSources.accounts.claimable()
  return {
    orders: answer.orders.map((order) => ({
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      total: { amountMinor: order.total.amount, currency: order.total.currency as CurrencyCode },
      productNames: order.productNames,
    })),
    tickets: answer.tickets,
  }
}

export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  orders: (_customer, _args, context) => requireSession(context).orders(),
  order: (_customer, { orderNumber }, context) => requireSession(context).order(orderNumber),
  licences: (_customer, _args, context) => requireSession(context).licences(),
  licence: (_customer, { id }, context) => requireSession(context).licence(id),
  subscriptions: (_customer, _args, context) => requireSession(context).subscriptions(),
  premiumSupport: (_customer, _args, context) => requireSession(context).premiumSupport(),
  tickets: (_customer, _args, context) => requireSession(context).tickets(),
  claimable: (_customer, _args, context) => claimableOf(context),
  ticket: (_customer, { id }, context) => requireSession(context).ticket(id),
  newsletter: (_customer, _args, context) => requireSession(context).newsletter(),
  billingAddress: (_customer, _args, context) => requireSession(context).billingAddress(),
  reviews: (_customer, _args, context) => requireSession(context).reviews(),
  review: (_customer, { id }, context) => requireSession(context).review(id),
  reviewOfProduct: async (_customer, { productId }, context) => {
    const reviews = await requireSession(context).reviews()
    return reviews.find((review) => String(review.productId) === productId) ?? null
  },
  hasPurchased: async (_customer, { productId }, context) => {
    const orders = await requireSession(context).orders()
    return orders.some((order) =>
      order.products.some((product) => String(product.productId) === productId),
    )
  },
}
