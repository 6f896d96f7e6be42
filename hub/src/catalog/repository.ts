// The catalog's database reads: categories, product summaries and pages, listings, content
// pages, promotions and download counts. Rows become the REST shapes of ./dto here.

import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import {
  categories,
  homeContent,
  pages,
  productCategories,
  productContent,
  productFacts,
  productImages,
  productModifications,
  productPlatforms,
  promoBanners,
  relatedProducts,
  reviews,
  setupFiles,
  specialPromoProducts,
  subscriptionOptions,
} from '../db/catalog-schema'
import type { HubDb } from '../db/database'
import {
  PLATFORMS,
  productDownloadCounts,
  productPrices,
  products,
  type Platform,
  type ProductRow,
} from '../db/schema'
import type {
  CatalogPathDto,
  CategoryDto,
  HomePageDto,
  ImageDto,
  PageBlockDto,
  PageDto,
  ProductDetailDto,
  ProductFactsDto,
  ProductSummaryDto,
  PromoBannerDto,
  SpecialPromoProductDto,
  VersionKindDto,
  CurrencyDto,
  Locale,
  PlatformDto,
  PriceDto,
  ProductListDto,
  ProductListItemDto,
} from './dto'
import { encodeCursor } from './cursor'
import { amountNowSql, priceAt } from './offer'
import { catalogPaths } from './paths'

type CategoryRow = typeof categories.$inferSelect

const byLocale = <T>(locale: Locale, de: T, en: T): T => (locale === 'de' ? de : en)

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value)
}

// ---------------------------------------------------------------- categories

async function categoryCounts(db: HubDb, platform?: Platform): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: productCategories.categoryId, total: count() })
    .from(productCategories)
    .where(
      platform
        ? inArray(
            productCategories.productId,
            db
              .select({ id: productPlatforms.productId })
              .from(productPlatforms)
              .where(eq(productPlatforms.platform, platform)),
          )
        : undefined,
    )
    .groupBy(productCategories.categoryId)
  return new Map(rows.map((row) => [row.categoryId, row.total]))
}

// Products per (category, platform) pair, keyed `categoryId:platform`.
async function categoryPlatformCounts(db: HubDb): Promise<Map<string, number>> {
  const rows = await db
    .select({
      categoryId: productCategories.categoryId,
      platform: productPlatforms.platform,
      total: count(),
    })
    .from(productCategories)
    .innerJoin(productPlatforms, eq(productPlatforms.productId, productCategories.productId))
    .groupBy(productCategories.categoryId, productPlatforms.platform)
  return new Map(rows.map((row) => [`${row.categoryId}:${row.platform}`, row.total]))
}

async function platformCounts(db: HubDb): Promise<Map<string, number>> {
  const rows = await db
    .select({ platform: productPlatforms.platform, total: count() })
    .from(productPlatforms)
    .groupBy(productPlatforms.platform)
  return new Map(rows.map((row) => [row.platform, row.total]))
}

function toCategoryDto(
  row: CategoryRow,
  locale: Locale,
  platform: Platform,
  productCount: number,
): CategoryDto {
  const slugs = { de: row.slugDe, en: row.slugEn }
  const platformType = row.kind === 'platform' ? (row.slugEn as Platform) : platform
  return {
    id: row.id,
    locale,
    kind: row.kind,
    slug: byLocale(locale, row.slugDe, row.slugEn),
    slugs,
    name: byLocale(locale, row.nameDe, row.nameEn),
    description: byLocale(locale, row.descriptionDe, row.descriptionEn),
    platform: platformType,
    paths: row.kind === 'platform' ? catalogPaths(platformType) : catalogPaths(platformType, slugs),
    productCount,
  }
}

// A product category without a platform is shown below the platform with most of its products.
async function defaultPlatformOf(db: HubDb, categoryId: number): Promise<Platform> {
  const rows = await db
    .select({ platform: productPlatforms.platform, total: count() })
    .from(productPlatforms)
    .innerJoin(productCategories, eq(productCategories.productId, productPlatforms.productId))
    .where(eq(productCategories.categoryId, categoryId))
    .groupBy(productPlatforms.platform)
    .orderBy(desc(count()), asc(productPlatforms.platform))
    .limit(1)
  const platform = rows[0]?.platform
  return platform && isPlatform(platform) ? platform : 'windows'
}

