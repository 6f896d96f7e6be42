import { pricesInShopOrder } from './prices-in-shop-order'
import type { QueryResolvers } from '../__generated__/resolvers-types'
import { badUserInput } from '../errors'
import { fromPlatform, fromProductSort } from './catalog-enums'

const maxPageSize = 100

export const Query: QueryResolvers = {
  products: async (
    _parent,
    { locale, first, after, platform, category, sort },
    { dataSources },
  ) => {
    const pageSize = first ?? 20
    if (pageSize < 1 || pageSize > maxPageSize) {
      throw badUserInput(`first must be between 1 and ${maxPageSize}`, 'first')
    }
    const page = await dataSources.dataHub.listProducts({
      locale,
      first: pageSize,
      after,
      platform: platform ? fromPlatform(platform) : null,
      category,
      sort: sort ? fromProductSort(sort) : null,
    })
    return page
  },
  product: (_parent, { slug, locale }, { dataSources }) =>
    dataSources.dataHub.productBySlugAndLocale(slug, locale),
  premiumSupportOffer: async (_parent, _args, { dataSources }) => {
    const offer = await dataSources.forms.premiumOffer()
    return {
      priceGross: { amountMinor: offer.priceGross.amount, currency: offer.priceGross.currency },
      pricesGross: pricesInShopOrder(offer.pricesGross ?? [offer.priceGross]),
      validityDays: offer.validityDays,
      cartProductId: offer.productId === undefined ? null : String(offer.productId),
    }
  },
}
