// The data hub's catalog contract (issue 4) as the gateway receives it. Declared here
// rather than imported from hub/, like rest-types.ts.

import type { PriceRest, ProductRest, RestCurrency, RestLocale, RestPlatform } from './rest-types'

export type RestVersionKind = 'full' | 'plus' | 'trial' | 'free'

export interface LocalizedPathsRest {
  de: string
  en: string
}

export interface ImageRest {
  file: string
  width: number
  height: number
  alt: string
}

export interface CategoryRest {
  id: number
  locale: RestLocale
  kind: 'platform' | 'product'
  slug: string
  slugs: Record<RestLocale, string>
  name: string
  description: string
  platform: RestPlatform
  paths: LocalizedPathsRest
  productCount: number
}

/** One platform's edition of a program (issue 19, point 1). */
export interface EditionRest {
  platform: RestPlatform
  paths: LocalizedPathsRest
  storeUrl: string | null
}

export interface ProductSummaryRest extends ProductRest {
  locale: RestLocale
  platforms: RestPlatform[]
  strikePrices: PriceRest[]
  /** ISO 8601; null when no offer runs. */
  offerEndsAt: string | null
  categories: CategoryRest[]
  shortDescription: string
  releaseDate: string
  downloadCount: number
  icon: ImageRest
  paths: LocalizedPathsRest
  /** An edition per platform, primary first. Optional: older backends omit it. */
  editions?: EditionRest[]
  /**
   * The review figures of the summary's locale. Optional: a backend whose summaries lack
   * them makes the gateway load the product page for them.
   */
  ratingAverage?: number | null
  reviewCount?: number
}

export interface SetupFileRest {
  fileName: string
  platform: RestPlatform
  sizeBytes: number
  /** A signed link of a paid edition, in the buyer's order and licence answers only. */
  url?: string
  /** A bought mobile edition's store page (order and licence answers), instead of a file. */
  storeUrl?: string
}

export interface VersionRest {
  kind: RestVersionKind
  setupFiles: SetupFileRest[]
}

export interface SubscriptionOptionRest {
  period: string
  currency: RestCurrency
  amountPerPeriod: number
  strikeAmount: number | null
}

export interface ModificationRest {
  id: number
  key: string
  name: string
  amounts: PriceRest[]
}

export interface ReviewRest {
  id: number
  author: string
  stars: number
  title: string
  body: string
  createdAt: string
  updatedAt: string | null
  verifiedPurchase: boolean
}

export interface PromoBannerRest {
  productId: number
  productSlug: string
  headline: string
  description: string
  fileName: string
}

export interface AdvantagesRest {
  version: RestVersionKind
  items: string[]
}

export interface ProductFactsRest {
  version: string
  versionDate: string
  downloadSizes: { platform: RestPlatform; bytes: number }[]
  requirements: {
    platform: RestPlatform
    os: string
    cpu: string
    ramMb: number
    diskMb: number
    other: string | null
  }[]
  languages: string[]
  /** 0: unlimited */
  devicesPerLicence: number
  changelog: { version: string; date: string; changes: string[] }[]
}

export interface ProductDetailRest extends ProductSummaryRest {
  description: string
  versions: VersionRest[]
  subscriptionOptions: SubscriptionOptionRest[]
  modifications: ModificationRest[]
  functions: { title: string; text: string }[]
  gallery: ImageRest[]
  advantages: AdvantagesRest[]
  pressQuotes: { source: string; quote: string; rating: string | null }[]
  reviews: ReviewRest[]
  ratingAverage: number | null
  reviewCount: number
  ratingDistribution: { stars: number; count: number }[]
  facts: ProductFactsRest | null
  faq: { question: string; answer: string }[]
  services: { title: string; text: string }[]
  relatedProducts: ProductSummaryRest[]
  promoBanner: PromoBannerRest | null
}

/** What a Product resolver receives: a listing summary or a whole product page. */
export type CatalogProductRest = ProductSummaryRest | ProductDetailRest

export interface SearchResultRest {
  query: string
  items: ProductSummaryRest[]
  totalCount: number
}

export interface SearchSuggestionsRest {
  query: string
  items: { name: string; product: ProductSummaryRest }[]
}

export interface TopProgramsRest {
  category: CategoryRest
  products: ProductSummaryRest[]
}

export interface HomePageRest {
  locale: RestLocale
  bestsellerOfTheMonth: ProductSummaryRest
  topPrograms: TopProgramsRest[]
  mostDownloaded: ProductSummaryRest[]
  recentlyAdded: ProductSummaryRest[]
  androidApps: ProductSummaryRest[]
  iosApps: ProductSummaryRest[]
  pressLogos: (ImageRest & { name: string })[]
  newsletterBanner: { headline: string; text: string; buttonText: string }
}

export interface RichTextBlockRest {
  type: 'richText'
  heading: string
  paragraphs: string[]
}
export interface FaqBlockRest {
  type: 'faq'
  heading: string
  items: { question: string; answer: string }[]
}
export interface GalleryBlockRest {
  type: 'gallery'
  heading: string
  images: ImageRest[]
}
export interface ListBlockRest {
  type: 'list'
  heading: string
  items: string[]
}
export interface DownloadItemRest {
  title: string
  file: string
  kind: 'download' | 'image'
  width?: number
  height?: number
}
export interface DownloadsBlockRest {
  type: 'downloads'
  heading: string
  items: DownloadItemRest[]
}
export interface ContactBlockRest {
  type: 'contact'
  heading: string
  email: string
  phone: string
  address: string[]
  options: { id: string; icon: string; headline: string; buttonText: string }[]
}

export type PageBlockRest =
  | RichTextBlockRest
  | FaqBlockRest
  | GalleryBlockRest
  | ListBlockRest
  | DownloadsBlockRest
  | ContactBlockRest

export interface PageRest {
  key: string
  locale: RestLocale
  path: string
  layout: 'default' | 'press'
  meta: { title: string; description: string }
  alternates: LocalizedPathsRest
  blocks: PageBlockRest[]
}

export interface CatalogPathRest {
  platformType: CategoryRest
  category: CategoryRest | null
  product: ProductDetailRest | null
  alternates: LocalizedPathsRest
}

export interface SpecialPromoProductRest {
  id: number
  name: string
  slug: string
  file: string
  product: ProductSummaryRest
}

/** A page of a product listing (the hub's listings carry product summaries, issue 4). */
export interface ProductPageRest {
  items: ProductSummaryRest[]
  pageInfo: { endCursor: string | null; hasNextPage: boolean }
  totalCount: number
}

/** GET /v1/company: the seller as configured on the hub. */
export interface CompanyRest {
  name: string
  street: string
  postalCode: string
  city: string
  countryCode: string
  registerCourt: string
  registerNumber: string
  vatId: string
  taxNumber?: string
  managingDirectors: string[]
  email: string
  phone: string
  fictional: boolean
}
