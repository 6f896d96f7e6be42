import { createHash, randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clusterEndpoints } from './endpoints'

// Run by `npm run test:cluster` (scripts/cluster.ts): two hubs, two gateways and two
// storefronts on one PostgreSQL and one Redis, nginx in front (deploy/nginx.conf).
// Each test talks to named instances directly, so "another instance" is certain, and
// through nginx, as visitors do.

const cluster = clusterEndpoints()

interface Answer<T> {
  status: number
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

async function gql<T>(
  url: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
  extensions?: object,
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables, ...(extensions ? { extensions } : {}) }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as Omit<Answer<T>, 'status'>
  return { status: response.status, ...body }
}

const ADD_TO_CART = /* GraphQL */ `
  mutation Add($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity, locale: en) {
      __typename
      ... on CartUpdated {
        cart {
          token
          itemCount
        }
      }
    }
  }
`
const READ_CART = /* GraphQL */ `
  query Cart {
    cart(locale: en) {
      itemCount
      items {
        productId
        quantity
      }
      totalGross {
        amountMinor
      }
    }
  }
`
const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key, locale: en) {
      __typename
      ... on OrderPlaced {
        accessToken
        order {
          orderNumber
          email
        }
      }
      ... on RateLimited {
        message
      }
    }
  }
`
const RATE_ARTICLE = /* GraphQL */ `
  mutation Rate($articleId: String!) {
    rateHelpArticle(input: { articleId: $articleId, helpful: true }, locale: en) {
      __typename
    }
  }
