import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { GRAPHQL_LIMITS } from '../../../graph/src/armor'
import { createAnalystKey } from '../../../hub/src/analysts/keys'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { bootGatewayOver } from './harness'

interface Answer<T = Record<string, unknown>> {
  data?: T | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

interface Operation {
  query?: string
  operationName?: string
  variables?: Record<string, unknown>
  extensions?: Record<string, unknown>
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } })
/** A document no other test sends, so no earlier answer is in the cache. */
const unique = (name: string) => `${name}_${randomUUID().replaceAll('-', '')}`

/** The query string of a GET, as Apollo Client's HttpLink writes it. */
function getUrl(operation: Operation): string {
  const params = new URLSearchParams()
  if (operation.operationName) params.set('operationName', operation.operationName)
  if (operation.query !== undefined) params.set('query', operation.query)
  if (operation.variables) params.set('variables', JSON.stringify(operation.variables))
  if (operation.extensions) params.set('extensions', JSON.stringify(operation.extensions))
  return `/graphql?${params.toString()}`
}

// Automatic persisted queries over GET and the full-response cache (graph/src/response-cache.ts),
// with a real hub behind the gateway whose requests are counted: a hit asks the hub nothing.
describe.each(databaseTargets())('persisted queries and the response cache on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  const hubRequests: string[] = []

  beforeAll(async () => {
    hub = await bootHub(target, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          hubRequests.push(`${request.method} ${request.url}`)
        }),
    })
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  async function send<T>(
    method: 'GET' | 'POST',
    operation: Operation,
    headers: Record<string, string> = {},
  ) {
    const before = hubRequests.length
    const response = await graph.app.inject({
      method,
      url: method === 'GET' ? getUrl(operation) : '/graphql',
      // Apollo Client sends this content type on GET too; it satisfies CSRF prevention.
      headers: { 'content-type': 'application/json', ...headers },
      ...(method === 'POST' ? { payload: JSON.stringify(operation) } : {}),
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as Answer<T>,
      /** How many requests the gateway sent the hub for this one. */
      hubCalls: hubRequests.length - before,
    }
  }
  const get = <T>(operation: Operation, headers?: Record<string, string>) =>
    send<T>('GET', operation, headers)
  const post = <T>(operation: Operation, headers?: Record<string, string>) =>
    send<T>('POST', operation, headers)

  const productQuery = (name: string) =>
    `query ${name}($slug: String!) { product(slug: $slug, locale: de) { id name slug priceGross { amountMinor } } }`

  it('answers a hash it does not know with PERSISTED_QUERY_NOT_FOUND, registers the retry over GET and then answers the hash alone', async () => {
    const operationName = unique('Apq')
    const query = productQuery(operationName)
    const variables = { slug: 'foto-studio-pro' }
    const extensions = persisted(query)

    const unknown = await get({ operationName, variables, extensions })
    expect(unknown.status).toBe(200)
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND')
    expect(unknown.headers['cache-control']).toBe('private, no-cache, must-revalidate')
    expect(unknown.hubCalls).toBe(0)

    const registered = await get({ operationName, query, variables, extensions })
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({
      data: { product: expect.objectContaining({ id: '1', slug: 'foto-studio-pro' }) },
    })
    expect(registered.headers['cache-control']).toBe('max-age=60, public')
    expect(registered.hubCalls).toBeGreaterThan(0)

    // By hash only: the persisted document, answered from the response cache.
    const byHash = await get({ operationName, variables, extensions })
    expect(byHash.status).toBe(200)
    expect(byHash.body).toEqual(registered.body)
    expect(byHash.headers['cache-control']).toBe('max-age=60, public')
    expect(byHash.headers['age']).toMatch(/^\d+$/)
    expect(byHash.hubCalls).toBe(0)

    // The same hash with other variables: the persisted document, run for them.
    const other = await get<{ product: { slug: string } }>({
      operationName,
      variables: { slug: 'passwort-tresor' },
      extensions,
    })
    expect(other.body.data?.product.slug).toBe('passwort-tresor')
    expect(other.headers['age']).toBeUndefined()
    expect(other.hubCalls).toBeGreaterThan(0)
  })

  it('answers a hash that does not match its query with 400 and a message saying so', async () => {
    const operationName = unique('ApqWrongHash')
    const query = productQuery(operationName)
    const wrong = await get({
      operationName,
      query,
      variables: { slug: 'foto-studio-pro' },
      extensions: persisted(`${query} `),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    expect(wrong.body.errors?.[0]?.message).toMatch(/hash does not match/)
    expect(wrong.hubCalls).toBe(0)
  })

  it('registers a query sent in full as POST, the way Apollo Client retries, for later GETs', async () => {
    const operationName = unique('ApqPost')
    const query = productQuery(operationName)
    const variables = { slug: 'photo-studio-pro' }
    const extensions = persisted(query)
    expect((await get({ operationName, variables, extensions })).body.errors?.[0]?.message).toBe(
      'PersistedQueryNotFound',
    )
    const registered = await post({ operationName, query, variables, extensions })
    expect(registered.body.errors).toBeUndefined()
    const byHash = await get({ operationName, variables, extensions })
    expect(byHash.body).toEqual(registered.body)
    expect(byHash.hubCalls).toBe(0)
  })

  it('refuses a query whose hash does not match and keeps nothing', async () => {
    const operationName = unique('ApqWrong')
    const query = productQuery(operationName)
    const extensions = persisted(`${query} `)
    const wrong = await get({ operationName, query, variables: { slug: 'x' }, extensions })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data).toBeUndefined()
    const unknown = await get({ operationName, variables: { slug: 'x' }, extensions })
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND')
  })

  it('serves a second identical public query from the response cache without asking the hub', async () => {
    const operationName = unique('Listing')
    const query = `query ${operationName}($locale: Locale!) {
      products(locale: $locale, first: 3, platform: WINDOWS) { totalCount edges { node { id name } } }
    }`
    const first = await post({ operationName, query, variables: { locale: 'de' } })
    expect(first.body.errors).toBeUndefined()
    expect(first.hubCalls).toBeGreaterThan(0)
    expect(first.headers['age']).toBeUndefined()

    const second = await post({ operationName, query, variables: { locale: 'de' } })
    expect(second.body).toEqual(first.body)
    expect(second.hubCalls).toBe(0)
    expect(second.headers['age']).toMatch(/^\d+$/)
    expect(second.headers['cache-control']).toBe('max-age=60, public')

    // GET and POST of one document and its variables share the entry.
    const asGet = await get({ operationName, query, variables: { locale: 'de' } })
    expect(asGet.body).toEqual(first.body)
    expect(asGet.hubCalls).toBe(0)

    // Other variables are another entry.
    const english = await post({ operationName, query, variables: { locale: 'en' } })
    expect(english.hubCalls).toBeGreaterThan(0)
    expect(english.body).not.toEqual(first.body)
  })

  it('answers a repeated public GET from the process’s answer cache, with Apollo’s headers', async () => {
    const operationName = unique('Hot')
    const query = productQuery(operationName)
    const variables = { slug: 'foto-studio-pro' }
    const extensions = persisted(query)
    await post({ operationName, query, variables, extensions })
    const first = await get({ operationName, variables, extensions })
    expect(first.headers['age']).toMatch(/^\d+$/)
    const hits = graph.publicAnswers.hits
    const again = await get({ operationName, variables, extensions })
    expect(graph.publicAnswers.hits).toBe(hits + 1)
    expect(again.hubCalls).toBe(0)
    expect(again.body).toEqual(first.body)
    expect(again.headers['content-type']).toBe(first.headers['content-type'])
    expect(again.headers['cache-control']).toBe('max-age=60, public')
    expect(Number(again.headers['age'])).toBeGreaterThanOrEqual(Number(first.headers['age']))
    expect(again.headers['x-request-id']).toEqual(expect.any(String))
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    // Another Accept header is another entry; a POST never comes from it.
    await get({ operationName, variables, extensions }, { accept: 'application/json' })
    await post({ operationName, variables, extensions })
    expect(graph.publicAnswers.hits).toBe(hits + 1)
  })

  it('keeps no answer with errors, no-store or PERSISTED_QUERY_NOT_FOUND in the answer cache', async () => {
    const size = graph.publicAnswers.size
    const operationName = unique('Bad')
    const tooMany = `query ${operationName} { products(locale: de, first: 1000) { totalCount } }`
    for (let round = 0; round < 2; round += 1) {
      const refused = await get({ query: tooMany })
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
      const cart = await get({ query: `{ cart { itemCount } }` })
      expect(cart.headers['cache-control']).toBe('no-store')
      await get({ extensions: persisted(`query ${unique('Nope')} { __typename }`) })
    }
    expect(graph.publicAnswers.size).toBe(size)
  })

  it('keeps using the cache for requests with cookies other than the session', async () => {
    const operationName = unique('Consent')
    const query = productQuery(operationName)
    const variables = { slug: 'foto-studio-pro' }
    await get({ operationName, query, variables })
    const withCookies = await get(
      { operationName, query, variables },
      {
        cookie: 'consent=necessary; NEXT_LOCALE=de; cje=abc',
      },
    )
    expect(withCookies.hubCalls).toBe(0)
  })

  const credentials: [string, Record<string, string>][] = [
    ['a cart token', { 'x-abs-carttoken': 'aaaa.bbbb.cccc' }],
    ['a session cookie', { cookie: `consent=necessary; sf_session=${'s'.repeat(43)}` }],
    ['an analyst key', { authorization: 'Bearer some-analyst-key' }],
  ]

  it.each(credentials)(
    'neither reads nor writes the shared cache for a request with %s',
    async (_what, headers) => {
      const operationName = unique('Private')
      const query = productQuery(operationName)
      const variables = { slug: 'foto-studio-pro' }
      // An anonymous answer is in the cache ...
      const anonymous = await get({ operationName, query, variables })
      expect((await get({ operationName, query, variables })).hubCalls).toBe(0)
      // ... and is not served to the request with credentials, which asks the hub itself.
      const hits = graph.publicAnswers.hits
      const own = await get({ operationName, query, variables }, headers)
      expect(graph.publicAnswers.hits).toBe(hits)
      expect(own.body).toEqual(anonymous.body)
      expect(own.hubCalls).toBeGreaterThan(0)
      expect(own.headers['age']).toBeUndefined()

      // What a request with credentials got is not stored for anyone.
      const fresh = { slug: 'passwort-tresor' }
      expect((await get({ operationName, query, variables: fresh }, headers)).hubCalls).toBe(1)
      expect((await get({ operationName, query, variables: fresh })).hubCalls).toBe(1)
      expect((await get({ operationName, query, variables: fresh })).hubCalls).toBe(0)
    },
  )

  type CartAnswer = {
    cart: { token: string | null; items: { productId: string; quantity: number }[] }
  }
  const cartQuery = `query Cart { cart(locale: de) { token items { productId quantity } } }`

  async function cartWith(productId: string, quantity: number): Promise<string> {
    const answer = await post<{ setCartItems: { cart: { token: string } } }>({
      query: `mutation Fill($items: [CartItemInput!]!) {
        setCartItems(items: $items) { ... on CartUpdated { cart { token } } }
      }`,
      variables: { items: [{ productId, quantity }] },
    })
    expect(answer.body.errors).toBeUndefined()
    expect(answer.headers['cache-control']).toBe('no-store')
    return answer.body.data!.setCartItems.cart.token
  }

  it('gives two cart tokens their own carts, never from a cache', async () => {
    const tokenA = await cartWith('1', 1)
    const tokenB = await cartWith('2', 3)
    expect(tokenA).not.toBe(tokenB)
    for (let round = 0; round < 2; round += 1) {
      for (const [token, item] of [
        [tokenA, { productId: '1', quantity: 1 }],
        [tokenB, { productId: '2', quantity: 3 }],
      ] as const) {
        const read = await get<CartAnswer>({ query: cartQuery }, { 'x-abs-carttoken': token })
        expect(read.body.data?.cart.items).toEqual([item])
        expect(read.headers['cache-control']).toBe('no-store')
        expect(read.headers['age']).toBeUndefined()
        expect(read.hubCalls).toBeGreaterThan(0)
      }
    }
    // Without a token: the empty cart, not anybody's.
    for (let round = 0; round < 2; round += 1) {
      const none = await get<CartAnswer>({ query: cartQuery })
      expect(none.body.data?.cart).toEqual({ token: null, items: [] })
      expect(none.headers['cache-control']).toBe('no-store')
      expect(none.headers['age']).toBeUndefined()
    }
  })

  it.each([
    ['cart', `{ cart { itemCount } }`],
    ['me', `{ me { email } }`],
    ['trackingPage (cart)', `{ trackingPage(pageType: CART) { pageType cartSubtotal } }`],
    ['trackingPage (home)', `{ trackingPage(pageType: HOMEPAGE) { pageType enterpriseId } }`],
    ['order', `{ order(orderNumber: "1-0") { orderNumber } }`],
    ['conversionOrder', `{ conversionOrder(orderNumber: "1-0") { orderId } }`],
    ['premiumSupportOffer', `{ premiumSupportOffer { validityDays } }`],
    [
      'a catalog field beside the cart',
      `{ homePage(locale: de) { newsletterBanner { headline } } cart { itemCount } }`,
    ],
  ])('never caches %s', async (_what, query) => {
    for (let round = 0; round < 2; round += 1) {
      const answer = await post({ query })
      expect(answer.body.errors).toBeUndefined()
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['age']).toBeUndefined()
    }
  })

  it('never caches the analysts’ conversions, with a key or without', async () => {
    const { key } = await createAnalystKey(hub.database.db, unique('analyst'))
    for (const query of [
      `{ conversionStats(from: "2026-01-01", to: "2026-01-31", groupBy: DAY) { key orders } }`,
      `{ conversions(from: "2026-01-01", to: "2026-01-31", first: 1) { edges { node { orderId } } } }`,
    ]) {
      for (let round = 0; round < 2; round += 1) {
        const analyst = await post({ query }, { authorization: `Bearer ${key}` })
        expect(analyst.body.errors).toBeUndefined()
        expect(analyst.headers['cache-control']).toBe('no-store')
        expect(analyst.headers['age']).toBeUndefined()
        expect(analyst.hubCalls).toBeGreaterThan(0)
        const refused = await post({ query })
        expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
        expect(refused.headers['cache-control']).toBe('no-store')
      }
    }
  })

  it('never caches a mutation and refuses one over GET', async () => {
    const mutation = `mutation Fill($items: [CartItemInput!]!) {
      setCartItems(items: $items) { __typename }
    }`
    const variables = { items: [{ productId: '1', quantity: 1 }] }
    for (let round = 0; round < 2; round += 1) {
      const answer = await post({ query: mutation, variables })
      expect(answer.body).toEqual({ data: { setCartItems: { __typename: 'CartUpdated' } } })
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['age']).toBeUndefined()
      expect(answer.hubCalls).toBeGreaterThan(0)
    }
    const overGet = await get({
      query: mutation,
      variables,
      extensions: persisted(mutation),
    })
    expect(overGet.status).toBe(405)
  })

  it('keeps CSRF prevention for cached answers and the GraphQL limits for persisted queries', async () => {
    const operationName = unique('Csrf')
    const query = productQuery(operationName)
    const variables = { slug: 'foto-studio-pro' }
    const extensions = persisted(query)
    await get({ operationName, query, variables, extensions })
    expect((await get({ operationName, variables, extensions })).hubCalls).toBe(0)
    // The same cached GET as a simple cross-site request: refused before anything is read.
    const simple = await graph.app.inject({
      method: 'GET',
      url: getUrl({ operationName, variables, extensions }),
    })
    expect(simple.statusCode).toBe(400)
    expect(simple.body).toMatch(/CSRF/)

    const aliases = `{ ${Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: product(slug: "foto-studio-pro", locale: de) { id }`,
    ).join(' ')} }`
    const refused = await get({ query: aliases, extensions: persisted(aliases) })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    expect(refused.hubCalls).toBe(0)
    // A refused document is not persisted: its hash alone is still unknown.
    const unknown = await get({ extensions: persisted(aliases) })
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND')
  })
})
