import { GraphQLError } from 'graphql'
import type { ConversionItem, QueryResolvers } from '../__generated__/resolvers-types'
import { conversionRowOf, filterRest } from './conversion-row'
import { postbackOf } from './conversion-postback'
import {
  cartSubtotal,
  conversionItemInMajor,
  conversionItems,
  toMajor,
} from '@schaufenster/pricing'

// Affiliate tracking (spec §4, §9): the page payloads and the conversion of an order, all
// from the one pricing module. The network reads major units, so minor units end here.

/** A session the hub no longer accepts reads nothing, like no session at all. */
function notOwn(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions['code'] === 'UNAUTHENTICATED') return null
  throw error
}

/** The Query fields of affiliate tracking and the analysts' reports (graph/src/resolvers/Query.ts). */
export const trackingQueries = {
  trackingPage: async (_parent, { pageType }, { dataSources, tracking }) => {
    // `pageType` arrives in the network's spelling (graph/src/enums.ts).
    const base = { pageType, enterpriseId: tracking.enterpriseId }
    if (pageType === 'homepage' || pageType === 'productDetail') return base
    if (pageType !== 'cart') return null
    // Without a token there is no cart to ask the cart API about.
    const cart = dataSources.cart.cartToken ? await dataSources.cart.getCart() : null
    return {
      ...base,
      cartSubtotal: toMajor(cartSubtotal(cart, tracking.subsequentVersionKey)),
      items: cart
        ? conversionItems(cart, tracking.subsequentVersionKey).map(conversionItemInMajor)
        : ([] as ConversionItem[]),
    }
  },

  conversionOrder: async (
    _parent,
    { orderNumber },
    { dataSources, tracking, session, orderToken },
  ) => {
    // An analyst key wins; a wrong one is refused (UNAUTHENTICATED), not answered with null.
    if (dataSources.conversions.analystKey) {
      const conversion = await dataSources.conversions.getConversion(orderNumber)
      return conversion
        ? { ...conversionRowOf(conversion, tracking), postback: postbackOf(conversion.postback) }
        : null
    }
    // The buyer: with the checkout's access token (X-Order-Token header), or logged in as the
    // order's customer (the hub answers only the session's own orders).
    const byToken = orderToken ? await dataSources.orders.getOrder(orderNumber, orderToken) : null
    const order =
      byToken ??
      (session.token ? await dataSources.accounts.order(orderNumber).catch(notOwn) : null)
    return order ? conversionRowOf(order, tracking) : null
  },

  conversions: async (_parent, { from, to, first, after, filter }, { dataSources, tracking }) => {
    const page = await dataSources.conversions.conversions({
      from,
      to,
      first: first ?? 50,
      after,
      filter: filterRest(filter),
    })
    return {
      edges: page.items.map(({ cursor, conversion }) => ({
        cursor,
        node: {
          ...conversionRowOf(conversion, tracking),
          postback: postbackOf(conversion.postback),
        },
      })),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    }
  },

  // Per group and currency: amounts of different currencies are never added together.
  conversionStats: async (_parent, { from, to, groupBy, filter }, { dataSources }) => {
    const stats = await dataSources.conversions.conversionStats({
      from,
      to,
      groupBy,
      filter: filterRest(filter),
    })
    return stats.map((stat) => ({
      ...stat,
      amount: toMajor(stat.amount),
      discount: toMajor(stat.discount),
    }))
  },

  conversionTotals: async (_parent, { from, to, filter }, { dataSources }) => {
    const totals = await dataSources.conversions.conversionTotals({
      from,
      to,
      filter: filterRest(filter),
    })
    return totals.map((total) => ({
      ...total,
      amount: toMajor(total.amount),
      discount: toMajor(total.discount),
    }))
  },
} satisfies QueryResolvers
