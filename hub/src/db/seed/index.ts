import { SHOP_CURRENCIES } from '@schaufenster/contract'
import { and, inArray, isNull, sql } from 'drizzle-orm'
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
} from '../catalog-schema'
import type { HubDb } from '../hub-db'
import { coupons, productPrices, products, type Currency } from '../schema'
import {
  ICON_SIZE,
  SCREENSHOTS_PER_PRODUCT,
  SCREENSHOT_LOCALES,
  SCREENSHOT_SIZE,
  iconAlt,
  iconFile,
  screenshotAlt,
  screenshotFile,
} from './artwork'
import { PRODUCT_CATEGORIES, SEED_CATEGORIES } from './categories'
import { SEED_HOME, SEED_PROMO_BANNERS, SPECIAL_PROMO_PRODUCT_IDS } from './home'
import { SEED_PAGES } from './pages'
import { seedJobOpenings } from './job-openings'
import { seedPressReleases } from './press-releases'
import { seedPromotions } from './promotions'
import { seedSearchSynonyms } from './search-synonyms'
import { SEED_COUPONS } from './coupons'
import {
  modificationFor,
  plusModificationFor,
  productContentFor,
  reviewsFor,
  subscriptionOptionsFor,
  versionsOf,
} from './product-content'
import { PRODUCT_FACTS } from './product-facts'
import { SEED_PRODUCTS, storeUrlFor, type SeedProduct } from './products'
import { setupFileName, setupFilesFor } from './setup-files'

export { SEED_PRODUCTS } from './products'
export { SEED_PAGES } from './pages'
export { SEED_COUPONS } from './coupons'
export { writeDownloadStore } from './setup-files'

// A seed product's prices are listed in shop order.
const PRICE_ORDER: readonly Currency[] = SHOP_CURRENCIES

const categoryIdBySlugEn = new Map(PRODUCT_CATEGORIES.map((c) => [c.slugEn, c.id]))

// Related products: others of the main category first, then of the same primary platform.
function relatedOf(product: SeedProduct): number[] {
  const main = product.categories[0]
  const sameCategory = SEED_PRODUCTS.filter(
    (other) => other.id !== product.id && other.categories[0] === main,
  )
  const samePlatform = SEED_PRODUCTS.filter(
    (other) => other.id !== product.id && other.platform === product.platform,
  )
  return [...new Set([...sameCategory, ...samePlatform].map((other) => other.id))].slice(0, 4)
}

function downloadFileFor(product: SeedProduct): string {
  const version = versionsOf(product).includes('trial') ? 'trial' : 'free'
  return setupFileName(product, version, product.platform)
}

// Runs on every start: rows are upserted by key, and the per-product detail rows are
// replaced, so the database always matches these files. Download counts are only set
// when a product is first inserted; afterwards they belong to the download counter.
const DAY_MS = 86_400_000

/**
 * When a seeded offer ends if it starts now: its number of days from the current full hour
 * (Europe/Berlin shows whole hours), so a fresh shop has its offers running.
 */
function offerEnd(product: SeedProduct, now = new Date()): Date | null {
  if (!product.strikePrices || !product.offerDays) return null
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000
  return new Date(hour + product.offerDays * DAY_MS)
}