export async function listCategories(
  db: HubDb,
  {
    locale,
    kind,
    platform,
  }: { locale: Locale; kind?: 'platform' | 'product'; platform?: Platform },
): Promise<CategoryDto[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(kind ? eq(categories.kind, kind) : undefined)
    .orderBy(asc(categories.position))
  const [counts, perPlatform] = await Promise.all([
    categoryCounts(db, platform),
    platformCounts(db),
  ])
  return Promise.all(
    rows.map(async (row) => {
      if (row.kind === 'platform') {
        return toCategoryDto(row, locale, row.slugEn as Platform, perPlatform.get(row.slugEn) ?? 0)
      }
      const context = platform ?? (await defaultPlatformOf(db, row.id))
      return toCategoryDto(row, locale, context, counts.get(row.id) ?? 0)
    }),
  )
}

export async function findCategory(
  db: HubDb,
  { slug, locale, platform }: { slug: string; locale: Locale; platform?: Platform },
): Promise<CategoryDto | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(or(eq(categories.slugDe, slug), eq(categories.slugEn, slug)))
    .limit(1)
  if (!row) return null
  if (row.kind === 'platform') {
    const perPlatform = await platformCounts(db)
    return toCategoryDto(row, locale, row.slugEn as Platform, perPlatform.get(row.slugEn) ?? 0)
  }
  const context = platform ?? (await defaultPlatformOf(db, row.id))
  const counts = await categoryCounts(db, context)
  return toCategoryDto(row, locale, context, counts.get(row.id) ?? 0)
}

// ---------------------------------------------------------------- product summaries

function sortedPrices(prices: { currency: string; amount: number | null }[]): PriceDto[] {
  return prices
    .filter((price): price is { currency: string; amount: number } => price.amount !== null)
    .map((price) => ({ currency: price.currency as CurrencyDto, amount: price.amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency))
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const list = map.get(key(row)) ?? []
    list.push(row)
    map.set(key(row), list)
  }
  return map
}