`

type AddAnswer = { addToCart: { __typename: string; cart?: { token: string; itemCount: number } } }
type CartAnswer = {
  cart: {
    itemCount: number
    items: { productId: string; quantity: number }[]
    totalGross: { amountMinor: number }
  }
}
type PlaceAnswer = {
  placeOrder: {
    __typename: string
    accessToken?: string
    order?: { orderNumber: string; email: string }
  }
}

async function addToCart(graphUrl: string, productId: string, quantity: number, token?: string) {
  const answer = await gql<AddAnswer>(
    graphUrl,
    ADD_TO_CART,
    { productId, quantity },
    token ? { 'x-abs-carttoken': token } : {},
  )
  expect(answer.errors).toBeUndefined()
  expect(answer.data?.addToCart.__typename).toBe('CartUpdated')
  return answer.data!.addToCart.cart!
}

describe.skipIf(!cluster)('the storefront scaled out', () => {
  const { nginx, webs, graphs, hubs } = cluster!
  let database: pg.Client
  let redis: Redis

  beforeAll(async () => {
    database = new pg.Client(cluster!.databaseUrl)
    await database.connect()
    redis = new Redis(cluster!.redisUrl)
    redis.on('error', () => undefined)
  })

  afterAll(async () => {
    await database?.end()
    redis?.disconnect()
  })

  it('reads a cart built through one instance through every other', async () => {
    // Built on gateway 1, extended on gateway 2: the token is the whole cart.
    const first = await addToCart(graphs[0]!, '1', 2)
    const second = await addToCart(graphs[1]!, '2', 1, first.token)
    expect(second.itemCount).toBe(3)

    const readers = [
      graphs[0]!,
      graphs[1]!,
      `${webs[0]}/graphql`,
      `${webs[1]}/graphql`,
      `${nginx}/graphql`,
    ]
    const carts = await Promise.all(
      readers.map((url) =>
        gql<CartAnswer>(url, READ_CART, {}, { 'x-abs-carttoken': second.token }),
      ),
    )
    for (const answer of carts) {
      expect(answer.errors).toBeUndefined()
      expect(answer.data!.cart.itemCount).toBe(3)
      expect(answer.data!.cart.items).toEqual([
        { productId: '1', quantity: 2 },
        { productId: '2', quantity: 1 },
      ])
    }
    const totals = new Set(carts.map((answer) => answer.data!.cart.totalGross.amountMinor))
    expect(totals.size).toBe(1)
  })

  it('creates one order for one idempotency key retried on every instance at once', async () => {
    const cart = await addToCart(graphs[1]!, '3', 1)
    const key = `cluster-${randomUUID()}`
    const email = `cluster-${randomUUID().slice(0, 8)}@example.org`
    const input = {
      email,
      name: 'Erika Mustermann',
      country: 'DE',
      acceptTerms: true,
      waiveWithdrawal: true,
      street: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
    }
    const visitor = { 'x-forwarded-for': '198.51.100.20' }
    const viaGateway = (url: string, headers: Record<string, string> = visitor) =>
      gql<PlaceAnswer>(
        url,
        PLACE_ORDER,
        { input, key },
        { 'x-abs-carttoken': cart.token, ...headers },
      )
    // The hub's own API with the body the gateway sends: the same request, so a replay.
    const viaHub = async (origin: string) => {
      const response = await fetch(`${origin}/v1/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-client-ip': '198.51.100.20',
          'accept-language': 'en',
        },
        body: JSON.stringify({ cartToken: cart.token, customer: input, locale: 'en' }),
      })
      const body = (await response.json()) as { order?: { orderNumber: string } }
      return { status: response.status, orderNumber: body.order?.orderNumber }
    }

    const [gateway, direct] = await Promise.all([
      Promise.all([
        viaGateway(graphs[0]!),
        viaGateway(graphs[1]!),
        viaGateway(graphs[0]!),
        viaGateway(graphs[1]!),
        viaGateway(`${webs[0]}/graphql`, {}),
        viaGateway(`${nginx}/graphql`, {}),
      ]),
      Promise.all([viaHub(hubs[0]!), viaHub(hubs[1]!)]),
    ])

    const numbers = new Set<string>()
    for (const answer of gateway) {
      expect(answer.errors).toBeUndefined()
      expect(answer.data!.placeOrder.__typename).toBe('OrderPlaced')
      numbers.add(answer.data!.placeOrder.order!.orderNumber)
    }
    for (const answer of direct) {
      expect(answer.status).toBe(201)
      numbers.add(answer.orderNumber!)
    }
    expect(numbers.size).toBe(1)

    const { rows } = await database.query<{ n: string }>(
      'select count(*) as n from orders where email = $1',
      [email],
    )
    expect(Number(rows[0]!.n)).toBe(1)
    const keys = await database.query<{ n: string }>(
      'select count(*) as n from idempotency_keys where key = $1',
      [key],
    )
    expect(Number(keys.rows[0]!.n)).toBe(1)
  })

  it('holds the forms limit across hubs, whichever instance a request enters', async () => {
    const max = cluster!.formsRateLimitMax
    const visitor = '203.0.113.50'
    const rate = (origin: string) =>
      fetch(`${origin}/v1/help/article-ratings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': visitor },
        body: JSON.stringify({ articleId: 'cluster-limit', helpful: true }),
      }).then((response) => response.status)

    // Spread over both hubs: each counts in the same Redis window.
    for (let index = 0; index < max; index += 1) {
      expect(await rate(hubs[index % 2]!)).toBe(201)
    }
    expect(await rate(hubs[max % 2]!)).toBe(429)
    expect(await rate(hubs[(max + 1) % 2]!)).toBe(429)
    // Another visitor has a budget of their own.
    const other = await fetch(`${hubs[0]}/v1/help/article-ratings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.51' },
      body: JSON.stringify({ articleId: 'cluster-limit', helpful: true }),
    })
    expect(other.status).toBe(201)
  })

  it('holds the login limit across hubs: guessing passwords gains nothing from more instances', async () => {
    const max = cluster!.loginRateLimitMax
    const logIn = (origin: string) =>
      fetch(`${origin}/v1/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.60' },
        body: JSON.stringify({ email: 'guess@example.org', password: 'wrong-guess-1234' }),
      }).then((response) => response.status)
    for (let index = 0; index < max; index += 1) {
      expect(await logIn(hubs[index % 2]!)).toBe(401)
    }
    expect(await logIn(hubs[max % 2]!)).toBe(429)
    expect(await logIn(hubs[(max + 1) % 2]!)).toBe(429)
  })

  it('counts a visitor once through every path, and nginx ignores a forged address', async () => {
    const max = cluster!.formsRateLimitMax
    // Every path below names this test's process (127.0.0.1) as the visitor: nginx
    // replaces what a client claims in X-Forwarded-For with the peer it sees.
    const entries = [
      `${nginx}/graphql`,
      `${webs[0]}/graphql`,
      `${webs[1]}/graphql`,
      graphs[0]!,
      graphs[1]!,
      `${nginx}/graphql`,
    ]
    const results: string[] = []
    for (let index = 0; index <= max; index += 1) {
      const url = entries[index % entries.length]!
      const forged: Record<string, string> = url.startsWith(nginx)
        ? { 'x-forwarded-for': `192.0.2.${index + 1}` }
        : {}
      const answer = await gql<{ rateHelpArticle: { __typename: string } }>(
        url,
        RATE_ARTICLE,
        { articleId: 'cluster-chain' },
        forged,
      )
      expect(answer.errors).toBeUndefined()
      results.push(answer.data!.rateHelpArticle.__typename)
    }
    expect(results).toEqual([...Array(max).fill('HelpArticleRated'), 'RateLimited'])
    const forgedAgain = await gql<{ rateHelpArticle: { __typename: string } }>(
      `${nginx}/graphql`,
      RATE_ARTICLE,
      { articleId: 'cluster-chain' },
      { 'x-forwarded-for': '192.0.2.200' },
    )
    expect(forgedAgain.data!.rateHelpArticle.__typename).toBe('RateLimited')
  })

  it('holds the order limit across hubs', async () => {
    const max = cluster!.orderRateLimitMax
    const attempt = (origin: string) =>
      fetch(`${origin}/v1/orders`, {
        method: 'POST',
        // No idempotency key: refused with 400, but every attempt counts.
        headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.77' },
        body: '{}',
      }).then((response) => response.status)
    for (let index = 0; index < max; index += 1) {
      expect(await attempt(hubs[index % 2]!)).toBe(400)
    }
    expect(await attempt(hubs[0]!)).toBe(429)
    expect(await attempt(hubs[1]!)).toBe(429)
  })

  it('shares persisted queries between the gateways (Apollo cache in Redis)', async () => {
    const query = `query Cluster_${randomUUID().replaceAll('-', '')} { __typename }`
    const sha256Hash = createHash('sha256').update(query).digest('hex')
    const persisted = { persistedQuery: { version: 1, sha256Hash } }
    const hashOnly = async (url: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: persisted }),
      })
      return (await response.json()) as Omit<Answer<{ __typename: string }>, 'status'>
    }
    // Only the hash, before anyone registered it: not found on either gateway.
    const unknown = await hashOnly(graphs[1]!)
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND')

    const registered = await gql<{ __typename: string }>(graphs[0]!, query, {}, {}, persisted)
    expect(registered.data).toEqual({ __typename: 'Query' })
    // Registered on gateway 1, known to gateway 2.
    expect(await hashOnly(graphs[1]!)).toEqual({ data: { __typename: 'Query' } })
  })

  it('serves a page regenerated on one storefront from Redis on the other', async () => {
    // A catalog page with `fallback: 'blocking'`: never rendered at build time.
    const page = '/en/windows/graphics/photo-studio-pro'
    const first = await fetch(`${webs[0]}${page}`)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('Photo Studio Pro')
    expect(first.headers.get('x-nextjs-cache')).not.toBe('HIT')

    const keys = await redis.keys('schaufenster:web:isr:*')
    expect(keys.some((key) => key.includes('photo-studio-pro'))).toBe(true)

    const second = await fetch(`${webs[1]}${page}`)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    // The same page, byte for byte, but for the nonce: every answer gets a fresh one
    // (SECURITY.md), in its policy and on every tag.
    const secondHtml = await second.text()
    const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1]
    expect(nonceOf(secondHtml)).toBeDefined()
    expect(nonceOf(secondHtml)).not.toBe(nonceOf(html))
    const withoutNonces = (text: string) => text.replace(/nonce="[^"]+"|data-n-css="[^"]+"/g, '')
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(html))
  })

  // Last: it stops Redis for good.
  it('keeps answering, each instance on its own, when Redis goes away', async () => {
    // The reply never comes (the server is gone), so nothing waits for it.
    redis.shutdown('NOSAVE').catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 500))
    redis.disconnect()
    const { hostname, port } = new URL(cluster!.redisUrl)
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname)
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      socket.once('error', () => resolve(true))
    })
    expect(refused).toBe(true)

    const page = await fetch(`${nginx}/en/windows/graphics/photo-studio-pro`)
    expect(page.status).toBe(200)
    const other = await fetch(`${webs[1]}/en/mac`)
    expect(other.status).toBeLessThan(500)

    const cart = await addToCart(graphs[0]!, '1', 1)
    const read = await gql<CartAnswer>(
      `${nginx}/graphql`,
      READ_CART,
      {},
      {
        'x-abs-carttoken': cart.token,
      },
    )
    expect(read.data!.cart.itemCount).toBe(1)

    // The limits count per instance now: answered, never a 500.
    const statuses = await Promise.all(
      hubs.map((origin) =>
        fetch(`${origin}/v1/help/article-ratings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.60' },
          body: JSON.stringify({ articleId: 'cluster-redis-down', helpful: false }),
        }).then((response) => response.status),
      ),
    )
    expect(statuses).toEqual([201, 201])
    const rated = await gql<{ rateHelpArticle: { __typename: string } }>(
      `${webs[0]}/graphql`,
      RATE_ARTICLE,
      { articleId: 'cluster-redis-down' },
    )
    expect(rated.errors).toBeUndefined()
    expect(['HelpArticleRated', 'RateLimited']).toContain(rated.data!.rateHelpArticle.__typename)
  })
})
