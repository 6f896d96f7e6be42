import { GraphQLError } from 'graphql'
import type {
  CustomerResolvers,
  CustomerReviewResolvers,
  CustomerSubscriptionResolvers,
  LicenceResolvers,
  NewsletterStatusResolvers,
  QueryResolvers,
  SupportTicketResolvers,
} from '../__generated__/resolvers-types'
import type { GraphContext } from '../context'
import type { NewsletterStatusRest } from '../datasources/account-rest-types'
import { claimableOf } from './claims'

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

const NEWSLETTER_STATE = {
  'not-subscribed': 'NOT_SUBSCRIBED',
  pending: 'PENDING',
  subscribed: 'SUBSCRIBED',
  unsubscribed: 'UNSUBSCRIBED',
} as const satisfies Record<NewsletterStatusRest['state'], string>

export const AccountQuery: QueryResolvers = {
  me: async (_parent, _args, context) => {
    const customer = await context.dataSources.accounts.me()
    // A cookie the hub does not accept (expired, revoked) is deleted in the browser.
    if (!customer && context.session.token) context.session.end()
    return customer
  },
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

export const Licence: LicenceResolvers = {
  productId: (licence) => String(licence.productId),
  product: (licence, { locale }, { dataSources }) =>
    dataSources.dataHub.productDetail(licence.productId, locale),
}

export const CustomerSubscription: CustomerSubscriptionResolvers = {
  items: (subscription) =>
    subscription.order.products.map((product) => ({
      product,
      currency: subscription.order.price.currency,
      order: subscription.order,
    })),
}

export const SupportTicket: SupportTicketResolvers = {
  id: (ticket) => String(ticket.id),
  productId: (ticket) => String(ticket.productId),
}

export const NewsletterStatus: NewsletterStatusResolvers = {
  state: (status) => NEWSLETTER_STATE[status.state],
  subscribed: (status) => status.state === 'subscribed',
}

export const CustomerReview: CustomerReviewResolvers = {
  id: (review) => String(review.id),
  productId: (review) => String(review.productId),
  product: (review, { locale }, { dataSources }) =>
    dataSources.dataHub.productDetail(review.productId, locale),
}