/** Summaries of the given rows, in the rows' order, with a fixed number of queries. */
export async function summarize(
  db: HubDb,
  rows: ProductRow[],
  locale: Locale,
): Promise<ProductSummaryDto[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [prices, platforms, categoryLinks, icons, counts, reviewFigures, downloadCounts] =
    await Promise.all([
      db.select().from(productPrices).where(inArray(productPrices.productId, ids)),
      db
        .select()
        .from(productPlatforms)
        .where(inArray(productPlatforms.productId, ids))
        .orderBy(asc(productPlatforms.platform)),
      db
        .select({ link: productCategories, category: categories })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.position)),
      db
        .select()
        .from(productImages)
        .where(and(inArray(productImages.productId, ids), eq(productImages.role, 'icon'))),
      categoryPlatformCounts(db),
      db
        .select({
          productId: reviews.productId,
          count: sql<number>`count(*)::int`,
          stars: sql<number>`sum(${reviews.stars})::int`,
        })
        .from(reviews)
        .where(
          and(
            inArray(reviews.productId, ids),
            eq(reviews.locale, locale),
            eq(reviews.status, 'published'),
          ),
        )
        .groupBy(reviews.productId),
      db.select().from(productDownloadCounts).where(inArray(productDownloadCounts.productId, ids)),
    ])
  const reviewsBy = new Map(reviewFigures.map((row) => [row.productId, row]))
  const downloadsBy = new Map(downloadCounts.map((row) => [row.productId, row.count]))
  const pricesBy = groupBy(prices, (row) => row.productId)
  const platformsBy = groupBy(platforms, (row) => row.productId)
  const storeUrlBy = new Map(
    platforms.map((entry) => [`${entry.productId}:${entry.platform}`, entry.storeUrl]),
  )
  const categoriesBy = groupBy(categoryLinks, (row) => row.link.productId)
  const iconBy = new Map(icons.map((icon) => [icon.productId, icon]))
  const now = new Date()
  return rows.map((row) => {
    const productPricesOf = (pricesBy.get(row.id) ?? []).map((price) => ({
      currency: price.currency,
      ...priceAt(price, now),
    }))
    const offerEnds = productPricesOf.flatMap((price) => price.offerEndsAt ?? [])
    const links = categoriesBy.get(row.id) ?? []
    const main = links[0]?.category
    const slugs = { de: row.slugDe, en: row.slugEn }
    const icon = iconBy.get(row.id)
    const figures = reviewsBy.get(row.id)
    // The primary platform first, then the others in a stable order.
    const others = (platformsBy.get(row.id) ?? [])
      .map((entry) => entry.platform as PlatformDto)
      .filter((platform) => platform !== row.platform)
    return {
      id: row.id,
      locale,
      slug: byLocale(locale, row.slugDe, row.slugEn),
      slugs,
      name: byLocale(locale, row.nameDe, row.nameEn),
      platform: row.platform,
      platforms: [row.platform, ...others],
      prices: sortedPrices(productPricesOf),
      strikePrices: sortedPrices(
        productPricesOf.map((price) => ({ currency: price.currency, amount: price.strikeAmount })),
      ),
      // The soonest end of a running offer (the seed gives all currencies one end).
      offerEndsAt:
        offerEnds.length > 0
          ? new Date(Math.min(...offerEnds.map((end) => end.getTime()))).toISOString()
          : null,
      categories: links.map(({ category }) =>
        toCategoryDto(
          category,
          locale,
          row.platform,
          counts.get(`${category.id}:${row.platform}`) ?? 0,
        ),
      ),
      shortDescription: byLocale(locale, row.shortDescriptionDe, row.shortDescriptionEn),
      releaseDate: row.releaseDate,
      downloadCount: row.downloadCount + (downloadsBy.get(row.id) ?? 0),
      icon: icon
        ? { file: icon.file, width: icon.width, height: icon.height, alt: icon.alt[locale] }
        : { file: '', width: 0, height: 0, alt: '' },
      paths: main
        ? catalogPaths(row.platform, { de: main.slugDe, en: main.slugEn }, slugs)
        : catalogPaths(row.platform),
      // One edition per platform the program runs on, each with the product's path below
      // that platform: a listing links to the edition of the platform it lists (issue 19).
      editions: [row.platform, ...others].map((platform) => ({
        platform,
        paths: main
          ? catalogPaths(platform, { de: main.slugDe, en: main.slugEn }, slugs)
          : catalogPaths(platform),
        storeUrl: storeUrlBy.get(`${row.id}:${platform}`) ?? null,
      })),
      ratingAverage: ratingAverageOf(figures?.stars ?? 0, figures?.count ?? 0),
      reviewCount: figures?.count ?? 0,
    }
  })
}

/** The mean of the stars, to one decimal; null without reviews. */
function ratingAverageOf(stars: number, count: number): number | null {
  return count > 0 ? Math.round((stars / count) * 10) / 10 : null
}

export async function summariesByIds(
  db: HubDb,
  ids: number[],
  locale: Locale,
): Promise<Map<number, ProductSummaryDto>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(products).where(inArray(products.id, ids))
  const dtos = await summarize(db, rows, locale)
  return new Map(dtos.map((dto) => [dto.id, dto]))
}

// ---------------------------------------------------------------- filtered listings

export type ProductSort = 'name' | 'newest' | 'downloads' | 'price'

export interface ListFilter {
  locale: Locale
  first: number
  after?: number
  platform?: Platform
  /** Category id (resolved from its slug by the caller). */
  categoryId?: number
  sort?: ProductSort
}

function orderFor(sort: ProductSort | undefined, locale: Locale): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(sql`lower(${locale === 'de' ? products.nameDe : products.nameEn})`)]
    case 'newest':
      return [desc(products.releaseDate)]
    case 'downloads':
      return [desc(totalDownloads)]
    case 'price':
      return [asc(amountNowSql)]
    default:
      return []
  }
}

