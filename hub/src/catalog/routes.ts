import type { FastifyPluginAsync } from 'fastify'
import type { HubDatabase } from '../db/database'
import { cacheCatalogAnswers } from './answer-cache'
import { HttpError } from '../http/errors'
import { categoryIdBySlug, listProductsFiltered } from './catalog-repository'
import { parseDetailQuery, parseListQuery } from './params'
import { findProductBySlug, findProductsBatch } from './repository'

export const catalogRoutes: FastifyPluginAsync<{ database: HubDatabase }> = async (
  app,
  { database },
) => {
  cacheCatalogAnswers(app, database.catalogCache)
  app.get('/v1/products', async (request) => {
    const query = parseListQuery(request.query)
    if (query.slugs || query.ids) {
      return findProductsBatch(database.db, query)
    }
    let categoryId: number | undefined
    if (query.category !== undefined) {
      const id = await categoryIdBySlug(database.db, query.category)
      if (id === null) {
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid query parameters', {
          category: `No product category with slug "${query.category}"`,
        })
      }
      categoryId = id
    }
    return listProductsFiltered(database.db, { ...query, categoryId })
  })

  app.get<{ Params: { slug: string } }>('/v1/products/:slug', async (request) => {
    const { locale } = parseDetailQuery(request.query)
    const product = await findProductBySlug(database.db, request.params.slug, locale)
    if (!product) {
      throw new HttpError(404, 'NOT_FOUND', `No product with slug "${request.params.slug}"`)
    }
    return product
  })
}
