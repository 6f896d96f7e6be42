import { asc, inArray, or } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { products, type ProductRow } from '../db/schema'
import type { ProductDetailDto, ProductSummaryDto } from './catalog-dto'
import { productDetails, summarize } from './catalog-repository'
import { encodeCursor } from './cursor'
import type { Locale, ProductListDto, ProductListItemDto } from './dto'

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
    items: withCursors(await toDtos(db, rows, locale)),
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

// Summaries for the whole page arrive in a fixed number of queries, never one per product.
function toDtos(db: HubDb, rows: ProductRow[], locale: Locale): Promise<ProductSummaryDto[]> {
  return summarize(db, rows, locale)
}