/**
 * A filtered, sorted page. Cursors stay product ids: the ordered id list of the filter is
 * read (the catalog has dozens of products, not millions) and the page starts after the
 * cursor's position in it, so every sort pages through each product exactly once.
 */
export async function listProductsFiltered(
  db: HubDb,
  filter: ListFilter,
): Promise<ProductListDto & { items: (ProductSummaryDto & { cursor: string })[] }> {
  const conditions: SQL[] = []
  if (filter.platform) {
    conditions.push(
      inArray(
        products.id,
        db
          .select({ id: productPlatforms.productId })
          .from(productPlatforms)
          .where(eq(productPlatforms.platform, filter.platform)),
      ),
    )
  }
  if (filter.categoryId !== undefined) {
    conditions.push(
      inArray(
        products.id,
        db
          .select({ id: productCategories.productId })
          .from(productCategories)
          .where(eq(productCategories.categoryId, filter.categoryId)),
      ),
    )
  }
  const ordered = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'EUR')),
    )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...orderFor(filter.sort, filter.locale), asc(products.id))
  const ids = ordered.map((row) => row.id)
  const start = startAfter(ids, filter.after, filter.sort === undefined)
  const pageIds = ids.slice(start, start + filter.first)
  const summaries = await summariesByIds(db, pageIds, filter.locale)
  const items = pageIds.flatMap((id) => {
    const dto = summaries.get(id)
    return dto ? [{ ...dto, cursor: encodeCursor(id) }] : []
  })
  const last = items.at(-1)
  return {
    items,
    pageInfo: {
      endCursor: last ? last.cursor : null,
      hasNextPage: start + filter.first < ids.length && pageIds.length > 0,
    },
    totalCount: ids.length,
  }
}

// In id order a cursor of a vanished product still has a place; in other orders it has
// none, and the listing ends rather than starting over.
function startAfter(ids: number[], after: number | undefined, idOrder: boolean): number {
  if (after === undefined) return 0
  if (idOrder) {
    const next = ids.findIndex((id) => id > after)
    return next === -1 ? ids.length : next
  }
  const position = ids.indexOf(after)
  return position === -1 ? ids.length : position + 1
}

/** Resolves a category slug in either language to its id; null when unknown. */
export async function categoryIdBySlug(db: HubDb, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.kind, 'product'),
        or(eq(categories.slugDe, slug), eq(categories.slugEn, slug)),
      ),
    )
    .limit(1)
  return row?.id ?? null
}

// ---------------------------------------------------------------- product details

