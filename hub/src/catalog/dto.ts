// The REST shapes of the catalog: product listings, categories, product pages, search and
// content pages. Plain type declarations only, no runtime imports: the gateway declares its
// own copy of this contract in graph/src/datasources.

export type Locale = 'de' | 'en'

export type PlatformDto = 'windows' | 'mac' | 'android' | 'ios'

export type CurrencyDto = 'CHF' | 'EUR' | 'GBP' | 'USD'

export interface PriceDto {
  currency: CurrencyDto
  /** Minor units: 2999 means 29.99. */
  amount: number
}

export interface ProductDto {
  id: number
  /** The slug in the requested locale. */
  slug: string
  slugs: { de: string; en: string }
  /** The name in the requested locale. */
  name: string
  platform: PlatformDto
  /** Sorted by currency code. */
  prices: PriceDto[]
}

export interface PageInfoDto {
  endCursor: string | null
  hasNextPage: boolean
}

/** A product within a listing, with the opaque cursor to continue after it. */
export interface ProductListItemDto extends ProductDto {
  cursor: string
}

export interface ProductListDto {
  items: ProductListItemDto[]
  pageInfo: PageInfoDto
  totalCount: number
}

// ------------------------------------------------ categories, product pages, search, content

export type VersionKindDto = 'full' | 'plus' | 'trial' | 'free'
export type CategoryKindDto = 'platform' | 'product'

export interface LocalizedPathsDto {
  de: string
  en: string
}

export interface ImageDto {
  /** File name below /v1/images/. */
  file: string
  width: number
  height: number
  /** Alternative text in the requested locale. */
  alt: string
}

export interface CategoryDto {
  id: number
  locale: Locale
  kind: CategoryKindDto
  slug: string
  slugs: { de: string; en: string }
  name: string
  description: string
  /** The platform type the paths are built for (a product category lives below one). */
  platform: PlatformDto
  /** Canonical storefront paths without locale prefix. */
  paths: LocalizedPathsDto
  /** Products in this category (on `platform` for product categories). */
  productCount: number
}

/** One platform's edition of a program (issue 19, point 1). */
export interface EditionDto {
  platform: PlatformDto
  /** The product's storefront path below this platform, per language. */
  paths: LocalizedPathsDto
  /** App store page of a mobile edition; null for desktop editions. */
  storeUrl: string | null
}

/** A product within listings: everything a product tile needs. */
export interface ProductSummaryDto extends ProductDto {
  locale: Locale
  platforms: PlatformDto[]
  /** Crossed-out former prices of an offer, sorted by currency code. */
  strikePrices: PriceDto[]
  /** When the offer behind `strikePrices` ends (ISO 8601); null when none runs. */
  offerEndsAt: string | null
  categories: CategoryDto[]
  shortDescription: string
  releaseDate: string
  downloadCount: number
  icon: ImageDto
  paths: LocalizedPathsDto
  /** An edition per platform, the primary platform first. */
  editions: EditionDto[]
  /** Average stars of the reviews in this locale, one decimal; null without reviews. */
  ratingAverage: number | null
  reviewCount: number
}

export interface SetupFileDto {
  fileName: string
  platform: PlatformDto
  sizeBytes: number
}

export interface VersionDto {
  kind: VersionKindDto
  setupFiles: SetupFileDto[]
}

export interface SubscriptionOptionDto {
  /** e.g. `1y`, `1m` */
  period: string
  currency: CurrencyDto
  amountPerPeriod: number
  strikeAmount: number | null
}

export interface ModificationDto {
  id: number
  key: string
  name: string
  amounts: PriceDto[]
}

export interface ReviewDto {
  id: number
  author: string
  stars: number
  title: string
  body: string
  createdAt: string
  /** Set when a customer edited their review. */
  updatedAt: string | null
  /** True for reviews of customers who bought the program (seed reviews: false). */
  verifiedPurchase: boolean
}

export interface PromoBannerDto {
  productId: number
  productSlug: string
  headline: string
  description: string
  fileName: string
}

/** What a program needs on one platform, in the answer's language. */
export interface RequirementDto {
  platform: PlatformDto
  os: string
  cpu: string
  ramMb: number
  diskMb: number
  other: string | null
}

/** Version, sizes, requirements, languages, licence scope and latest changes. */
export interface ProductFactsDto {
  version: string
  /** YYYY-MM-DD, the current version's release. */
  versionDate: string
  /** The file the page's download button offers, per platform. */
  downloadSizes: { platform: PlatformDto; bytes: number }[]
  requirements: RequirementDto[]
  /** ISO 639-1 codes of the interface languages. */
  languages: string[]
  /** Devices per licence; 0: unlimited. */
  devicesPerLicence: number
  changelog: { version: string; date: string; changes: string[] }[]
}

/** The product page: everything it shows, in one answer. */
export interface ProductDetailDto extends ProductSummaryDto {
  description: string
  versions: VersionDto[]
  subscriptionOptions: SubscriptionOptionDto[]
  modifications: ModificationDto[]
  functions: { title: string; text: string }[]
  gallery: ImageDto[]
  advantages: { version: VersionKindDto; items: string[] }[]
  pressQuotes: { source: string; quote: string; rating: string | null }[]
  reviews: ReviewDto[]
  /** Published reviews per number of stars, five first. */
  ratingDistribution: { stars: number; count: number }[]
  facts: ProductFactsDto | null
  faq: { question: string; answer: string }[]
  services: { title: string; text: string }[]
  relatedProducts: ProductSummaryDto[]
  promoBanner: PromoBannerDto | null
}

export interface SearchResultDto {
  query: string
  items: (ProductSummaryDto & { rank: number })[]
  totalCount: number
}

export interface HomePageDto {
  locale: Locale
  bestsellerOfTheMonth: ProductSummaryDto
  topPrograms: { category: CategoryDto; products: ProductSummaryDto[] }[]
  mostDownloaded: ProductSummaryDto[]
  recentlyAdded: ProductSummaryDto[]
  androidApps: ProductSummaryDto[]
  iosApps: ProductSummaryDto[]
  pressLogos: (ImageDto & { name: string })[]
  newsletterBanner: { headline: string; text: string; buttonText: string }
}

export type PageBlockDto =
  | { type: 'richText'; heading: string; paragraphs: string[] }
  | { type: 'faq'; heading: string; items: { question: string; answer: string }[] }
  | { type: 'gallery'; heading: string; images: ImageDto[] }
  | { type: 'list'; heading: string; items: string[] }
  | {
      type: 'downloads'
      heading: string
      items: {
        title: string
        file: string
        kind: 'download' | 'image'
        width?: number
        height?: number
      }[]
    }
  | {
      type: 'contact'
      heading: string
      email: string
      phone: string
      address: string[]
      options: { id: string; icon: string; headline: string; buttonText: string }[]
    }

export interface PageDto {
  key: string
  locale: Locale
  path: string
  layout: 'default' | 'press'
  meta: { title: string; description: string }
  alternates: LocalizedPathsDto
  blocks: PageBlockDto[]
}

export interface CatalogPathDto {
  platformType: CategoryDto
  category: CategoryDto | null
  product: ProductDetailDto | null
  alternates: LocalizedPathsDto
}

export interface SpecialPromoProductDto {
  id: number
  name: string
  slug: string
  /** File name in the download store. */
  file: string
  product: ProductSummaryDto
}
