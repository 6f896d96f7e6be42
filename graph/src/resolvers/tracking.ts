import { GraphQLError } from 'graphql'
import type {
  AffiliatePageType,
  ConversionGroupBy,
  ConversionItem,
  QueryResolvers,
} from '../__generated__/resolvers-types'
import type { ConversionGroupByRest } from '../datasources/conversions-api'
import {
  cartSubtotal,
  conversionItemInMajor,
  conversionItems,
  conversionOf,
  toMajor,
} from '../pricing'

// Affiliate tracking (spec §4, §9): the page payloads and the conversion of an order, all
// from the one pricing module. The network reads major units, so minor units end here.

/** The affiliate network's spelling of each page type (spec §4). */
const PAGE_TYPES: Record<AffiliatePageType, string> = {
  CART: 'cart',
  HOMEPAGE: 'homepage',
  PRODUCT_DETAIL: 'productDetail',
  ACCOUNT_CENTER: 'accountCenter',
  ACCOUNT_SIGNUP: 'accountSignup',
  APPLICATION_START: 'applicationStart',
  BRANCH_LOCATOR: 'branchLocator',
  CATEGORY: 'category',
  DEPARTMENT: 'department',
  INFORMATION: 'information',
  PROPERTY_DETAIL: 'propertyDetail',
  PROPERTY_RESULTS: 'propertyResults',
  SEARCH_RESULTS: 'searchResults',
  STORE_LOCATOR: 'storeLocator',
  SUB_CATEGORY: 'subCategory',
}

/** A session the hub no longer accepts reads nothing, like no session at all. */
function notOwn(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions['code'] === 'UNAUTHENTICATED') return null
  throw error
}

const GROUP_BY: Record<ConversionGroupBy, ConversionGroupByRest> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  PRODUCT: 'product',
  COUPON: 'coupon',
  CUSTOMER_STATUS: 'customer_status',
}

export const TrackingQuery: QueryResolvers = {
  trackingPage: async (_parent, { pageType }, { dataSources, tracking }) => {
    const base = { pageType: PAGE_TYPES[pageType], enterpriseId: tracking.enterpriseId }
    if (pageType === 'HOMEPAGE' || pageType === 'PRODUCT_DETAIL') return base
    if (pageType !== 'CART') return null
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
    { orderNumber, accessToken },
    { dataSources, tracking, session },
  ) => {
    // An analyst key wins; a wrong one is refused (UNAUTHENTICATED), not answered with null.
    if (dataSources.conversions.analystKey) {
      const conversion = await dataSources.conversions.getConversion(orderNumber)
      return conversion ? conversionOf(conversion, tracking) : null
    }
    // The buyer: with the checkout's access token, or logged in as the order's customer
    // (the hub answers only the session's own orders).
    const byToken = accessToken ? await dataSources.orders.getOrder(orderNumber, accessToken) : null
    const order =
      byToken ??
      (session.token ? await dataSources.accounts.order(orderNumber).catch(notOwn) : null)
    return order ? conversionOf(order, tracking) : null
  },

  conversions: async (_parent, { from, to, first, after }, { dataSources, tracking }) => {
    const page = await dataSources.conversions.conversions({ from, to, first: first ?? 50, after })
    return {
      edges: page.items.map(({ cursor, conversion }) => ({
        cursor,
        node: conversionOf(conversion, tracking),
      })),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    }
  },

  conversionStats: async (_parent, { from, to, groupBy }, { dataSources }) => {
    const stats = await dataSources.conversions.conversionStats({
      from,
      to,
      groupBy: GROUP_BY[groupBy],
    })
    return stats.map((stat) => ({
      ...stat,
      amount: toMajor(stat.amount),
      discount: toMajor(stat.discount),
    }))
  },
}