export async function productDetails(
  db: HubDb,
  { locale, ids, slugs }: { locale: Locale; ids?: number[]; slugs?: string[] },
): Promise<ProductDetailDto[]> {
  const where = slugs
    ? or(inArray(products.slugDe, slugs), inArray(products.slugEn, slugs))
    : inArray(products.id, ids ?? [])
  const rows = await db.select().from(products).where(where).orderBy(asc(products.id))
  if (rows.length === 0) return []
  const productIds = rows.map((row) => row.id)
  const [
    summaries,
    files,
    subscriptions,
    modifications,
    contents,
    gallery,
    reviewRows,
    factRows,
    related,
    banners,
  ] = await Promise.all([
    summarize(db, rows, locale),
    db
      .select()
      .from(setupFiles)
      .where(inArray(setupFiles.productId, productIds))
      .orderBy(asc(setupFiles.fileName)),
    db
      .select()
      .from(subscriptionOptions)
      .where(inArray(subscriptionOptions.productId, productIds))
      .orderBy(desc(subscriptionOptions.period), asc(subscriptionOptions.currency)),
    db
      .select()
      .from(productModifications)
      .where(inArray(productModifications.productId, productIds))
      .orderBy(asc(productModifications.id)),
    db.select().from(productContent).where(inArray(productContent.productId, productIds)),
    db
      .select()
      .from(productImages)
      .where(
        and(
          inArray(productImages.productId, productIds),
          eq(productImages.role, 'screenshot'),
          or(isNull(productImages.locale), eq(productImages.locale, locale)),
        ),
      )
      .orderBy(asc(productImages.position)),
    // Only what moderation published (issue 24); pending and rejected ones stay with their
    // authors' accounts.
    db
      .select()
      .from(reviews)
      .where(
        and(
          inArray(reviews.productId, productIds),
          eq(reviews.locale, locale),
          eq(reviews.status, 'published'),
        ),
      )
      .orderBy(desc(reviews.createdAt), asc(reviews.id)),
    db.select().from(productFacts).where(inArray(productFacts.productId, productIds)),
    db
      .select()
      .from(relatedProducts)
      .where(inArray(relatedProducts.productId, productIds))
      .orderBy(asc(relatedProducts.position)),
    db
      .select({ banner: promoBanners, slugDe: products.slugDe, slugEn: products.slugEn })
      .from(promoBanners)
      .innerJoin(products, eq(products.id, promoBanners.productId))
      .where(inArray(promoBanners.productId, productIds)),
  ])
  const relatedSummaries = await summariesByIds(
    db,
    [...new Set(related.map((row) => row.relatedId))],
    locale,
  )
  const filesBy = groupBy(files, (row) => row.productId)
  const subscriptionsBy = groupBy(subscriptions, (row) => row.productId)
  const modificationsBy = groupBy(modifications, (row) => row.productId)
  const contentBy = new Map(contents.map((row) => [row.productId, row.content[locale]]))
  const galleryBy = groupBy(gallery, (row) => row.productId)
  const reviewsBy = groupBy(reviewRows, (row) => row.productId)
  const factsBy = new Map(factRows.map((row) => [row.productId, row]))
  const relatedBy = groupBy(related, (row) => row.productId)
  const bannerBy = new Map(banners.map((row) => [row.banner.productId, row]))
  const versionOrder: VersionKindDto[] = ['full', 'plus', 'trial', 'free']

  return summaries.map((summary) => {
    const row = rows.find((candidate) => candidate.id === summary.id)!
    const content = contentBy.get(summary.id)
    const productFiles = filesBy.get(summary.id) ?? []
    const productReviews = reviewsBy.get(summary.id) ?? []
    const banner = bannerBy.get(summary.id)
    const total = productReviews.reduce((sum, review) => sum + review.stars, 0)
    return {
      ...summary,
      description: byLocale(locale, row.descriptionDe, row.descriptionEn),
      versions: versionOrder
        .filter((kind) => productFiles.some((file) => file.version === kind))
        .map((kind) => ({
          kind,
          setupFiles: productFiles
            .filter((file) => file.version === kind)
            .sort(
              (a, b) =>
                summary.platforms.indexOf(a.platform as PlatformDto) -
                summary.platforms.indexOf(b.platform as PlatformDto),
            )
            .map((file) => ({
              fileName: file.fileName,
              platform: file.platform as PlatformDto,
              sizeBytes: file.sizeBytes,
            })),
        })),
      subscriptionOptions: (subscriptionsBy.get(summary.id) ?? []).map((option) => ({
        period: option.period,
        currency: option.currency as CurrencyDto,
        amountPerPeriod: option.amountPerPeriod,
        strikeAmount: option.strikeAmount,
      })),
      modifications: (modificationsBy.get(summary.id) ?? []).map((modification) => ({
        id: modification.id,
        key: modification.key,
        name: modification.name[locale],
        amounts: sortedPrices(
          Object.entries(modification.amounts).map(([currency, amount]) => ({ currency, amount })),
        ),
      })),
      functions: content?.functions ?? [],
      gallery: (galleryBy.get(summary.id) ?? []).map((image): ImageDto => ({
        file: image.file,
        width: image.width,
        height: image.height,
        alt: image.alt[locale],
      })),
      advantages: content?.advantages ?? [],
      pressQuotes: (content?.pressQuotes ?? []).map((quote) => ({
        source: quote.source,
        quote: quote.quote,
        rating: quote.rating ?? null,
      })),
      reviews: productReviews.map((review) => ({
        id: review.id,
        author: review.author,
        stars: review.stars,
        title: review.title,
        body: review.body,
        createdAt: review.createdAt.toISOString(),
        updatedAt: review.updatedAt?.toISOString() ?? null,
        verifiedPurchase: review.verifiedPurchase,
      })),
      ratingAverage: ratingAverageOf(total, productReviews.length),
      reviewCount: productReviews.length,
      // How many reviews gave each number of stars, five first (the rating summary's bars).
      ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: productReviews.filter((review) => review.stars === stars).length,
      })),
      facts: factsOf(factsBy.get(summary.id), locale, summary.platforms, productFiles),
      faq: content?.faq ?? [],
      services: content?.services ?? [],
      relatedProducts: (relatedBy.get(summary.id) ?? []).flatMap((link) => {
        const dto = relatedSummaries.get(link.relatedId)
        return dto ? [dto] : []
      }),
      promoBanner: banner ? toBanner(banner, locale) : null,
    }
  })
}