export async function seedDatabase(db: HubDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((product) => ({
          id: product.id,
          slugDe: product.slugDe,
          slugEn: product.slugEn,
          nameDe: product.nameDe,
          nameEn: product.nameEn,
          platform: product.platform,
          releaseDate: product.releaseDate,
          shortDescriptionDe: product.de.short,
          shortDescriptionEn: product.en.short,
          descriptionDe: product.de.description,
          descriptionEn: product.en.description,
          downloadCount: product.downloads,
        })),
      )
      .onConflictDoUpdate({
        target: products.id,
        set: {
          slugDe: sql`excluded.slug_de`,
          slugEn: sql`excluded.slug_en`,
          nameDe: sql`excluded.name_de`,
          nameEn: sql`excluded.name_en`,
          platform: sql`excluded.platform`,
          releaseDate: sql`excluded.release_date`,
          shortDescriptionDe: sql`excluded.short_description_de`,
          shortDescriptionEn: sql`excluded.short_description_en`,
          descriptionDe: sql`excluded.description_de`,
          descriptionEn: sql`excluded.description_en`,
        },
      })
    await tx
      .insert(productPrices)
      .values(
        SEED_PRODUCTS.flatMap((product) =>
          PRICE_ORDER.map((currency, index) => ({
            productId: product.id,
            currency,
            amount: product.prices[index] ?? 0,
            strikeAmount: product.strikePrices?.[index] ?? null,
            offerEndsAt: offerEnd(product),
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.currency],
        // An offer's end, once set, is the promise made: a later start keeps it, and an
        // offer that has ended stays ended (the regular price applies, catalog/offer.ts).
        set: {
          amount: sql`excluded.amount`,
          strikeAmount: sql`excluded.strike_amount`,
          offerEndsAt: sql`case when excluded.strike_amount is null then null
            else coalesce(${productPrices.offerEndsAt}, excluded.offer_ends_at) end`,
        },
      })
    await tx
      .insert(categories)
      .values(SEED_CATEGORIES.map((category, position) => ({ ...category, position })))
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          kind: sql`excluded.kind`,
          slugDe: sql`excluded.slug_de`,
          slugEn: sql`excluded.slug_en`,
          nameDe: sql`excluded.name_de`,
          nameEn: sql`excluded.name_en`,
          descriptionDe: sql`excluded.description_de`,
          descriptionEn: sql`excluded.description_en`,
          position: sql`excluded.position`,
        },
      })

    const ids = SEED_PRODUCTS.map((product) => product.id)
    // Children first: promo rows reference setup files.
    await tx.delete(promoBanners).where(inArray(promoBanners.productId, ids))
    await tx.delete(specialPromoProducts).where(inArray(specialPromoProducts.productId, ids))
    for (const table of [
      productPlatforms,
      productCategories,
      setupFiles,
      subscriptionOptions,
      productModifications,
      productContent,
      productFacts,
      productImages,
      relatedProducts,
    ] as const) {
      await tx.delete(table).where(inArray(table.productId, ids))
    }
    // Only the seed's own reviews: customers' reviews belong to them.
    await tx.delete(reviews).where(and(inArray(reviews.productId, ids), isNull(reviews.customerId)))

    await tx.insert(productPlatforms).values(
      SEED_PRODUCTS.flatMap((product) =>
        product.platforms.map((platform) => ({
          productId: product.id,
          platform,
          storeUrl: storeUrlFor(product, platform),
        })),
      ),
    )
    await tx.insert(productCategories).values(
      SEED_PRODUCTS.flatMap((product) =>
        product.categories.map((slugEn, position) => {
          const categoryId = categoryIdBySlugEn.get(slugEn)
          if (categoryId === undefined) {
            throw new Error(`Seed product ${product.id} names unknown category ${slugEn}`)
          }
          return { productId: product.id, categoryId, position }
        }),
      ),
    )
    await tx.insert(setupFiles).values(SEED_PRODUCTS.flatMap(setupFilesFor))
    const subscriptions = SEED_PRODUCTS.flatMap((product) =>
      subscriptionOptionsFor(product).map((option) => ({ productId: product.id, ...option })),
    )
    if (subscriptions.length > 0) await tx.insert(subscriptionOptions).values(subscriptions)
    const modifications = SEED_PRODUCTS.flatMap((product) =>
      [modificationFor(product), plusModificationFor(product)].flatMap((modification) =>
        modification ? [{ productId: product.id, ...modification }] : [],
      ),
    )
    if (modifications.length > 0) await tx.insert(productModifications).values(modifications)
    await tx.insert(productContent).values(
      SEED_PRODUCTS.map((product) => ({
        productId: product.id,
        content: productContentFor(product),
      })),
    )
    await tx.insert(productFacts).values(
      SEED_PRODUCTS.map((product) => {
        const facts = PRODUCT_FACTS[product.id]
        if (!facts)
          throw new Error(`Seed product ${product.id} has no facts (seed/product-facts.ts)`)
        return {
          productId: product.id,
          version: facts.version,
          versionDate: facts.changelog[0]?.date ?? product.releaseDate,
          facts,
        }
      }),
    )
    await tx.insert(productImages).values(
      SEED_PRODUCTS.flatMap((product) => [
        {
          file: iconFile(product.id),
          productId: product.id,
          role: 'icon' as const,
          position: 0,
          ...ICON_SIZE,
          alt: iconAlt(product),
        },
        // Each screenshot in the language of the page that shows it.
        ...SCREENSHOT_LOCALES.flatMap((locale) =>
          Array.from({ length: SCREENSHOTS_PER_PRODUCT }, (_, index) => ({
            file: screenshotFile(product.id, index + 1, locale),
            productId: product.id,
            role: 'screenshot' as const,
            position: index + 1,
            ...SCREENSHOT_SIZE,
            alt: screenshotAlt(product, index + 1),
            locale,
          })),
        ),
      ]),
    )
    await tx
      .insert(reviews)
      .values(
        SEED_PRODUCTS.flatMap((product) =>
          reviewsFor(product).map((review) => ({ productId: product.id, ...review })),
        ),
      )
    await tx.insert(relatedProducts).values(
      SEED_PRODUCTS.flatMap((product) =>
        relatedOf(product).map((relatedId, position) => ({
          productId: product.id,
          relatedId,
          position,
        })),
      ),
    )
    await tx.insert(promoBanners).values(
      SEED_PROMO_BANNERS.map((banner) => ({
        ...banner,
        fileName: downloadFileFor(SEED_PRODUCTS.find((p) => p.id === banner.productId)!),
      })),
    )
    await tx.insert(specialPromoProducts).values(
      SPECIAL_PROMO_PRODUCT_IDS.map((productId, position) => ({
        productId,
        position,
        fileName: downloadFileFor(SEED_PRODUCTS.find((p) => p.id === productId)!),
      })),
    )
    await seedPromotions(tx)
    await seedPressReleases(tx)
    await seedJobOpenings(tx)
    await seedSearchSynonyms(tx)

    await tx
      .insert(homeContent)
      .values([
        { locale: 'de', content: SEED_HOME.de },
        { locale: 'en', content: SEED_HOME.en },
      ])
      .onConflictDoUpdate({ target: homeContent.locale, set: { content: sql`excluded.content` } })
    await tx
      .insert(pages)
      .values(
        SEED_PAGES.flatMap((page) =>
          (['de', 'en'] as const).map((locale) => ({
            key: page.key,
            locale,
            path: page[locale].path,
            layout: page.layout,
            metaTitle: page[locale].metaTitle,
            metaDescription: page[locale].metaDescription,
            blocks: page[locale].blocks,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [pages.key, pages.locale],
        set: {
          path: sql`excluded.path`,
          layout: sql`excluded.layout`,
          metaTitle: sql`excluded.meta_title`,
          metaDescription: sql`excluded.meta_description`,
          blocks: sql`excluded.blocks`,
        },
      })
    // Usage counts belong to the orders: a restart must not reset them.
    await tx
      .insert(coupons)
      .values([...SEED_COUPONS])
      .onConflictDoUpdate({
        target: coupons.code,
        set: {
          kind: sql`excluded.kind`,
          percent: sql`excluded.percent`,
          amounts: sql`excluded.amounts`,
          validFrom: sql`excluded.valid_from`,
          validUntil: sql`excluded.valid_until`,
          usageLimit: sql`excluded.usage_limit`,
          minimumAmounts: sql`excluded.minimum_amounts`,
          perCustomerLimit: sql`excluded.per_customer_limit`,
        },
      })
  })
}
