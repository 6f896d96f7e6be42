import type {
  CatalogPathResolvers,
  CategoryResolvers,
  DownloadItemResolvers,
  DownloadsBlockResolvers,
  FaqBlockResolvers,
  HomePageResolvers,
  ImageResolvers,
  ModificationResolvers,
  PageBlockResolvers,
  PageResolvers,
  ProductVersionResolvers,
  PromoBannerResolvers,
  ReviewResolvers,
  SearchResultResolvers,
  SetupFileResolvers,
  SpecialPromoProductResolvers,
  SubscriptionOptionResolvers,
  VersionAdvantagesResolvers,
} from '../__generated__/resolvers-types'
import { badUserInput } from '../errors'
import { downloadUrl, mediaUrl } from '../urls'
import { fromProductSort, toCategoryKind, toPlatform, toVersionKind } from './catalog-enums'
import { pricesInShopOrder } from './prices-in-shop-order'

const maxPageSize = 100

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  kind: (category) => toCategoryKind(category.kind),
  platform: (category) => toPlatform(category.platform),
  products: async (category, { first, after, sort }, { dataSources }) => {
    const pageSize = first ?? 20
    if (pageSize < 1 || pageSize > maxPageSize) {
      throw badUserInput(`first must be between 1 and ${maxPageSize}`, 'first')
    }
    return dataSources.dataHub.listProducts({
      locale: category.locale,
      first: pageSize,
      after,
      platform: category.platform,
      category: category.kind === 'product' ? category.slugs.en : null,
      sort: sort ? fromProductSort(sort) : null,
    })
  },
}

export const Image: ImageResolvers = {
  url: (image) => mediaUrl(image.file),
}

export const SetupFile: SetupFileResolvers = {
  platform: (file) => toPlatform(file.platform),
  // A buyer's paid download comes with the hub's signed link; a catalog file with its path.
  downloadUrl: (file) => file.url ?? downloadUrl(file.fileName),
  storeUrl: (file) => file.storeUrl ?? null,
}

export const ProductVersion: ProductVersionResolvers = {
  kind: (version) => toVersionKind(version.kind),
}

export const VersionAdvantages: VersionAdvantagesResolvers = {
  version: (advantages) => toVersionKind(advantages.version),
}

export const SubscriptionOption: SubscriptionOptionResolvers = {
  amountPerPeriodGross: (option) => ({
    amountMinor: option.amountPerPeriod,
    currency: option.currency,
  }),
  strikeAmountGross: (option) =>
    option.strikeAmount === null
      ? null
      : { amountMinor: option.strikeAmount, currency: option.currency },
}

export const Modification: ModificationResolvers = {
  id: (modification) => String(modification.id),
  amountGross: (modification, { currency }) => {
    const amount = modification.amounts.find((price) => price.currency === (currency ?? 'EUR'))
    return amount ? { amountMinor: amount.amount, currency: amount.currency } : null
  },
  amountsGross: (modification) => pricesInShopOrder(modification.amounts),
}

export const Review: ReviewResolvers = {
  id: (review) => String(review.id),
  updatedAt: (review) => review.updatedAt ?? null,
  verifiedPurchase: (review) => review.verifiedPurchase ?? false,
}

export const PromoBanner: PromoBannerResolvers = {
  downloadUrl: (banner) => downloadUrl(banner.fileName),
}

export const SpecialPromoProduct: SpecialPromoProductResolvers = {
  id: (promo) => String(promo.id),
  file: (promo) => downloadUrl(promo.file),
}

export const HomePage: HomePageResolvers = {
  pressLogos: (home) => home.pressLogos,
}

export const SearchResult: SearchResultResolvers = {
  products: (result) => result.items,
}

export const Page: PageResolvers = {
  layout: (page) => (page.layout === 'press' ? 'PRESS' : 'DEFAULT'),
}

const blockTypes = {
  richText: 'RichTextBlock',
  faq: 'FaqBlock',
  gallery: 'GalleryBlock',
  list: 'ListBlock',
  downloads: 'DownloadsBlock',
  contact: 'ContactBlock',
} as const

export const PageBlock: PageBlockResolvers = {
  __resolveType: (block) => blockTypes[block.type],
}

export const FaqBlock: FaqBlockResolvers = {
  questions: (block) => block.items,
}

export const DownloadsBlock: DownloadsBlockResolvers = {
  downloads: (block) => block.items,
}

export const DownloadItem: DownloadItemResolvers = {
  kind: (item) => (item.kind === 'image' ? 'IMAGE' : 'FILE'),
  url: (item) => (item.kind === 'image' ? mediaUrl(item.file) : downloadUrl(item.file)),
  image: (item) =>
    item.kind === 'image'
      ? { file: item.file, width: item.width ?? 0, height: item.height ?? 0, alt: item.title }
      : null,
}

export const CatalogPath: CatalogPathResolvers = {}