/** A product's facts in one language (seed/product-facts.ts writes them). */
function factsOf(
  row: typeof productFacts.$inferSelect | undefined,
  locale: Locale,
  platforms: PlatformDto[],
  files: (typeof setupFiles.$inferSelect)[],
): ProductFactsDto | null {
  if (!row) return null
  const { facts } = row
  // The size of the file a visitor downloads on each platform (the trial, or the free
  // program, else the full version), so the page states what the download button fetches.
  const downloadOf = (platform: PlatformDto) =>
    ['trial', 'free', 'full']
      .map((kind) => files.find((file) => file.platform === platform && file.version === kind))
      .find((file) => file !== undefined)
  return {
    version: row.version,
    versionDate: row.versionDate,
    downloadSizes: platforms.flatMap((platform) => {
      const file = downloadOf(platform)
      return file
        ? [
            {
              platform,
              megabytes: Math.round(file.sizeBytes / 100_000) / 10,
              bytes: file.sizeBytes,
            },
          ]
        : []
    }),
    requirements: platforms.flatMap((platform) => {
      const requirement = facts.requirements[platform]
      if (!requirement) return []
      return [
        {
          platform,
          os: requirement.os[locale],
          cpu: requirement.cpu[locale],
          ramMb: requirement.ramMb,
          diskMb: requirement.diskMb,
          other: requirement.other?.[locale] ?? null,
        },
      ]
    }),
    languages: facts.languages,
    devicesPerLicence: facts.devicesPerLicence,
    changelog: facts.changelog.map((entry) => ({
      version: entry.version,
      date: entry.date,
      changes: entry.changes[locale],
    })),
  }
}

function toBanner(
  row: { banner: typeof promoBanners.$inferSelect; slugDe: string; slugEn: string },
  locale: Locale,
): PromoBannerDto {
  return {
    productId: row.banner.productId,
    productSlug: byLocale(locale, row.slugDe, row.slugEn),
    headline: row.banner.headline[locale],
    description: row.banner.description[locale],
    fileName: row.banner.fileName,
  }
}

export async function findPromoBanner(
  db: HubDb,
  slug: string,
  locale: Locale,
): Promise<PromoBannerDto | null> {
  const [row] = await db
    .select({ banner: promoBanners, slugDe: products.slugDe, slugEn: products.slugEn })
    .from(promoBanners)
    .innerJoin(products, eq(products.id, promoBanners.productId))
    .where(or(eq(products.slugDe, slug), eq(products.slugEn, slug)))
    .limit(1)
  return row ? toBanner(row, locale) : null
}

export async function listSpecialPromoProducts(
  db: HubDb,
  locale: Locale,
): Promise<SpecialPromoProductDto[]> {
  const rows = await db
    .select()
    .from(specialPromoProducts)
    .orderBy(asc(specialPromoProducts.position))
  const summaries = await summariesByIds(
    db,
    rows.map((row) => row.productId),
    locale,
  )
  return rows.flatMap((row) => {
    const product = summaries.get(row.productId)
    return product
      ? [{ id: product.id, name: product.name, slug: product.slug, file: row.fileName, product }]
      : []
  })
}

// Search lives in search-repository.ts.

// ---------------------------------------------------------------- home page

