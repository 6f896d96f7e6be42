import { bootGatewayOver } from './harness'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

interface GraphQLAnswer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
}

// The gateway against a real hub on a real port (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): everything between resolver and SQL is real.
describe.each(databaseTargets())('gateway over the hub on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  const hubRequests: { url: string; requestId: string | undefined }[] = []

  beforeAll(async () => {
    hub = await bootHub(target, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          hubRequests.push({
            url: request.url,
            requestId: request.headers['x-request-id'] as string,
          })
        }),
    })
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '1000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function execute<T>(
    query: string,
    variables: Record<string, unknown> = {},
    requestId?: string,
  ) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      payload: { query, variables },
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as GraphQLAnswer<T>,
    }
  }

  const productsQuery = /* GraphQL */ `
    query Products($locale: Locale!, $first: Int, $after: String) {
      products(locale: $locale, first: $first, after: $after) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          cursor
          node {
            id
            slug
            name
            platform
            slugs {
              de
              en
            }
            priceGross(currency: EUR) {
              amountMinor
              currency
            }
          }
        }
      }
    }
  `
  type ProductsData = {
    products: {
      totalCount: number
      pageInfo: { endCursor: string | null; hasNextPage: boolean }
      edges: {
        cursor: string
        node: {
          id: string
          slug: string
          name: string
          platform: string
          slugs: { de: string; en: string }
        }
      }[]
    }
  }

  it('lists products in German and English with gross prices in minor units', async () => {
    const german = await execute<ProductsData>(productsQuery, { locale: 'de', first: 100 })
    const english = await execute<ProductsData>(productsQuery, { locale: 'en', first: 100 })
    const germanNames = german.body.data!.products.edges.map((edge) => edge.node.name)
    const englishNames = english.body.data!.products.edges.map((edge) => edge.node.name)
    expect(germanNames).toContain('Foto-Studio Pro')
    expect(englishNames).toContain('Photo Studio Pro')
    expect(englishNames).not.toContain('Foto-Studio Pro')
    const photo = await execute<{
      product: { priceGross: { amountMinor: number; currency: string } }
    }>(
      `{ product(slug: "photo-studio-pro", locale: en) { priceGross(currency: GBP) { amountMinor currency } } }`,
    )
    expect(photo.body.data!.product.priceGross).toEqual({ amountMinor: 2699, currency: 'GBP' })
  })

  it('pages through the whole catalog with edge cursors, each product once', async () => {
    const seen: string[] = []
    let after: string | null = null
    let pages = 0
    let total: number
    do {
      const answer: { body: GraphQLAnswer<ProductsData> } = await execute<ProductsData>(
        productsQuery,
        { locale: 'de', first: 5, after },
      )
      const page: ProductsData['products'] = answer.body.data!.products
      total = page.totalCount
      seen.push(...page.edges.map((edge) => edge.node.id))
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null)
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
      pages += 1
    } while (after && pages < 50)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toHaveLength(total)
    expect(pages).toBe(Math.ceil(total / 5))
  })

  it('continues after any edge cursor, not only the last one', async () => {
    const first = await execute<ProductsData>(productsQuery, { locale: 'de', first: 4 })
    const secondEdge = first.body.data!.products.edges[1]!
    const rest = await execute<ProductsData>(productsQuery, {
      locale: 'de',
      first: 2,
      after: secondEdge.cursor,
    })
    expect(rest.body.data!.products.edges.map((edge) => edge.node.id)).toEqual(
      first.body.data!.products.edges.slice(2, 4).map((edge) => edge.node.id),
    )
  })

  it('finds a product by its slug in either language and answers null for an unknown slug', async () => {
    const answer = await execute<{
      byGerman: { name: string; slug: string } | null
      byEnglish: { name: string; slug: string } | null
      unknown: null
    }>(`{
      byGerman: product(slug: "foto-studio-pro", locale: en) { name slug }
      byEnglish: product(slug: "photo-studio-pro", locale: de) { name slug }
      unknown: product(slug: "no-such-program", locale: de) { name }
    }`)
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data).toEqual({
      byGerman: { name: 'Photo Studio Pro', slug: 'photo-studio-pro' },
      byEnglish: { name: 'Foto-Studio Pro', slug: 'foto-studio-pro' },
      unknown: null,
    })
  })

  it('batches product lookups of one request into one hub call per locale', async () => {
    hubRequests.length = 0
    const answer = await execute<Record<string, { id: string } | null>>(`{
      a: product(slug: "foto-studio-pro", locale: de) { id }
      b: product(slug: "steuerfuchs", locale: de) { id }
      c: product(slug: "buero-suite", locale: de) { id }
      d: product(slug: "tax-fox", locale: en) { id }
    }`)
    expect(Object.values(answer.body.data!).every((product) => product !== null)).toBe(true)
    const productCalls = hubRequests.filter((request) => request.url.startsWith('/v1/products'))
    expect(productCalls).toHaveLength(2)
  })

  it('passes the caller request id on to the hub and back', async () => {
    hubRequests.length = 0
    const answer = await execute(
      `{ products(locale: de, first: 1) { totalCount } }`,
      {},
      'trace-me-42',
    )
    expect(answer.headers['x-request-id']).toBe('trace-me-42')
    expect(hubRequests.map((request) => request.requestId)).toEqual(['trace-me-42'])
  })

  it('refuses a page size out of range as BAD_USER_INPUT naming the field', async () => {
    const answer = await execute<ProductsData>(productsQuery, { locale: 'de', first: 500 })
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(answer.body.errors?.[0]?.extensions?.fields).toHaveProperty('first')
  })

  it('maps a hub 400 (malformed cursor) to BAD_USER_INPUT with the hub message', async () => {
    const answer = await execute<ProductsData>(productsQuery, {
      locale: 'de',
      first: 2,
      after: '%%%',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(answer.body.errors?.[0]?.message).not.toMatch(/127\.0\.0\.1|http:/)
  })

  it('reads the cart through the cart API', async () => {
    const answer = await execute<{
      cart: { itemCount: number; currency: string; vatPercentage: number }
    }>(`{ cart { itemCount currency vatPercentage } }`)
    expect(answer.body.data!.cart).toEqual({ itemCount: 0, currency: 'EUR', vatPercentage: 19 })
  })

  it('shows the GraphiQL sandbox of its own origin to a browser that opens /graphql', async () => {
    // Issue 20.8: no Apollo CDN any more unless GRAPHQL_SANDBOX=apollo (graph/sandbox.test.ts).
    const response = await graph.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).not.toContain('embeddable-sandbox')
    expect(response.body).toMatch(/<script defer src="\/sandbox\/sandbox-[A-Z0-9]{8}\.js">/)
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/apollographql|unsafe-eval/)
  })

  it('reports the hub as up on /healthz', async () => {
    const response = await graph.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', dependencies: { hub: 'up' } })
  })
})

describe('gateway without a hub', () => {
  let graph: GraphApp

  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every hub call fails at once.
    const config = loadGraphConfig({
      HUB_V1_URL: 'http://127.0.0.1:9/v1',
      CART_API_URL: 'http://127.0.0.1:9/cart',
      HUB_TIMEOUT_MS: '500',
      LOG_LEVEL: 'silent',
    })
    graph = await buildGraphApp(config, createGraphLogger(config))
    await graph.app.ready()
  })

  afterAll(async () => {
    await graph?.app.close()
  })

  it('reports the dependency as down on /healthz', async () => {
    const response = await graph.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'degraded', dependencies: { hub: 'down' } })
  })

  it('answers queries with SERVICE_UNAVAILABLE and no internal detail', async () => {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ products(locale: de) { totalCount } }' },
    })
    const body = response.json() as GraphQLAnswer<unknown>
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' })
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/)
  })
})
