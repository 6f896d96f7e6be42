import type { QueryResolvers } from '../__generated__/resolvers-types'
import { badUserInput } from '../errors'
import { fromCategoryKind, fromPlatform } from './catalog-enums'

const maxSearchResults = 50
const maxSearchLength = 100
const maxSuggestions = 10

/** Query fields of the browsable catalog (issue 4), merged into the Query resolvers. */
export const CatalogQuery: QueryResolvers = {
  page: (_parent, { path, locale }, { dataSources }) => dataSources.dataHub.page(path, locale),
  homePage: (_parent, { locale }, { dataSources }) => dataSources.dataHub.homePage(locale),
  categories: (_parent, { locale, kind, platform }, { dataSources }) =>
    dataSources.dataHub.categories(
      locale,
      kind ? fromCategoryKind(kind) : undefined,
      platform ? fromPlatform(platform) : null,
    ),
  category: (_parent, { slug, locale, platform }, { dataSources }) =>
    dataSources.dataHub.category(slug, locale, platform ? fromPlatform(platform) : null),
  search: (_parent, { locale, query, first }, { dataSources }) => {
    const limit = first ?? 10
    if (limit < 1 || limit > maxSearchResults) {
      throw badUserInput(`first must be between 1 and ${maxSearchResults}`, 'first')
    }
    const trimmed = query.trim()
    if (trimmed.length < 1 || trimmed.length > maxSearchLength) {
      throw badUserInput(`query must be between 1 and ${maxSearchLength} characters`, 'query')
    }
    return dataSources.dataHub.search(locale, trimmed, limit)
  },
  searchSuggestions: (_parent, { locale, query, first }, { dataSources }) => {
    const limit = first ?? 6
    if (limit < 1 || limit > maxSuggestions) {
      throw badUserInput(`first must be between 1 and ${maxSuggestions}`, 'first')
    }
    const trimmed = query.trim()
    if (trimmed.length < 1 || trimmed.length > maxSearchLength) {
      throw badUserInput(`query must be between 1 and ${maxSearchLength} characters`, 'query')
    }
    return dataSources.dataHub.searchSuggestions(locale, trimmed, limit)
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
}
