import type { FastifyPluginAsync } from 'fastify'
import type { HubDatabase } from '../db/database'
import { HttpError } from '../http/errors'
import { cacheCatalogAnswers } from './answer-cache'
import {
  parseCatalogPathQuery,
  parseCategoriesQuery,
  parseCategoryQuery,
  parseDetailQuery,
  parseListQuery,
  parseLocaleQuery,
  parsePageQuery,
  parseSearchQuery,
} from './params'
import {
  findCategory,
  findPage,
  findPromoBanner,
  homePage,
  listCategories,
  listSpecialPromoProducts,
  resolveCatalogPath,
} from './repository'
import { searchProducts, searchSuggestions } from './search-repository'
import { listProducts, productPage } from './service'

// The read-only catalog: products, categories, search, home page, content pages,
// promotions and the storefront's catch-all route.
export const catalogRoutes: FastifyPluginAsync<{ database: HubDatabase }> = async (
  app,
  { database },
) => {
  const { db } = database
  cacheCatalogAnswers(app, database.catalogCache)

  app.get('/v1/products', async (request) => listProducts(db, parseListQuery(request.query)))

  app.get<{ Params: { slug: string } }>('/v1/products/:slug', async (request) => {
    const { locale } = parseDetailQuery(request.query)
    return productPage(db, request.params.slug, locale)
  })

  app.get('/v1/categories', async (request) => {
    const query = parseCategoriesQuery(request.query)
    return { items: await listCategories(db, query) }
  })

  app.get<{ Params: { slug: string } }>('/v1/categories/:slug', async (request) => {
    const query = parseCategoryQuery(request.query)
    const category = await findCategory(db, { ...query, slug: request.params.slug })
    if (!category) {
      throw new HttpError(404, 'NOT_FOUND', `No category with slug "${request.params.slug}"`)
    }
    return category
  })

  app.get('/v1/search', async (request) => {
    const query = parseSearchQuery(request.query)
    return searchProducts(db, { locale: query.locale, query: query.q, first: query.first })
  })

  // Suggestions while a visitor types (issue 19, point 19): the search's best few matches.
  app.get('/v1/search/suggestions', async (request) => {
    const query = parseSearchQuery(request.query)
    return searchSuggestions(db, { locale: query.locale, query: query.q, first: query.first })
  })

  app.get('/v1/home', async (request) => {
    const { locale } = parseLocaleQuery(request.query)
    const home = await homePage(db, locale)
    if (!home) throw new HttpError(404, 'NOT_FOUND', 'No home page content')
    return home
  })

  app.get('/v1/pages', async (request) => {
    const { path, locale } = parsePageQuery(request.query)
    const page = await findPage(db, path, locale)
    if (!page) throw new HttpError(404, 'NOT_FOUND', `No page at ${path}`)
    return page
  })

  app.get('/v1/catalog-path', async (request) => {
    const query = parseCatalogPathQuery(request.query)
    const resolved = await resolveCatalogPath(db, query)
    if (!resolved) throw new HttpError(404, 'NOT_FOUND', 'No catalog page at this path')
    return resolved
  })

  app.get<{ Params: { slug: string } }>('/v1/promo-banners/:slug', async (request) => {
    const { locale } = parseLocaleQuery(request.query)
    const banner = await findPromoBanner(db, request.params.slug, locale)
    if (!banner) {
      throw new HttpError(404, 'NOT_FOUND', `No promo banner for "${request.params.slug}"`)
    }
    return banner
  })

  app.get('/v1/special-promo-products', async (request) => {
    const { locale } = parseLocaleQuery(request.query)
    return { items: await listSpecialPromoProducts(db, locale) }
  })
}
