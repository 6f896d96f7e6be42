import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import {
  categories,
  productCategories,
  productContent,
  productFacts,
  productPlatforms,
} from '../db/catalog-schema'
import type { HubDb } from '../db/hub-db'
import { PLATFORMS, productPrices, products, type Platform } from '../db/schema'
import { pressReleases } from '../db/schema-publishing'
import type { CompanySheet, ProductSheet } from './fact-sheet'
import type { Locale, PressKitLinkDto, PressReleaseDto } from './dto'

// The press feature's reads: releases, the programs that have a press kit, and the facts a
// fact sheet states. Rows become the REST shapes of dto.ts here.

/** The company kit's name per language; a program's kit is named by its slug. */
export const COMPANY_KIT_NAMES = { de: 'unternehmen', en: 'company' } as const

type ReleaseRow = typeof pressReleases.$inferSelect
type Slugs = { slugDe: string | null; slugEn: string | null }

export function kitLink(locale: Locale, product: Slugs | null): PressKitLinkDto {
  const name =
    product?.slugDe && product.slugEn
      ? locale === 'de'
        ? product.slugDe
        : product.slugEn
      : COMPANY_KIT_NAMES[locale]
  return { name, fileName: `${name}.zip` }
}

function toRelease(row: ReleaseRow, product: Slugs | null, locale: Locale): PressReleaseDto {
  return {
    key: row.key,
    slug: locale === 'de' ? row.slugDe : row.slugEn,
    slugs: { de: row.slugDe, en: row.slugEn },
    publishedOn: row.publishedOn,
    title: row.title[locale],
    lead: row.lead[locale],
    body: row.body[locale],
    productId: row.productId,
    pressKit: kitLink(locale, row.productId === null ? null : product),
  }
}

const releaseColumns = {
  release: pressReleases,
  slugDe: products.slugDe,
  slugEn: products.slugEn,
}

/** Every release, newest first (the key breaks a tie of one day, so the order is stable). */
export async function listReleases(db: HubDb, locale: Locale): Promise<PressReleaseDto[]> {
  const rows = await db
    .select(releaseColumns)
    .from(pressReleases)
    .leftJoin(products, eq(products.id, pressReleases.productId))
    .orderBy(desc(pressReleases.publishedOn), asc(pressReleases.key))
  return rows.map((row) => toRelease(row.release, row, locale))
}

/** The release with this slug in either language, or null. */
export async function findRelease(
  db: HubDb,
  slug: string,
  locale: Locale,
): Promise<PressReleaseDto | null> {
  const [row] = await db
    .select(releaseColumns)
    .from(pressReleases)
    .leftJoin(products, eq(products.id, pressReleases.productId))
    .where(or(eq(pressReleases.slugDe, slug), eq(pressReleases.slugEn, slug)))
    .limit(1)
  return row ? toRelease(row.release, row, locale) : null
}

export interface KitProduct {
  id: number
  slugs: { de: string; en: string }
  names: { de: string; en: string }
}

/** Every program, by id (the service keeps those whose artwork the hub draws). */
export async function kitProducts(db: HubDb): Promise<KitProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      slugDe: products.slugDe,
      slugEn: products.slugEn,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
    })
    .from(products)
    .orderBy(asc(products.id))
  return rows.map((row) => ({
    id: row.id,
    slugs: { de: row.slugDe, en: row.slugEn },
    names: { de: row.nameDe, en: row.nameEn },
  }))
}

/** The program with this slug in either language, or null. */
export async function kitProductBySlug(db: HubDb, slug: string): Promise<KitProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      slugDe: products.slugDe,
      slugEn: products.slugEn,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
    })
    .from(products)
    .where(or(eq(products.slugDe, slug), eq(products.slugEn, slug)))
    .limit(1)
  return row
    ? {
        id: row.id,
        slugs: { de: row.slugDe, en: row.slugEn },
        names: { de: row.nameDe, en: row.nameEn },
      }
    : null
}

/** What a program's fact sheet states, or null when the program has no facts (yet). */
export async function productSheet(db: HubDb, productId: number): Promise<ProductSheet | null> {
  const [[product], platforms, [price], [facts], [content], [category]] = await Promise.all([
    db.select().from(products).where(eq(products.id, productId)),
    db
      .select({ platform: productPlatforms.platform })
      .from(productPlatforms)
      .where(eq(productPlatforms.productId, productId)),
    db
      .select({
        amount: productPrices.amount,
        strikeAmount: productPrices.strikeAmount,
        offerEndsAt: productPrices.offerEndsAt,
      })
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.currency, 'EUR'))),
    db.select().from(productFacts).where(eq(productFacts.productId, productId)),
    db.select().from(productContent).where(eq(productContent.productId, productId)),
    db
      .select({ de: categories.nameDe, en: categories.nameEn })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(productCategories.position))
      .limit(1),
  ])
  if (!product || !facts || !content) return null
  // The primary platform first, then the others in the catalog's order of platforms.
  const others = platforms
    .map((row) => row.platform as Platform)
    .filter((platform) => platform !== product.platform)
    .sort((a, b) => PLATFORMS.indexOf(a) - PLATFORMS.indexOf(b))
  return {
    id: product.id,
    names: { de: product.nameDe, en: product.nameEn },
    slugs: { de: product.slugDe, en: product.slugEn },
    short: { de: product.shortDescriptionDe, en: product.shortDescriptionEn },
    releaseDate: product.releaseDate,
    platforms: [product.platform, ...others],
    category: category ?? null,
    // The regular price: a fact sheet outlives a running offer.
    priceEur: price ? (price.strikeAmount ?? price.amount) : null,
    version: facts.version,
    versionDate: facts.versionDate,
    facts: facts.facts,
    functions: {
      de: content.content.de.functions,
      en: content.content.en.functions,
    },
  }
}

/** The figures of the company's fact sheet: programs per platform and the newest releases. */
export async function companySheet(db: HubDb): Promise<CompanySheet> {
  const [perPlatform, [total], releases, [newestVersion]] = await Promise.all([
    db
      .select({ platform: productPlatforms.platform, count: sql<number>`count(*)::int` })
      .from(productPlatforms)
      .groupBy(productPlatforms.platform),
    db.select({ count: sql<number>`count(*)::int` }).from(products),
    db
      .select({ publishedOn: pressReleases.publishedOn, title: pressReleases.title })
      .from(pressReleases)
      .orderBy(desc(pressReleases.publishedOn), asc(pressReleases.key))
      .limit(3),
    db
      .select({ day: productFacts.versionDate })
      .from(productFacts)
      .orderBy(desc(productFacts.versionDate))
      .limit(1),
  ])
  const programsPerPlatform = Object.fromEntries(
    PLATFORMS.map((platform) => [platform, 0]),
  ) as Record<Platform, number>
  for (const row of perPlatform) {
    if ((PLATFORMS as readonly string[]).includes(row.platform)) {
      programsPerPlatform[row.platform as Platform] = row.count
    }
  }
  return {
    programs: total?.count ?? 0,
    programsPerPlatform,
    releases,
    asOf: releases[0]?.publishedOn ?? newestVersion?.day ?? '1994-01-01',
  }
}
