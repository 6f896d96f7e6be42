import { GraphQLError } from 'graphql'
import type {
  AffiliatePageType,
  ConversionGroupBy,
  ConversionItem,
  ConversionOrder,
  QueryResolvers,
} from '../__generated__/resolvers-types'
import type { TrackingSettings } from '../context'
import type { OrderRest } from '../datasources/cart-rest-types'
import type { ConversionGroupByRest } from '../datasources/conversions-api'
import {
  cartSubtotal,
  conversionAmount,
  conversionItems,
  couponDiscountNet,
  customerStatus,
  orderUnitPrice,
  toMajor,
  type ConversionItem as MinorConversionItem,
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

export const CONVERSION_PAGE_TYPE = 'conversionConfirmation'

const inMajor = (item: MinorConversionItem): ConversionItem => ({
  itemId: item.itemId,
  unitPrice: toMajor(item.unitPrice),
  quantity: item.quantity,
  discount: item.discount === undefined ? null : toMajor(item.discount),
})

/** §9 in the order view: unit price from the offer price for offer products, else the price. */
export function orderConversionItems(order: OrderRest): MinorConversionItem[] {
  const rate = order.price.taxVatPercentage
  return order.products.map((product) => {
    const unitPrice = orderUnitPrice(product, rate)
    // Strike (offer) price minus current price, both net: offer products only.
    const discount =
      product.offerProduct && product.offer
        ? Math.max(0, unitPrice - (product.price.price - product.price.tax))
        : 0
    return {
      itemId: String(product.productId),
      unitPrice,
      quantity: product.qty,
      ...(discount > 0 ? { discount } : {}),
    }
  })
}

export function conversionOf(order: OrderRest, tracking: TrackingSettings): ConversionOrder {
  const items = orderConversionItems(order)
  return {
    enterpriseId: tracking.enterpriseId,
    pageType: CONVERSION_PAGE_TYPE,
    orderId: order.orderNumber,
    actionTrackerId: tracking.actionTrackerId,
    currency: order.price.currency,
    amount: toMajor(conversionAmount(items)),
    cjeventOrder: order.additionalProperties.cjEvent ?? '',
    discount: toMajor(couponDiscountNet(order.coupon, order.price.taxVatPercentage)),
    coupon: order.coupon?.code ?? '',
    items: items.map(inMajor),
    customerStatus: customerStatus(order.orderNumber),
  }
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
        ? conversionItems(cart, tracking.subsequentVersionKey).map(inMajor)
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
      const order = await dataSources.conversions.getOrder(orderNumber)
      return order ? conversionOf(order, tracking) : null
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
      edges: page.items.map(({ cursor, order }) => ({
        cursor,
        node: conversionOf(order, tracking),
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
