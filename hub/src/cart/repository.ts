import { and, eq, inArray } from 'drizzle-orm'
import type { CatalogCache } from '../catalog/answer-cache'
import type { Locale, ProductSummaryDto } from '../catalog/dto'
import { summariesByIds } from '../catalog/repository'
import type { HubDb } from '../db/database'
import { productModifications, subscriptionOptions } from '../db/catalog-schema'
import { productPrices, products } from '../db/schema'
import { coupons, type CouponRow } from '../db/schema-orders'
import type { Currency } from './types'

// What the cart reads from the database: its products' catalog rows, coupons, and the
// product summaries its answer carries (so a client needs no catalog call to show it).

export type Reader = Pick<HubDb, 'select'>

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export async function findCoupon(db: Reader, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
  return row
}

// The catalog rows a cart is priced from: names, prices, subscription options and
// modifications of its products in its currency.
function readCartCatalog(db: Reader, ids: number[], currency: Currency) {
  return Promise.all([
    db
      .select({ id: products.id, nameDe: products.nameDe, nameEn: products.nameEn })
      .from(products)
      .where(inArray(products.id, ids)),
    db
      .select()
      .from(productPrices)
      .where(and(inArray(productPrices.productId, ids), eq(productPrices.currency, currency))),
    db
      .select()
      .from(subscriptionOptions)
      .where(
        and(
          inArray(subscriptionOptions.productId, ids),
          eq(subscriptionOptions.currency, currency),
        ),
      ),
    db.select().from(productModifications).where(inArray(productModifications.productId, ids)),
  ])
}

export type CartCatalogRows = Awaited<ReturnType<typeof readCartCatalog>>

/**
 * The cart's catalog rows, per product from the cache where it has them: kept per product and
 * currency (not per combination of products), so the cache holds at most one entry for each
 * and stops growing once every product has been in a cart.
 */
export async function cartCatalog(
  db: Reader,
  ids: number[],
  currency: Currency,
  cache: CatalogCache | undefined,
): Promise<CartCatalogRows> {
  if (!cache) return readCartCatalog(db, ids, currency)
  const key = (id: number) => `cart:${currency}:${id}`
  const generation = cache.generation
  const perProduct = new Map<number, CartCatalogRows>()
  const missing: number[] = []
  for (const id of ids) {
    const hit = cache.get<CartCatalogRows>(key(id))
    if (hit) perProduct.set(id, hit)
    else missing.push(id)
  }
  if (missing.length > 0) {
    const [names, prices, options, modifications] = await readCartCatalog(db, missing, currency)
    for (const id of missing) {
      const rows: CartCatalogRows = [
        names.filter((row) => row.id === id),
        prices.filter((row) => row.productId === id),
        options.filter((row) => row.productId === id),
        modifications.filter((row) => row.productId === id),
      ]
      cache.set(key(id), rows, generation, JSON.stringify(rows).length * 4)
      perProduct.set(id, rows)
    }
  }
  const all = ids.map((id) => perProduct.get(id) ?? [[], [], [], []])
  return [
    all.flatMap((rows) => rows[0]),
    all.flatMap((rows) => rows[1]),
    all.flatMap((rows) => rows[2]),
    all.flatMap((rows) => rows[3]),
  ] as CartCatalogRows
}

/**
 * The catalog summaries (as GET /v1/products lists them) of the cart's products in one
 * language, per product from the cache where it has them (PGlite).
 */
export async function cartProductSummaries(
  db: HubDb,
  ids: number[],
  locale: Locale,
  cache: CatalogCache | undefined,
): Promise<Map<number, ProductSummaryDto>> {
  if (ids.length === 0) return new Map()
  if (!cache) return summariesByIds(db, ids, locale)
  const key = (id: number) => `cart-summary:${locale}:${id}`
  const generation = cache.generation
  const found = new Map<number, ProductSummaryDto>()
  const missing: number[] = []
  for (const id of ids) {
    const hit = cache.get<ProductSummaryDto>(key(id))
    if (hit) found.set(id, hit)
    else missing.push(id)
  }
  for (const [id, summary] of await summariesByIds(db, missing, locale)) {
    cache.set(key(id), summary, generation, JSON.stringify(summary).length * 4)
    found.set(id, summary)
  }
  return found
}
