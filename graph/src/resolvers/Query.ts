import type { QueryResolvers } from '../__generated__/resolvers-types'
import { trackingQueries } from '../analytics/tracking-queries'
import { badUserInput } from '../errors'
import { pricesInShopOrder } from '../prices-in-shop-order'

// Every Query field of the schema: argument checks and one data source call each. Enum
// arguments arrive in the hub's spelling (codegen `enumValues`, graph/src/enums.ts).

const maxPageSize = 100
const maxSearchResults = 50
const maxSearchLength = 100
const maxSuggestions = 10

function searchText(query: string): string {
  const trimmed = query.trim()
  if (trimmed.length < 1 || trimmed.length > maxSearchLength) {
    throw badUserInput(`query must be between 1 and ${maxSearchLength} characters`, 'query')
  }
  return trimmed
}

export const Query: QueryResolvers = {
  // The cart: one cart API call at most per request (graph/src/datasources/cart-api.ts).
  cart: (_parent, { locale }, { dataSources }) => dataSources.cart.getCart(locale),

  // Catalog.
  products: (_parent, { locale, first, after, platform, category, sort }, { dataSources }) => {
    const pageSize = first ?? 20
    if (pageSize < 1 || pageSize > maxPageSize) {
      throw badUserInput(`first must be between 1 and ${maxPageSize}`, 'first')
    }
    return dataSources.dataHub.listProducts({
      locale,
      first: pageSize,
      after,
      platform: platform ?? null,
      category,
      sort: sort ?? null,
    })
  },
  product: (_parent, { slug, locale }, { dataSources }) =>
    dataSources.dataHub.productBySlugAndLocale(slug, locale),
  page: (_parent, { path, locale }, { dataSources }) => dataSources.dataHub.page(path, locale),
  company: (_parent, _args, { dataSources }) => dataSources.dataHub.company(),
  homePage: (_parent, { locale }, { dataSources }) => dataSources.dataHub.homePage(locale),
  categories: (_parent, { locale, kind, platform }, { dataSources }) =>
    dataSources.dataHub.categories(locale, kind ?? undefined, platform ?? null),
  category: (_parent, { slug, locale, platform }, { dataSources }) =>
    dataSources.dataHub.category(slug, locale, platform ?? null),
  search: (_parent, { locale, query, first }, { dataSources }) => {
    const limit = first ?? 10
    if (limit < 1 || limit > maxSearchResults) {
      throw badUserInput(`first must be between 1 and ${maxSearchResults}`, 'first')
    }
    return dataSources.dataHub.search(locale, searchText(query), limit)
  },
  searchSuggestions: (_parent, { locale, query, first }, { dataSources }) => {
    const limit = first ?? 6
    if (limit < 1 || limit > maxSuggestions) {
      throw badUserInput(`first must be between 1 and ${maxSuggestions}`, 'first')
    }
    return dataSources.dataHub.searchSuggestions(locale, searchText(query), limit)
  },
  specialPromoProducts: (_parent, { locale }, { dataSources }) =>
    dataSources.dataHub.specialPromoProducts(locale),
  promoBanner: (_parent, { productSlug, locale }, { dataSources }) =>
    dataSources.dataHub.promoBanner(productSlug, locale),
  catalogPath: (_parent, { locale, categoryType, categoryName, productName }, { dataSources }) => {
    // The route has optional trailing segments only: a product without a category is no route.
    if (productName != null && categoryName == null) return null
    return dataSources.dataHub.catalogPath({
      locale,
      type: categoryType,
      category: categoryName ?? undefined,
      product: productName ?? undefined,
    })
  },
  promotions: async (_parent, { locale }, { dataSources }) =>
    (await dataSources.promotions.running(locale)).map((promotion) => ({ ...promotion, locale })),

  // Press (issue 24, point 4): releases newest first, one by its slug in either language
  // (null when there is none), the kits with the company's first.
  pressReleases: (_parent, { locale }, { dataSources }) => dataSources.press.releases(locale),
  pressRelease: (_parent, { slug, locale }, { dataSources }) =>
    dataSources.press.release(slug, locale),
  pressKits: (_parent, { locale }, { dataSources }) => dataSources.press.kits(locale),

  // Careers (issue 24.5): the open positions, each by its slug in either language.
  jobOpenings: (_parent, { locale }, { dataSources }) => dataSources.careers.jobOpenings(locale),
  jobOpening: (_parent, { slug, locale }, { dataSources }) =>
    dataSources.careers.jobOpening(slug, locale),

  // Support.
  premiumSupportOffer: async (_parent, _args, { dataSources }) => {
    const offer = await dataSources.forms.premiumOffer()
    return {
      priceGross: { amountMinor: offer.priceGross.amount, currency: offer.priceGross.currency },
      pricesGross: pricesInShopOrder(offer.pricesGross),
      validityDays: offer.validityDays,
      cartProductId: String(offer.productId),
    }
  },

  // Orders and accounts.
  // The token comes in the X-Order-Token header (graph/src/order-token.ts); without it there
  // is nobody to show the order to.
  order: (_parent, { orderNumber }, { dataSources, orderToken }) =>
    orderToken ? dataSources.orders.getOrder(orderNumber, orderToken) : null,
  me: async (_parent, _args, context) => {
    const customer = await context.dataSources.accounts.me()
    // A cookie the hub does not accept (expired, revoked) is deleted in the browser.
    if (!customer && context.session.token) context.session.end()
    return customer
  },

  // Affiliate tracking and the analysts' reports (graph/src/analytics/tracking-queries.ts).
  trackingPage: trackingQueries.trackingPage,
  conversionOrder: trackingQueries.conversionOrder,
  conversions: trackingQueries.conversions,
  conversionStats: trackingQueries.conversionStats,
  conversionTotals: trackingQueries.conversionTotals,
}
