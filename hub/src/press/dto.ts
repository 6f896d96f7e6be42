// The REST shapes of the press feature (issue 24, point 4). Plain types only: the gateway
// declares its own copy in graph/src/datasources/press-api.ts.

export type Locale = 'de' | 'en'

/** Where a release's (or the company's) press kit is downloaded: `/v1/press-kits/<fileName>`. */
export interface PressKitLinkDto {
  /** `company`/`unternehmen` or the program's slug, in the requested language. */
  name: string
  /** `<name>.zip` */
  fileName: string
}

export interface PressReleaseDto {
  key: string
  /** The slug in the requested language. */
  slug: string
  slugs: { de: string; en: string }
  /** YYYY-MM-DD */
  publishedOn: string
  title: string
  lead: string
  body: string[]
  /** The program the release is about; null for a release about the company. */
  productId: number | null
  /** The program's press kit, or the company's for a release about the company. */
  pressKit: PressKitLinkDto
}

export interface PressKitDto extends PressKitLinkDto {
  /** The kit's name in both languages (either works in the download address). */
  names: { de: string; en: string }
  /** The kit's title in the requested language. */
  title: string
  /** The program; null for the company's kit. */
  productId: number | null
}
