import { and, asc, count, eq, gt, lte } from 'drizzle-orm'
import { productPlatforms, promotionClaims, promotions, setupFiles } from '../db/catalog-schema'
import type { HubDb } from '../db/database'
import { products } from '../db/schema'
import { licences, orderItems, orders } from '../db/schema-orders'

// Reads and writes of promotions and their claims. Whether a promotion runs is always asked
// with an explicit instant, the service's clock, never the database's now(): tests and the
// hub agree on one "now".

type Reader = Pick<HubDb, 'select' | 'selectDistinct'>
type Locale = 'de' | 'en'

export type PromotionRow = typeof promotions.$inferSelect

/** A promotion as the hub answers it: texts and product in one language. */
export interface PromotionDto {
  id: number
  productId: number
  kind: PromotionRow['kind']
  startsAt: string
  endsAt: string
  headline: string
  text: string
  product: { id: number; name: string; slug: string }
}

const running = (at: Date) => and(lte(promotions.startsAt, at), gt(promotions.endsAt, at))

const columns = {
  promotion: promotions,
  nameDe: products.nameDe,
  nameEn: products.nameEn,
  slugDe: products.slugDe,
  slugEn: products.slugEn,
}

type Joined = {
  promotion: PromotionRow
  nameDe: string
  nameEn: string
  slugDe: string
  slugEn: string
}

function toDto(row: Joined, locale: Locale): PromotionDto {
  const { promotion } = row
  return {
    id: promotion.id,
    productId: promotion.productId,
    kind: promotion.kind,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    headline: promotion.headline[locale],
    text: promotion.text[locale],
    product: {
      id: promotion.productId,
      name: locale === 'de' ? row.nameDe : row.nameEn,
      slug: locale === 'de' ? row.slugDe : row.slugEn,
    },
  }
}

/** The promotions running at `at`, the one ending first first. */
export async function runningPromotions(
  db: Reader,
  at: Date,
  locale: Locale,
): Promise<PromotionDto[]> {
  const rows = await db
    .select(columns)
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .where(running(at))
    .orderBy(asc(promotions.endsAt), asc(promotions.id))
  return rows.map((row) => toDto(row, locale))
}

/** The promotion with this id, if it runs at `at`. */
export async function runningPromotion(
  db: Reader,
  id: number,
  at: Date,
): Promise<(Joined & { promotion: PromotionRow }) | undefined> {
  const [row] = await db
    .select(columns)
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .where(and(eq(promotions.id, id), running(at)))
  return row
}

/** The products a running promotion gives away: the cart must not sell them meanwhile. */
export async function promotedProductIds(db: Reader, at: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ productId: promotions.productId })
    .from(promotions)
    .where(and(running(at), eq(promotions.kind, 'free-full-version')))
  return new Set(rows.map((row) => row.productId))
}

/** The licence an earlier claim of this mailbox gave for the product, if any. */
export async function claimedLicence(
  db: Reader,
  productId: number,
  mailbox: string,
): Promise<{ id: string; key: string; orderNumber: string } | undefined> {
  const [row] = await db
    .select({ id: licences.id, key: licences.key, orderNumber: orders.orderNumber })
    .from(promotionClaims)
    .innerJoin(orders, eq(orders.id, promotionClaims.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, promotionClaims.orderId))
    .innerJoin(licences, eq(licences.orderItemId, orderItems.id))
    .where(and(eq(promotionClaims.productId, productId), eq(promotionClaims.mailbox, mailbox)))
    .orderBy(asc(licences.createdAt))
    .limit(1)
  return row
}

/** Orders placed with the address before (spec §4: the order number's new/return bit). */
export async function earlierOrdersOf(db: Reader, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.email, email))
  return Number(row?.n ?? 0)
}

/** The full version's setup files of a product (what the claim mail links to). */
export async function fullVersionFiles(db: Reader, productId: number) {
  const rows = await db
    .select({ file: setupFiles, storeUrl: productPlatforms.storeUrl })
    .from(setupFiles)
    .leftJoin(
      productPlatforms,
      and(
        eq(productPlatforms.productId, setupFiles.productId),
        eq(productPlatforms.platform, setupFiles.platform),
      ),
    )
    .where(and(eq(setupFiles.productId, productId), eq(setupFiles.version, 'full')))
    .orderBy(asc(setupFiles.fileName))
  // A mobile edition's store page goes with it: the app is installed from there.
  return rows.map((row) => ({ ...row.file, storeUrl: row.storeUrl }))
}

/** The product's name in the language. */
export async function productName(
  db: Reader,
  productId: number,
  locale: Locale,
): Promise<string | undefined> {
  const [row] = await db
    .select({ de: products.nameDe, en: products.nameEn })
    .from(products)
    .where(eq(products.id, productId))
  return row?.[locale]
}
