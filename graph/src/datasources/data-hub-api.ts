import type { DataSourceConfig } from '@apollo/datasource-rest'
import DataLoader from 'dataloader'
import { BackendDataSource, type BackendRequestScope } from './backend-data-source'
import type { ProductPageRest, ProductRest, RestLocale } from './rest-types'

interface SlugKey {
  slug: string
  locale: RestLocale
}

/** The data hub's catalog REST API (`/v1`). One instance per GraphQL request. */
export class DataHubAPI extends BackendDataSource {
  // Product lookups by slug of one request collapse into one hub call per locale.
  private readonly productBySlug = new DataLoader<SlugKey, ProductRest | null, string>(
    (keys) => this.loadProductsBySlug(keys),
    { cacheKeyFn: (key) => `${key.locale}:${key.slug}`, maxBatchSize: 100 },
  )

  constructor(baseURL: string, scope: BackendRequestScope, config: DataSourceConfig) {
    // A trailing slash makes relative paths resolve below the `/v1` base path.
    super(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, scope, config)
  }

  listProducts(args: { locale: RestLocale; first: number; after?: string | null }) {
    const params: Record<string, string> = { locale: args.locale, first: String(args.first) }
    if (args.after) params['after'] = args.after
    return this.get<ProductPageRest>('products', { params })
  }

  productBySlugAndLocale(slug: string, locale: RestLocale): Promise<ProductRest | null> {
    return this.productBySlug.load({ slug, locale })
  }

  private async loadProductsBySlug(keys: readonly SlugKey[]): Promise<(ProductRest | null)[]> {
    const locales = [...new Set(keys.map((key) => key.locale))]
    const found = new Map<string, ProductRest>()
    await Promise.all(
      locales.map(async (locale) => {
        const slugs = keys.filter((key) => key.locale === locale).map((key) => key.slug)
        const page = await this.get<ProductPageRest>('products', {
          params: { locale, slugs: [...new Set(slugs)].join(',') },
        })
        for (const product of page.items) {
          found.set(`${locale}:${product.slugs.de}`, product)
          found.set(`${locale}:${product.slugs.en}`, product)
        }
      }),
    )
    return keys.map((key) => found.get(`${key.locale}:${key.slug}`) ?? null)
  }
}
