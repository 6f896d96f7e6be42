import { createHash } from 'node:crypto'
import type { CapturedResponse } from './ceiling'
import { operationDocument } from './documents'
import { jsonRequest, rawRequest } from './http'
import {
  isPlacedOrder,
  orderRequest,
  type LoadJob,
  type OrderJob,
  type StaticRequest,
} from './load-worker'
import type { ScenarioId } from './report'

// The scenarios of issue 9. Each one is prepared once against the running stack: its
// requests are built (cart tokens, analyst key, the storefront's own GraphQL documents),
// answered once for real, and those answers are what its ceiling serves.

export interface BenchContext {
  web: string
  graph: string
  hub: string
  runId: string
  analystKey: string
  acceptEncoding: string | null
  orderVia: OrderJob['via']
  orderPoolSize: number
  orderRetryEvery: number
  statsConnections: number
  connections: number
}

export interface PreparedScenario {
  origin: string
  connections: number
  requestsPerUnit: number
  unit?: 'pages' | 'orders'
  /** The job of one phase; order keys differ per phase. */
  job(phase: string): Omit<LoadJob, 'url' | 'connections' | 'durationS' | 'timeoutS'>
  /** What the ceiling answers, and the requests that load it. */
  captured: CapturedResponse[]
  ceilingRequests: StaticRequest[]
  /** Order scenarios: keys answered while preparing (the captured order). */
  preparedOrderKeys?: string[]
  note?: string
}

export interface Scenario {
  id: ScenarioId
  title: string
  prepare(ctx: BenchContext): Promise<PreparedScenario>
}

export const PRODUCT_PATH = '/windows/grafik/foto-studio-pro'
export const PRODUCT_VARIABLES = {
  locale: 'de',
  categoryType: 'windows',
  categoryName: 'grafik',
  productName: 'foto-studio-pro',
} as const
export const LISTING_VARIABLES = {
  locale: 'de',
  platform: 'WINDOWS',
  category: 'grafik',
  sort: 'PRICE',
  first: 60,
} as const

const GERMAN = 'de-DE,de;q=0.9,en;q=0.8'

export const CONVERSION_STATS_DOCUMENT = `query ConversionStatsByDay($from: String!, $to: String!) {
  conversionStats(from: $from, to: $to, groupBy: DAY) {
    key
    orders
    amount
    discount
    newCustomers
    returningCustomers
  }
}`

/** A query as GET, the way a CDN-cacheable client sends it (Apollo's CSRF rule needs the header). */
export function graphqlGet(
  operationName: string,
  query: string,
  variables: object,
  headers: Record<string, string> = {},
): StaticRequest {
  const params = new URLSearchParams({
    operationName,
    query,
    variables: JSON.stringify(variables),
  })
  return {
    method: 'GET',
    path: `/graphql?${params.toString()}`,
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true', ...headers },
  }
}

/**
 * A query the way the storefront's Apollo Client sends it (automatic persisted queries): a GET
 * with only the document's SHA-256, and `register`, the one POST with the full document that
 * makes the gateway know the hash (Apollo Client sends it after PERSISTED_QUERY_NOT_FOUND).
 */
export function persistedGraphqlGet(
  operationName: string,
  query: string,
  variables: object,
): { register: StaticRequest; request: StaticRequest } {
  const sha256Hash = createHash('sha256').update(query).digest('hex')
  const extensions = { persistedQuery: { version: 1, sha256Hash } }
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions),
  })
  return {
    register: {
      method: 'POST',
      path: '/graphql',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query, variables, extensions }),
    },
    request: {
      method: 'GET',
      path: `/graphql?${params.toString()}`,
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    },
  }
}

/** The last full year in UTC days: 365 days ending yesterday. */
export function lastYear(now = new Date()): { from: string; to: string } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1))
  const from = new Date(to.getTime() - 364 * 86_400_000)
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) }
}

async function capture(origin: string, request: StaticRequest): Promise<CapturedResponse> {
  const response = await rawRequest(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  })
  const text = response.body.toString('utf8')
  if (response.status < 200 || response.status > 299) {
    throw new Error(
      `${request.method} ${request.path.slice(0, 120)}: ${response.status} ${text.slice(0, 300)}`,
    )
  }
  const encoding = response.headers['content-encoding']
  if (!encoding && text.includes('"errors"') && request.path.startsWith('/graphql')) {
    throw new Error(`${request.path.slice(0, 120)} answered GraphQL errors: ${text.slice(0, 300)}`)
  }
  return {
    method: request.method,
    path: request.path,
    status: response.status,
    contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
    ...(typeof encoding === 'string' ? { contentEncoding: encoding } : {}),
    bodyBase64: response.body.toString('base64'),
  }
}