async function topIds(db: HubDb, order: SQL, platform?: Platform, limit = 8): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      platform
        ? inArray(
            products.id,
            db
              .select({ id: productPlatforms.productId })
              .from(productPlatforms)
              .where(eq(productPlatforms.platform, platform)),
          )
        : undefined,
    )
    .orderBy(order, asc(products.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

export async function homePage(db: HubDb, locale: Locale): Promise<HomePageDto | null> {
  const [row] = await db.select().from(homeContent).where(eq(homeContent.locale, locale))
  if (!row) return null
  const content = row.content
  const [mostDownloaded, recentlyAdded, androidApps, iosApps, productCategoryList] =
    await Promise.all([
      topIds(db, desc(totalDownloads)),
      topIds(db, desc(products.releaseDate)),
      topIds(db, desc(totalDownloads), 'android'),
      topIds(db, desc(totalDownloads), 'ios'),
      listCategories(db, { locale, kind: 'product' }),
    ])
  const allIds = [
    content.bestsellerOfTheMonth,
    ...content.topPrograms.flatMap((entry) => entry.productIds),
    ...mostDownloaded,
    ...recentlyAdded,
    ...androidApps,
    ...iosApps,
  ]
  const summaries = await summariesByIds(db, [...new Set(allIds)], locale)
  const pick = (ids: number[]) =>
    ids.flatMap((id) => {
      const dto = summaries.get(id)
      return dto ? [dto] : []
    })
  const bestseller = summaries.get(content.bestsellerOfTheMonth)
  if (!bestseller) return null
  return {
    locale,
    bestsellerOfTheMonth: bestseller,
    topPrograms: content.topPrograms.flatMap((entry) => {
      const category = productCategoryList.find((candidate) => candidate.id === entry.categoryId)
      return category ? [{ category, products: pick(entry.productIds) }] : []
    }),
    mostDownloaded: pick(mostDownloaded),
    recentlyAdded: pick(recentlyAdded),
    androidApps: pick(androidApps),
    iosApps: pick(iosApps),
    pressLogos: content.pressLogos.map((logo) => ({
      file: logo.file,
      width: logo.width,
      height: logo.height,
      alt: logo.name,
      name: logo.name,
    })),
    newsletterBanner: content.newsletterBanner,
  }
}

// ---------------------------------------------------------------- content pages

/** The page of a path in either language, in the requested locale; null when none. */
export async function findPage(db: HubDb, path: string, locale: Locale): Promise<PageDto | null> {
  const [match] = await db
    .select({ key: pages.key })
    .from(pages)
    .where(eq(pages.path, path))
    .limit(1)
  if (!match) return null
  const versions = await db.select().from(pages).where(eq(pages.key, match.key))
  const page = versions.find((version) => version.locale === locale)
  const de = versions.find((version) => version.locale === 'de')
  const en = versions.find((version) => version.locale === 'en')
  if (!page || !de || !en) return null
  return {
    key: page.key,
    locale,
    path: page.path,
    layout: page.layout,
    meta: { title: page.metaTitle, description: page.metaDescription },
    alternates: { de: de.path, en: en.path },
    blocks: page.blocks as PageBlockDto[],
  }
}

// ---------------------------------------------------------------- catch-all route

/**
 * Resolves /{type}/{category?}/{product?} as the storefront shows it in `locale`: the
 * category and product slugs must be those of that language, the category must have
 * products on the platform, and the product must run on the platform and belong to the
 * category. Anything else is null (404).
 */
export async function resolveCatalogPath(
  db: HubDb,
  args: { locale: Locale; type: string; category?: string; product?: string },
): Promise<CatalogPathDto | null> {
  const { locale } = args
  if (!isPlatform(args.type)) return null
  const platform = args.type
  const [platformRow] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.kind, 'platform'), eq(categories.slugEn, platform)))
  if (!platformRow) return null
  const perPlatform = await platformCounts(db)
  const platformType = toCategoryDto(platformRow, locale, platform, perPlatform.get(platform) ?? 0)
  if (args.category === undefined) {
    return { platformType, category: null, product: null, alternates: catalogPaths(platform) }
  }
  const slugColumn = locale === 'de' ? categories.slugDe : categories.slugEn
  const [categoryRow] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.kind, 'product'), eq(slugColumn, args.category)))
  if (!categoryRow) return null
  const counts = await categoryCounts(db, platform)
  const inPlatform = counts.get(categoryRow.id) ?? 0
  if (inPlatform === 0) return null
  const category = toCategoryDto(categoryRow, locale, platform, inPlatform)
  if (args.product === undefined) {
    return { platformType, category, product: null, alternates: category.paths }
  }
  const productSlugColumn = locale === 'de' ? products.slugDe : products.slugEn
  const [productRow] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPlatforms, eq(productPlatforms.productId, products.id))
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(
      and(
        eq(productSlugColumn, args.product),
        eq(productPlatforms.platform, platform),
        eq(productCategories.categoryId, categoryRow.id),
      ),
    )
    .limit(1)
  if (!productRow) return null
  const [product] = await productDetails(db, { locale, ids: [productRow.id] })
  if (!product) return null
  return {
    platformType,
    category,
    product,
    alternates: catalogPaths(platform, category.slugs, product.slugs),
  }
}

