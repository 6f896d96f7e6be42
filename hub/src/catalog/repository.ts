import { asc, count, eq, gt, inArray, or } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { productPrices, products, type ProductRow } from '../db/schema'
import { encodeCursor } from './cursor'
import type { Locale, PriceDto, ProductDto, ProductListDto, ProductListItemDto } from './dto'

export async function listProducts(
  db: HubDb,
  { locale, first, after }: { locale: Locale; first: number; after?: number },
): Promise<ProductListDto> {
  // One extra row tells whether another page follows without a second query.
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(after === undefined ? undefined : gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(first + 1),
    db.select({ total: count() }).from(products),
  ])
  const page = rows.slice(0, first)
  const last = page.at(-1)
  return {
    items: withCursors(await toDtos(db, page, locale)),
    pageInfo: {
      endCursor: last ? encodeCursor(last.id) : null,
      hasNextPage: rows.length > first,
    },
    totalCount: totals[0]?.total ?? 0,
  }
}

// The gateway's DataLoader batches lookups into one request; every match comes back once.
export async function findProductsBatch(
  db: HubDb,
  { locale, slugs, ids }: { locale: Locale; slugs?: string[]; ids?: number[] },
): Promise<ProductListDto> {
  const where = slugs
    ? or(inArray(products.slugDe, slugs), inArray(products.slugEn, slugs))
    : inArray(products.id, ids ?? [])
  const rows = await db.select().from(products).where(where).orderBy(asc(products.id))
  const last = rows.at(-1)
  return {
    items: withCursors(await toDtos(db, rows, locale)),
    pageInfo: { endCursor: last ? encodeCursor(last.id) : null, hasNextPage: false },
    totalCount: rows.length,
  }
}

function withCursors(dtos: ProductDto[]): ProductListItemDto[] {
  return dtos.map((dto) => ({ ...dto, cursor: encodeCursor(dto.id) }))
}

export async function findProductBySlug(
  db: HubDb,
  slug: string,
  locale: Locale,
): Promise<ProductDto | null> {
  const rows = await db
    .select()
    .from(products)
    .where(or(eq(products.slugDe, slug), eq(products.slugEn, slug)))
    .orderBy(asc(products.id))
    .limit(1)
  const [dto] = await toDtos(db, rows, locale)
  return dto ?? null
}

// Prices for the whole page arrive in a single query, never one per product.
async function toDtos(db: HubDb, rows: ProductRow[], locale: Locale): Promise<ProductDto[]> {
  if (rows.length === 0) return []
  const prices = await db
    .select()
    .from(productPrices)
    .where(
      inArray(
        productPrices.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productPrices.productId), asc(productPrices.currency))
  const pricesByProduct = new Map<number, PriceDto[]>()
  for (const price of prices) {
    const list = pricesByProduct.get(price.productId) ?? []
    list.push({ currency: price.currency, amount: price.amount })
    pricesByProduct.set(price.productId, list)
  }
  return rows.map((row) => ({
    id: row.id,
    slug: locale === 'de' ? row.slugDe : row.slugEn,
    slugs: { de: row.slugDe, en: row.slugEn },
    name: locale === 'de' ? row.nameDe : row.nameEn,
    platform: row.platform,
    prices: pricesByProduct.get(row.id) ?? [],
  }))
}
