import type { Platform, ProductResolvers } from '../__generated__/resolvers-types'
import type { RestPlatform } from '../datasources/rest-types'
import { pricesInShopOrder } from './prices-in-shop-order'

const platforms: Record<RestPlatform, Platform> = {
  windows: 'WINDOWS',
  mac: 'MAC',
  android: 'ANDROID',
  ios: 'IOS',
}

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  platform: (product) => platforms[product.platform],
  priceGross: (product, { currency }) => {
    const price = product.prices.find((candidate) => candidate.currency === (currency ?? 'EUR'))
    return price ? { amountMinor: price.amount, currency: price.currency } : null
  },
  // Every currency at once, so a page rendered for everyone can show each shopper's own.
  pricesGross: (product) => pricesInShopOrder(product.prices),
  isFree: (product) =>
    product.prices.some((price) => price.currency === 'EUR' && price.amount === 0),
}