// ---------------------------------------------------------------- downloads

// The seed's figure plus the downloads counted since (db/schema-downloads.ts says why apart).
const totalDownloads = sql<number>`(${products.downloadCount} + coalesce((select ${productDownloadCounts.count} from ${productDownloadCounts} where ${productDownloadCounts.productId} = ${products.id}), 0))`

/** The product, version and platform a download-store file is; null for files of no product. */
export async function setupFileOwner(
  db: HubDb,
  fileName: string,
): Promise<{ productId: number; version: string; platform: string } | null> {
  const [row] = await db
    .select({
      productId: setupFiles.productId,
      version: setupFiles.version,
      platform: setupFiles.platform,
    })
    .from(setupFiles)
    .where(eq(setupFiles.fileName, fileName))
  return row ?? null
}

/**
 * Counts one download. The statement names only product_download_counts, so the PGlite
 * answer cache (answer-cache.ts) does not take it for a catalog change and keeps its answers.
 */
export async function countDownload(db: HubDb, productId: number): Promise<void> {
  await db
    .insert(productDownloadCounts)
    .values({ productId, count: 1 })
    .onConflictDoUpdate({
      target: productDownloadCounts.productId,
      set: { count: sql`${productDownloadCounts.count} + 1` },
    })
}

// ---------------------------------------------------------------- batch lookups

// The gateway's DataLoader batches lookups into one request; every match comes back once.
export async function findProductsBatch(
  db: HubDb,
  {
    locale,
    slugs,
    ids,
    view,
  }: { locale: Locale; slugs?: string[]; ids?: number[]; view?: 'summary' | 'detail' },
): Promise<ProductListDto> {
  if (view === 'detail') {
    const details = await productDetails(db, { locale, slugs, ids })
    const lastDetail = details.at(-1)
    return {
      items: withCursors(details),
      pageInfo: {
        endCursor: lastDetail ? encodeCursor(lastDetail.id) : null,
        hasNextPage: false,
      },
      totalCount: details.length,
    }
  }
  const where = slugs
    ? or(inArray(products.slugDe, slugs), inArray(products.slugEn, slugs))
    : inArray(products.id, ids ?? [])
  const rows = await db.select().from(products).where(where).orderBy(asc(products.id))
  const last = rows.at(-1)
  return {
    items: withCursors(await summarize(db, rows, locale)),
    pageInfo: { endCursor: last ? encodeCursor(last.id) : null, hasNextPage: false },
    totalCount: rows.length,
  }
}

function withCursors<T extends ProductSummaryDto>(dtos: T[]): (T & ProductListItemDto)[] {
  return dtos.map((dto) => ({ ...dto, cursor: encodeCursor(dto.id) }))
}

export async function findProductBySlug(
  db: HubDb,
  slug: string,
  locale: Locale,
): Promise<ProductDetailDto | null> {
  const [dto] = await productDetails(db, { locale, slugs: [slug] })
  return dto ?? null
}