/** A storefront query as a persisted-query GET at the gateway, registered first. */
async function persistedQueryScenario(
  ctx: BenchContext,
  operationName: string,
  variables: object,
): Promise<PreparedScenario> {
  const { register, request } = persistedGraphqlGet(
    operationName,
    operationDocument(operationName),
    variables,
  )
  await capture(ctx.graph, register)
  return staticScenario(ctx, ctx.graph, [request], { check: 'graphql' })
}

async function staticScenario(
  ctx: BenchContext,
  origin: string,
  requests: StaticRequest[],
  extra: Partial<PreparedScenario> & { check?: 'graphql' } = {},
): Promise<PreparedScenario> {
  const captured: CapturedResponse[] = []
  for (const request of requests) captured.push(await capture(origin, request))
  const { check, ...rest } = extra
  return {
    origin,
    connections: ctx.connections,
    requestsPerUnit: requests.length,
    job: () => ({ requests, ...(check ? { check } : {}) }),
    captured,
    ceilingRequests: requests,
    ...rest,
  }
}

function htmlHeaders(ctx: BenchContext): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml',
    'accept-language': GERMAN,
    ...(ctx.acceptEncoding ? { 'accept-encoding': ctx.acceptEncoding } : {}),
  }
}

interface ProductListItem {
  id: number
  prices: { currency: string; amount: number }[]
}

/** Ids of purchasable catalog products (a EUR price above zero), lowest ids first. */
export async function purchasableProductIds(hub: string, count: number): Promise<number[]> {
  const page = await jsonRequest<{ items: ProductListItem[] }>(
    `${hub}/v1/products?locale=de&first=100`,
  )
  const ids = page.items
    .filter((item) => item.prices.some((price) => price.currency === 'EUR' && price.amount > 0))
    .map((item) => item.id)
  if (ids.length < count) throw new Error(`Only ${ids.length} purchasable products in the catalog`)
  return ids.slice(0, count)
}

export interface CartItemInput {
  productId: number
  qty: number
}

/** The cart token of a new cart with these items (PATCH /cart without a token). */
export async function createCart(hub: string, items: CartItemInput[]): Promise<string> {
  const answer = await jsonRequest<{ cart: { token: string } }>(`${hub}/cart`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  })
  return answer.cart.token
}

/** Three-item carts over `productIds`, varied so that tokens differ; `count` of them. */
export function cartVariants(productIds: number[], count: number): CartItemInput[][] {
  const carts: CartItemInput[][] = []
  const n = productIds.length
  outer: for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let qty = 1; qty <= 3; qty++) {
          carts.push([
            { productId: productIds[a]!, qty },
            { productId: productIds[b]!, qty: 1 },
            { productId: productIds[c]!, qty: 4 - qty },
          ])
          if (carts.length >= count) break outer
        }
      }
    }
  }
  return carts
}

async function mapConcurrent<T, R>(
  items: T[],
  concurrency: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await fn(items[index]!)
      }
    }),
  )
  return results
}

