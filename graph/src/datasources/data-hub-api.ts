import type { DataSourceConfig } from '@apollo/datasource-rest'
import DataLoader from 'dataloader'
import { GraphQLError } from 'graphql'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type {
  CatalogPathRest,
  CategoryRest,
  CompanyRest,
  HomePageRest,
  PageRest,
  ProductDetailRest,
  PromoBannerRest,
  SearchResultRest,
  SearchSuggestionsRest,
  SpecialPromoProductRest,
  ProductPageRest,
} from './catalog-rest-types'
import type { RestLocale, RestPlatform } from './rest-types'

interface SlugKey {
  slug: string
  locale: RestLocale
}

interface IdKey {
  id: number
  locale: RestLocale
}

export type RestProductSort = 'name' | 'newest' | 'downloads' | 'price'

/** The data hub's catalog REST API (`/v1`). One instance per GraphQL request. */
export class DataHubAPI extends BackendDataSource {
  // Product lookups by slug of one request collapse into one hub call per locale; the hub
  // answers with whole product pages, so a product page needs no further calls.
  private readonly productBySlug = new DataLoader<SlugKey, ProductDetailRest | null, string>(
    (keys) => this.loadProductsBySlug(keys),
    { cacheKeyFn: (key) => `${key.locale}:${key.slug}`, maxBatchSize: 100 },
  )

  // Product-page fields asked of listed products (summaries) load in one call per locale.
  private readonly productDetailById = new DataLoader<IdKey, ProductDetailRest | null, string>(
    (keys) => this.loadProductsById(keys),
    { cacheKeyFn: (key) => `${key.locale}:${key.id}`, maxBatchSize: 100 },
  )

  constructor(baseURL: string, scope: BackendRequestScope, config: DataSourceConfig) {
    // A trailing slash makes relative paths resolve below the `/v1` base path.
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
  }

  listProducts(args: {
    locale: RestLocale
    first: number
    after?: string | null
    platform?: RestPlatform | null
    category?: string | null
    sort?: RestProductSort | null
  }) {
    const params: Record<string, string> = { locale: args.locale, first: String(args.first) }
    if (args.after) params['after'] = args.after
    if (args.platform) params['platform'] = args.platform
    if (args.category) params['category'] = args.category
    if (args.sort) params['sort'] = args.sort
    return this.get<ProductPageRest>('products', { params })
  }

  productBySlugAndLocale(slug: string, locale: RestLocale): Promise<ProductDetailRest | null> {
    return this.productBySlug.load({ slug, locale })
  }

  productDetail(id: number, locale: RestLocale): Promise<ProductDetailRest | null> {
    return this.productDetailById.load({ id, locale })
  }

  categories(locale: RestLocale, kind?: 'platform' | 'product', platform?: RestPlatform | null) {
    const params: Record<string, string> = { locale }
    if (kind) params['kind'] = kind
    if (platform) params['platform'] = platform
    return this.get<{ items: CategoryRest[] }>('categories', { params }).then((a) => a.items)
  }

  category(slug: string, locale: RestLocale, platform?: RestPlatform | null) {
    const params: Record<string, string> = { locale }
    if (platform) params['platform'] = platform
    return this.orNull(this.get<CategoryRest>(`categories/${encodeURIComponent(slug)}`, { params }))
  }

  search(locale: RestLocale, query: string, first: number) {
    return this.get<SearchResultRest>('search', {
      params: { locale, q: query, first: String(first) },
    })
  }

  searchSuggestions(locale: RestLocale, query: string, first: number) {
    return this.get<SearchSuggestionsRest>('search/suggestions', {
      params: { locale, q: query, first: String(first) },
    }).then((answer) => answer.items)
  }

  homePage(locale: RestLocale) {
    return this.get<HomePageRest>('home', { params: { locale } })
  }

  /** The seller as configured (hub/src/company/routes.ts). */
  company() {
    return this.get<CompanyRest>('company')
  }

  page(path: string, locale: RestLocale) {
    return this.orNull(this.get<PageRest>('pages', { params: { path, locale } }))
  }

  catalogPath(args: { locale: RestLocale; type: string; category?: string; product?: string }) {
    const params: Record<string, string> = { locale: args.locale, type: args.type }
    if (args.category !== undefined) params['category'] = args.category
    if (args.product !== undefined) params['product'] = args.product
    return this.orNull(this.get<CatalogPathRest>('catalog-path', { params }))
  }

  specialPromoProducts(locale: RestLocale) {
    return this.get<{ items: SpecialPromoProductRest[] }>('special-promo-products', {
      params: { locale },
    }).then((answer) => answer.items)
  }

  promoBanner(productSlug: string, locale: RestLocale) {
    return this.orNull(
      this.get<PromoBannerRest>(`promo-banners/${encodeURIComponent(productSlug)}`, {
        params: { locale },
      }),
    )
  }

  // "Not found" is an expected answer for lookups by path or slug: the schema has null for it.
  private async orNull<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'NOT_FOUND') return null
      throw error
    }
  }

  private async loadProductsBySlug(
    keys: readonly SlugKey[],
  ): Promise<(ProductDetailRest | null)[]> {
    const locales = [...new Set(keys.map((key) => key.locale))]
    const found = new Map<string, ProductDetailRest>()
    await Promise.all(
      locales.map(async (locale) => {
        const slugs = keys.filter((key) => key.locale === locale).map((key) => key.slug)
        const page = await this.get<{ items: ProductDetailRest[] }>('products', {
          params: { locale, slugs: [...new Set(slugs)].join(','), view: 'detail' },
        })
        for (const product of page.items) {
          found.set(`${locale}:${product.slugs.de}`, product)
          found.set(`${locale}:${product.slugs.en}`, product)
          this.productDetailById.prime({ id: product.id, locale }, product)
        }
      }),
    )
    return keys.map((key) => found.get(`${key.locale}:${key.slug}`) ?? null)
  }

  private async loadProductsById(keys: readonly IdKey[]): Promise<(ProductDetailRest | null)[]> {
    const locales = [...new Set(keys.map((key) => key.locale))]
    const found = new Map<string, ProductDetailRest>()
    await Promise.all(
      locales.map(async (locale) => {
        const ids = keys.filter((key) => key.locale === locale).map((key) => key.id)
        const page = await this.get<{ items: ProductDetailRest[] }>('products', {
          params: { locale, ids: [...new Set(ids)].join(','), view: 'detail' },
        })
        for (const product of page.items) found.set(`${locale}:${product.id}`, product)
      }),
    )
    return keys.map((key) => found.get(`${key.locale}:${key.id}`) ?? null)
  }
}
