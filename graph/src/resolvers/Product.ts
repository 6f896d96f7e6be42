import { GraphQLError } from 'graphql'
import type { ProductResolvers } from '../__generated__/resolvers-types'
import type { GraphContext } from '../context'
import type { CatalogProductRest, ProductDetailRest } from '../datasources/catalog-rest-types'
import type { PriceRest } from '../datasources/rest-types'
import { pricesInShopOrder } from '../prices-in-shop-order'

function isDetail(product: CatalogProductRest): product is ProductDetailRest {
  return 'versions' in product
}

// A product from a listing is a summary; product-page fields then load the whole page,
// batched with every other listed product of the request.
async function detailOf(
  product: CatalogProductRest,
  { dataSources }: GraphContext,
): Promise<ProductDetailRest> {
  if (isDetail(product)) return product
  const detail = await dataSources.dataHub.productDetail(product.id, product.locale)
  if (!detail) {
    throw new GraphQLError(`Product ${product.id} is no longer available`, {
      extensions: { code: 'NOT_FOUND' },
    })
  }
  return detail
}

function priceIn(prices: PriceRest[], currency: string | null | undefined) {
  const price = prices.find((candidate) => candidate.currency === (currency ?? 'EUR'))
  return price ? { amountMinor: price.amount, currency: price.currency } : null
}

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  priceGross: (product, { currency }) => priceIn(product.prices, currency),
  // Every currency at once, so a page rendered for everyone can show each shopper's own.
  pricesGross: (product) => pricesInShopOrder(product.prices),
  isFree: (product) =>
    product.prices.some((price) => price.currency === 'EUR' && price.amount === 0),
  primaryPlatform: (product) => product.platform,
  categories: (product) => product.categories,
  shortDescription: (product) => product.shortDescription,
  releaseDate: (product) => product.releaseDate,
  icon: (product) => product.icon,
  downloadCount: (product) => product.downloadCount,
  paths: (product) => product.paths,
  editions: async (product, _args, context) =>
    (product.editions ?? (await detailOf(product, context)).editions ?? []).map((edition) => ({
      platform: edition.platform,
      paths: edition.paths,
      storeUrl: edition.storeUrl,
    })),
  strikePriceGross: (product, { currency }) => priceIn(product.strikePrices, currency),
  strikePricesGross: (product) => pricesInShopOrder(product.strikePrices),
  description: async (product, _args, context) => (await detailOf(product, context)).description,
  versions: async (product, _args, context) => (await detailOf(product, context)).versions,
  subscriptionOptions: async (product, { currency }, context) =>
    (await detailOf(product, context)).subscriptionOptions.filter(
      (option) => option.currency === (currency ?? 'EUR'),
    ),
  modifications: async (product, _args, context) =>
    (await detailOf(product, context)).modifications,
  functions: async (product, _args, context) => (await detailOf(product, context)).functions,
  gallery: async (product, _args, context) => (await detailOf(product, context)).gallery,
  advantages: async (product, _args, context) => (await detailOf(product, context)).advantages,
  pressQuotes: async (product, _args, context) => (await detailOf(product, context)).pressQuotes,
  reviews: async (product, _args, context) => (await detailOf(product, context)).reviews,
  // Summaries carry the review figures, so a product card needs no product page.
  ratingAverage: async (product, _args, context) =>
    product.reviewCount !== undefined
      ? (product.ratingAverage ?? null)
      : (await detailOf(product, context)).ratingAverage,
  reviewCount: async (product, _args, context) =>
    product.reviewCount ?? (await detailOf(product, context)).reviewCount,
  ratingDistribution: async (product, _args, context) =>
    (await detailOf(product, context)).ratingDistribution,
  facts: async (product, _args, context) => {
    const facts = (await detailOf(product, context)).facts
    if (!facts) return null
    return {
      ...facts,
      // Unlimited is "no number" in the schema, not 0 devices.
      devicesPerLicence: facts.devicesPerLicence > 0 ? facts.devicesPerLicence : null,
    }
  },
  faq: async (product, _args, context) => (await detailOf(product, context)).faq,
  services: async (product, _args, context) => (await detailOf(product, context)).services,
  relatedProducts: async (product, _args, context) =>
    (await detailOf(product, context)).relatedProducts,
  promoBanner: async (product, _args, context) => (await detailOf(product, context)).promoBanner,
  // The promotion of this product running now (issue 19): the hub answers only what runs.
  promotion: async (product, _args, { dataSources }) => {
    const running = await dataSources.promotions.running(product.locale)
    const found = running.find((promotion) => promotion.productId === product.id)
    return found ? { ...found, locale: product.locale } : null
  },
}
