// The REST shapes of the catalog. The gateway imports these as codegen mappers, so they
// stay plain type declarations with no runtime imports.

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
