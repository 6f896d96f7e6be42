// The catalog's rules between the routes and the repository: which listing a query asks
// for, and which misses are a client's mistake (400) rather than an unknown page (404).
// Plain reads (categories, content pages, search) go from the routes to the repository.
import type { HubDb } from '../db/database'
import { HttpError } from '../http/errors'
import type { ProductDetailDto, ProductListDto } from './dto'
import type { ListProductsQuery } from './params'
import {
  categoryIdBySlug,
  findProductBySlug,
  findProductsBatch,
  listProductsFiltered,
} from './repository'

/** `/v1/products`: a batch lookup by slugs or ids, else a filtered, sorted page. */
export async function listProducts(db: HubDb, query: ListProductsQuery): Promise<ProductListDto> {
  if (query.slugs || query.ids) {
    return findProductsBatch(db, query)
  }
  let categoryId: number | undefined
  if (query.category !== undefined) {
    const id = await categoryIdBySlug(db, query.category)
    if (id === null) {
      throw new HttpError(400, 'BAD_REQUEST', 'Invalid query parameters', {
        category: `No product category with slug "${query.category}"`,
      })
    }
    categoryId = id
  }
  return listProductsFiltered(db, { ...query, categoryId })
}

/** One product page in one locale; an unknown slug is a 404. */
export async function productPage(
  db: HubDb,
  slug: string,
  locale: ListProductsQuery['locale'],
): Promise<ProductDetailDto> {
  const product = await findProductBySlug(db, slug, locale)
  if (!product) {
    throw new HttpError(404, 'NOT_FOUND', `No product with slug "${slug}"`)
  }
  return product
}
