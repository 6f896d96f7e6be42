import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// Issue 20, point 9: the checkout's order access token travels in the `X-Order-Token` header,
// never in a GraphQL argument (arguments end up in URLs and logs), and no log line names it.

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const ORDER = `query Order($n: String!) { order(orderNumber: $n) { orderNumber placedAt email } }`
const CONVERSION = `query Conversion($n: String!) { conversionOrder(orderNumber: $n) { orderId pageType } }`

describe.each(databaseTargets())('the order access token as a header on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  /** Every line the gateway logged, as written. */
  const logLines: string[] = []
  let orderNumber: string
  let accessToken: string

  async function post<T>(query: string, variables: object, headers: Record<string, string> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    return response.json() as Answer<T>
  }

  beforeAll(async () => {
    hub = await bootHub(target)
    await hub.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = hub.app.server.address() as { port: number }
    const config = loadGraphConfig({
      HUB_V1_URL: `http://127.0.0.1:${port}/v1`,
      CART_API_URL: `http://127.0.0.1:${port}/cart`,
      HUB_TIMEOUT_MS: '5000',
      // Fastify's request lines are logged at info: the level a production gateway runs at.
      LOG_LEVEL: 'info',
    })
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    graph = await buildGraphApp(config, createGraphLogger(config, sink))
    await graph.app.ready()

    const added = await post<{ addToCart: { cart: { token: string } } }>(
      `mutation { addToCart(productId: "1", locale: de) { ... on CartUpdated { cart { token } } } }`,
      {},
    )
    const placed = await post<{
      placeOrder: { __typename: string; accessToken: string; order: { orderNumber: string } }
    }>(
      `mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input, idempotencyKey: "order-token-header-1", locale: de) {
          __typename ... on OrderPlaced { accessToken order { orderNumber } }
        }
      }`,
      {
        input: {
          email: 'order-token@example.org',
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
      { 'x-abs-carttoken': added.data!.addToCart.cart.token },
    )
    expect(placed.data?.placeOrder.__typename).toBe('OrderPlaced')
    orderNumber = placed.data!.placeOrder.order.orderNumber
    accessToken = placed.data!.placeOrder.accessToken
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('answers `order` to the token in X-Order-Token, and null without it or with another', async () => {
    const mine = await post<{ order: { orderNumber: string; placedAt: string; email: string } }>(
      ORDER,
      { n: orderNumber },
      { 'x-order-token': accessToken },
    )
    expect(mine.errors).toBeUndefined()
    expect(mine.data!.order).toMatchObject({ orderNumber, email: 'order-token@example.org' })
    expect(mine.data!.order.placedAt).toMatch(ISO_INSTANT)

    const none = await post<{ order: unknown }>(ORDER, { n: orderNumber })
    expect(none.errors).toBeUndefined()
    expect(none.data!.order).toBeNull()
    const wrong = await post<{ order: unknown }>(
      ORDER,
      { n: orderNumber },
      { 'x-order-token': 'c29tZWJvZHktZWxzZXMtdG9rZW4' },
    )
    expect(wrong.data!.order).toBeNull()
  })

  it('no longer takes the token as an argument of `order` or `conversionOrder`', async () => {
    for (const query of [
      `query($n: String!, $t: String!) { order(orderNumber: $n, accessToken: $t) { orderNumber } }`,
      `query($n: String!, $t: String) { conversionOrder(orderNumber: $n, accessToken: $t) { orderId } }`,
    ]) {
      const answer = await post<unknown>(query, { n: orderNumber, t: accessToken })
      expect(answer.data).toBeUndefined()
      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
      expect(answer.errors?.[0]?.message).toMatch(/accessToken/)
    }
  })

  it('answers `conversionOrder` to the token in X-Order-Token, and null without it', async () => {
    const mine = await post<{ conversionOrder: { orderId: string; pageType: string } }>(
      CONVERSION,
      { n: orderNumber },
      { 'x-order-token': accessToken },
    )
    expect(mine.errors).toBeUndefined()
    expect(mine.data!.conversionOrder).toEqual({
      orderId: orderNumber,
      pageType: 'conversionConfirmation',
    })
    const none = await post<{ conversionOrder: unknown }>(CONVERSION, { n: orderNumber })
    expect(none.data!.conversionOrder).toBeNull()
    const wrong = await post<{ conversionOrder: unknown }>(
      CONVERSION,
      { n: orderNumber },
      { 'x-order-token': 'c29tZWJvZHktZWxzZXMtdG9rZW4' },
    )
    expect(wrong.data!.conversionOrder).toBeNull()
  })

  it('logs the request without the token, also for a GET query', async () => {
    const requestId = `order-token-log-${Date.now()}`
    const url = `/graphql?${new URLSearchParams({
      query: ORDER,
      variables: JSON.stringify({ n: orderNumber }),
    })}`
    const response = await graph.app.inject({
      method: 'GET',
      url,
      headers: {
        'apollo-require-preflight': 'true',
        'x-request-id': requestId,
        'x-order-token': accessToken,
      },
    })
    const answer = response.json() as Answer<{ order: { orderNumber: string } | null }>
    expect(answer.data?.order?.orderNumber).toBe(orderNumber)
    const lines = logLines.filter((line) => line.includes(requestId))
    // Fastify's "incoming request" and "request completed" lines of this very request.
    expect(lines.length).toBeGreaterThanOrEqual(2)
    expect(lines.some((line) => line.includes('/graphql?'))).toBe(true)
    for (const line of logLines) expect(line).not.toContain(accessToken)
  })

  it('redacts the header should a log line ever carry request headers', () => {
    const lines: string[] = []
    const logger = createGraphLogger(
      { LOG_LEVEL: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'))
          done()
        },
      }),
    )
    logger.info({ req: { headers: { 'x-order-token': accessToken } } }, 'with headers')
    logger.info({ headers: { 'x-order-token': accessToken } }, 'headers alone')
    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(line).not.toContain(accessToken)
      expect(line).toContain('[redacted]')
    }
  })
})