export const SCENARIOS: Scenario[] = [
  {
    id: 'product-html',
    title: 'product page HTML',
    prepare: (ctx) =>
      staticScenario(ctx, ctx.web, [
        { method: 'GET', path: PRODUCT_PATH, headers: htmlHeaders(ctx) },
      ]),
  },
  {
    id: 'home-html',
    title: 'home page HTML',
    prepare: (ctx) =>
      staticScenario(ctx, ctx.web, [{ method: 'GET', path: '/', headers: htmlHeaders(ctx) }]),
  },
  {
    id: 'listing-filter',
    title: 'listing, category filter, by price (GraphQL)',
    prepare: (ctx) => persistedQueryScenario(ctx, 'ProductListing', LISTING_VARIABLES),
  },
  {
    id: 'product-graphql',
    title: 'product page query (gateway)',
    prepare: (ctx) => persistedQueryScenario(ctx, 'CatalogPath', PRODUCT_VARIABLES),
  },
  {
    id: 'product-hub',
    title: 'product page, hub REST calls',
    prepare: async (ctx) => {
      // The calls the gateway makes for the CatalogPath query: the path and the promo list
      // (in parallel), and the related products' pages in one batch when their summaries
      // lack a field the product page asks for (the review figures).
      const { locale, categoryType, categoryName, productName } = PRODUCT_VARIABLES
      const pathQuery = new URLSearchParams({
        locale,
        type: categoryType,
        category: categoryName,
        product: productName,
      })
      const resolved = await jsonRequest<{
        product: { relatedProducts: { id: number; reviewCount?: number }[] }
      }>(`${ctx.hub}/v1/catalog-path?${pathQuery.toString()}`)
      const needDetails = resolved.product.relatedProducts.filter(
        (product) => product.reviewCount === undefined,
      )
      const related = [...new Set(needDetails.map((product) => product.id))]
      const headers = { accept: 'application/json' }
      const requests: StaticRequest[] = [
        { method: 'GET', path: `/v1/catalog-path?${pathQuery.toString()}`, headers },
        { method: 'GET', path: `/v1/special-promo-products?locale=${locale}`, headers },
      ]
      if (related.length > 0) {
        const ids = new URLSearchParams({ locale, ids: related.join(','), view: 'detail' })
        requests.push({ method: 'GET', path: `/v1/products?${ids.toString()}`, headers })
      }
      return staticScenario(ctx, ctx.hub, requests, {
        unit: 'pages',
        note: `${requests.length} hub calls per product page (what the gateway sends for CatalogPath); req/s counts calls`,
      })
    },
  },
  {
    id: 'cart-patch',
    title: 'PATCH /cart, 3 items (hub)',
    prepare: async (ctx) => {
      const ids = await purchasableProductIds(ctx.hub, 3)
      const items = ids.map((productId, index) => ({ productId, qty: index + 1 }))
      const token = await createCart(ctx.hub, items)
      // A shopper raising the quantity of the first line: the whole 3-item cart is sent.
      const body = JSON.stringify({
        items: items.map((item, index) => (index === 0 ? { ...item, qty: 2 } : item)),
      })
      return staticScenario(ctx, ctx.hub, [
        {
          method: 'PATCH',
          path: '/cart',
          headers: { 'content-type': 'application/json', 'x-abs-carttoken': token },
          body,
        },
      ])
    },
  },
  {
    id: 'order-create',
    title: 'order creation, test provider',
    prepare: async (ctx) => {
      const ids = await purchasableProductIds(ctx.hub, 30)
      const carts = cartVariants(ids, ctx.orderPoolSize)
      const tokens = await mapConcurrent(carts, 8, (items) => createCart(ctx.hub, items))
      const document = ctx.orderVia === 'gateway' ? operationDocument('PlaceOrder') : undefined
      const orderJob = (phase: string): OrderJob => ({
        via: ctx.orderVia,
        keyPrefix: `bench-${ctx.runId}-${phase}`,
        cartTokens: tokens,
        retryEvery: ctx.orderRetryEvery,
        ...(document ? { document } : {}),
      })
      // One real order, for the ceiling's bytes.
      const origin = ctx.orderVia === 'gateway' ? ctx.graph : ctx.hub
      const captureJob = orderJob('capture')
      const captureKey = `${captureJob.keyPrefix}-0`
      const request = orderRequest(captureJob, captureKey, tokens[0] ?? '')
      const response = await capture(origin, request)
      if (
        !isPlacedOrder(
          ctx.orderVia,
          response.status,
          Buffer.from(response.bodyBase64, 'base64').toString(),
        )
      ) {
        throw new Error(
          `The first order was not placed: ${Buffer.from(response.bodyBase64, 'base64').toString().slice(0, 300)}`,
        )
      }
      return {
        origin,
        connections: ctx.connections,
        requestsPerUnit: 1,
        unit: 'orders',
        job: (phase) => ({ orders: orderJob(phase) }),
        captured: [response],
        ceilingRequests: [request],
        preparedOrderKeys: [captureKey],
        note: `through the ${ctx.orderVia === 'gateway' ? 'gateway (PlaceOrder mutation)' : 'hub (POST /v1/orders)'}; ${tokens.length} cart tokens prepared`,
      }
    },
  },
  {
    id: 'conversion-stats',
    title: 'conversionStats by day, one year (gateway)',
    prepare: (ctx) =>
      staticScenario(
        ctx,
        ctx.graph,
        [
          graphqlGet('ConversionStatsByDay', CONVERSION_STATS_DOCUMENT, lastYear(), {
            authorization: `Bearer ${ctx.analystKey}`,
          }),
        ],
        {
          check: 'graphql',
          connections: ctx.statsConnections,
          note: `${ctx.statsConnections} connection(s): the latency of one analyst's query, not throughput`,
        },
      ),
  },
]
