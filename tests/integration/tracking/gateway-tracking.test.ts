import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import type { CartRest } from '../../../graph/src/datasources/rest-types'
import type { OrderRest } from '../../../graph/src/datasources/cart-rest-types'
import {
  cartSubtotal,
  conversionAmount,
  conversionItems,
  couponDiscountNet,
  netOfGross,
  orderUnitPrice,
  toMajor,
} from '@schaufenster/pricing'
import { createAnalystKey, revokeAnalystKey } from '../../../hub/src/analysts/keys'
import { runAnalystKeyCommand } from '../../../hub/src/cli/analyst-key'
import { bootGatewayOver } from '../graph/harness'
import { pressOnHostedPage } from '../orders/hosted-payment'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

const CONVERSION_FIELDS = /* GraphQL */ `
  enterpriseId
  pageType
  orderId
  actionTrackerId
  currency
  amount
  cjeventOrder
  discount
  coupon
  items { unitPrice itemId quantity discount }
  customerStatus
`

const CONVERSION_ORDER = /* GraphQL */ `
  query Conversion($n: String!) {
    conversionOrder(orderNumber: $n) { ${CONVERSION_FIELDS} }
  }
`

// A range around today, so an order placed just before midnight (UTC) still falls inside.
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const FROM = day(-1)
const TO = day(1)

describe.each(databaseTargets())('affiliate tracking through the gateway on $name', (target) => {
  let hub: BootedHub
  let graph: GraphApp
  let cartToken: string
  let rawCart: CartRest
  let orderNumber: string
  let accessToken: string
  let analystKey: string
  let placedDay: string

  async function execute<T>(query: string, variables: object = {}, headers = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    return response.json() as Answer<T>
  }

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
  // The buyer's order access token travels in a header, never as an argument.
  const orderToken = (token: string) => ({ 'x-order-token': token })

  beforeAll(async () => {
    hub = await bootHub(target)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    const added = await execute<{ addToCart: { cart: { token: string } } }>(
      `mutation { addToCart(productId: "1", quantity: 2, locale: en) { ... on CartUpdated { cart { token } } } }`,
    )
    const more = await execute<{ addToCart: { cart: { token: string } } }>(
      `mutation { addToCart(productId: "2", locale: en) { ... on CartUpdated { cart { token } } } }`,
      {},
      { 'x-abs-carttoken': added.data!.addToCart.cart.token },
    )
    const coupon = await execute<{ applyCoupon: { cart: { token: string } } }>(
      `mutation { applyCoupon(code: "fruehling20", locale: en) { ... on CartUpdated { cart { token } } } }`,
      {},
      { 'x-abs-carttoken': more.data!.addToCart.cart.token },
    )
    cartToken = coupon.data!.applyCoupon.cart.token
    const cart = await hub.app.inject({
      method: 'GET',
      url: '/cart?locale=en',
      headers: { 'x-abs-carttoken': cartToken },
    })
    rawCart = (cart.json() as { cart: CartRest }).cart

    const placed = await execute<{
      placeOrder: {
        __typename: string
        accessToken: string
        paymentUrl: string
        order: { orderNumber: string }
      }
    }>(
      `mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input, idempotencyKey: "tracking-order-1", locale: en) {
          __typename ... on OrderPlaced { accessToken paymentUrl order { orderNumber } }
        }
      }`,
      {
        input: {
          email: 'tracking@example.org',
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
          cjEvent: 'cje-track-1',
        },
      },
      { 'x-abs-carttoken': cartToken },
    )
    expect(placed.data?.placeOrder.__typename).toBe('OrderPlaced')
    // Paid by card on the hosted test page (decision 0022): only a paid order converts.
    await pressOnHostedPage(hub.app, placed.data!.placeOrder.paymentUrl, 'pay')
    orderNumber = placed.data!.placeOrder.order.orderNumber
    accessToken = placed.data!.placeOrder.accessToken
    analystKey = (await createAnalystKey(hub.database.db, 'tracking-analyst')).key
    const read = await hub.app.inject({
      method: 'GET',
      url: `/v1/orders/${orderNumber}`,
      headers: { 'x-order-access-token': accessToken },
    })
    placedDay = (read.json() as { order: OrderRest }).order.placedAt.slice(0, 10)
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('reports homepage and product pages with page type and enterprise id only', async () => {
    const answer = await execute<{ home: unknown; product: unknown; ignored: unknown }>(`{
      home: trackingPage(pageType: HOMEPAGE) { pageType enterpriseId cartSubtotal items { itemId } }
      product: trackingPage(pageType: PRODUCT_DETAIL) { pageType enterpriseId cartSubtotal items { itemId } }
      ignored: trackingPage(pageType: SEARCH_RESULTS) { pageType }
    }`)
    expect(answer.errors).toBeUndefined()
    expect(answer.data).toEqual({
      home: { pageType: 'homepage', enterpriseId: 1234567, cartSubtotal: null, items: null },
      product: {
        pageType: 'productDetail',
        enterpriseId: 1234567,
        cartSubtotal: null,
        items: null,
      },
      ignored: null,
    })
  })

  it('reports the cart with the §9 subtotal and items of the cart token', async () => {
    const query = `{ trackingPage(pageType: CART) { pageType enterpriseId cartSubtotal items { unitPrice itemId quantity discount } } }`
    const withCart = await execute<{ trackingPage: Record<string, unknown> }>(
      query,
      {},
      { 'x-abs-carttoken': cartToken },
    )
    expect(withCart.errors).toBeUndefined()
    const subtotal = cartSubtotal(rawCart)
    expect(subtotal).toBeGreaterThan(0)
    expect(withCart.data!.trackingPage).toEqual({
      pageType: 'cart',
      enterpriseId: 1234567,
      cartSubtotal: toMajor(subtotal),
      items: conversionItems(rawCart).map((item) => ({
        ...item,
        unitPrice: toMajor(item.unitPrice),
        discount: item.discount === undefined ? null : toMajor(item.discount),
      })),
    })
    expect(withCart.data!.trackingPage['items']).toHaveLength(2)

    const noCart = await execute<{ trackingPage: unknown }>(query)
    expect(noCart.data!.trackingPage).toEqual({
      pageType: 'cart',
      enterpriseId: 1234567,
      cartSubtotal: 0,
      items: [],
    })
  })

  it('answers the buyer the order as conversion, by the §9 formulas', async () => {
    const answer = await execute<{ conversionOrder: Record<string, unknown> }>(
      CONVERSION_ORDER,
      { n: orderNumber },
      orderToken(accessToken),
    )
    expect(answer.errors).toBeUndefined()
    const read = await hub.app.inject({
      method: 'GET',
      url: `/v1/orders/${orderNumber}`,
      headers: { 'x-order-access-token': accessToken },
    })
    const order = (read.json() as { order: OrderRest }).order
    const rate = order.price.taxVatPercentage
    const items = order.products.map((p) => {
      const unitPrice = orderUnitPrice(p, rate)
      const discount = p.offerProduct && p.offer ? unitPrice - netOfGross(p.price.price, rate) : 0
      return {
        itemId: String(p.productId),
        unitPrice,
        quantity: p.qty,
        ...(discount > 0 ? { discount } : {}),
      }
    })
    expect(items.some((item) => item.discount)).toBe(true)
    expect(answer.data!.conversionOrder).toEqual({
      enterpriseId: 1234567,
      pageType: 'conversionConfirmation',
      orderId: orderNumber,
      actionTrackerId: 7654321,
      currency: 'EUR',
      amount: toMajor(conversionAmount(items)),
      cjeventOrder: 'cje-track-1',
      discount: toMajor(couponDiscountNet(order.coupon, rate)),
      coupon: 'FRUEHLING20',
      items: items.map((item) => ({
        ...item,
        unitPrice: toMajor(item.unitPrice),
        discount: item.discount ? toMajor(item.discount) : null,
      })),
      customerStatus: 'new',
    })
    expect(orderNumber).toMatch(/-0$/)
  })

  it('refuses the conversion without token or key, with a wrong token or a revoked key', async () => {
    const none = await execute<{ conversionOrder: unknown }>(CONVERSION_ORDER, { n: orderNumber })
    expect(none.data!.conversionOrder).toBeNull()
    const wrong = await execute<{ conversionOrder: unknown }>(
      CONVERSION_ORDER,
      { n: orderNumber },
      orderToken('somebody-elses-token'),
    )
    expect(wrong.data!.conversionOrder).toBeNull()

    const analyst = await execute<{ conversionOrder: { orderId: string } }>(
      CONVERSION_ORDER,
      { n: orderNumber },
      bearer(analystKey),
    )
    expect(analyst.data!.conversionOrder.orderId).toBe(orderNumber)

    const unknownKey = await execute(CONVERSION_ORDER, { n: orderNumber }, bearer('not-a-key'))
    expect(unknownKey.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')

    const { key } = await createAnalystKey(hub.database.db, 'short-lived')
    await revokeAnalystKey(hub.database.db, 'short-lived')
    const revoked = await execute(CONVERSION_ORDER, { n: orderNumber }, bearer(key))
    expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const direct = await hub.app.inject({
      method: 'GET',
      url: '/v1/conversions?from=2020-01-01&to=2099-01-01',
      headers: bearer(key),
    })
    expect(direct.statusCode).toBe(401)
  })

  it('lists conversions and figures for analysts only', async () => {
    const list = /* GraphQL */ `
      query List($after: String) {
        conversions(from: "${FROM}", to: "${TO}", first: 1, after: $after) {
          edges { cursor node { orderId customerStatus amount } }
          pageInfo { endCursor hasNextPage }
        }
      }
    `
    const page = await execute<{
      conversions: {
        edges: { cursor: string; node: { orderId: string } }[]
        pageInfo: { endCursor: string; hasNextPage: boolean }
      }
    }>(list, {}, bearer(analystKey))
    expect(page.errors).toBeUndefined()
    expect(page.data!.conversions.edges.map((e) => e.node.orderId)).toEqual([orderNumber])
    expect(page.data!.conversions.pageInfo.hasNextPage).toBe(false)

    const refused = await execute(list)
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')

    const conversion = await execute<{ conversionOrder: { amount: number; discount: number } }>(
      CONVERSION_ORDER,
      { n: orderNumber },
      orderToken(accessToken),
    )
    const { amount, discount } = conversion.data!.conversionOrder
    const stats = await execute<{ byStatus: unknown; byDay: unknown; byProduct: unknown[] }>(
      `{
        byStatus: conversionStats(from: "${FROM}", to: "${TO}", groupBy: CUSTOMER_STATUS) {
          key orders amount discount newCustomers returningCustomers
        }
        byDay: conversionStats(from: "${FROM}", to: "${TO}", groupBy: DAY) { key orders amount discount }
        byProduct: conversionStats(from: "${FROM}", to: "${TO}", groupBy: PRODUCT) { key orders }
        past: conversionStats(from: "2020-01-01", to: "2020-12-31", groupBy: MONTH) { key }
      }`,
      {},
      bearer(analystKey),
    )
    expect(stats.errors).toBeUndefined()
    expect(stats.data).toEqual({
      byStatus: [
        { key: 'new', orders: 1, amount, discount, newCustomers: 1, returningCustomers: 0 },
      ],
      byDay: [{ key: placedDay, orders: 1, amount, discount }],
      byProduct: [
        { key: '1', orders: 1 },
        { key: '2', orders: 1 },
      ],
      past: [],
    })
  })

  it('pages conversions by cursor and counts returning customers apart', async () => {
    const added = await execute<{ addToCart: { cart: { token: string } } }>(
      `mutation { addToCart(productId: "2", locale: en) { ... on CartUpdated { cart { token } } } }`,
    )
    const second = await execute<{
      placeOrder: { paymentUrl: string; order: { orderNumber: string } }
    }>(
      `mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input, idempotencyKey: "tracking-order-2", locale: en) {
          ... on OrderPlaced { paymentUrl order { orderNumber } }
        }
      }`,
      {
        input: {
          email: 'tracking@example.org',
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
    await pressOnHostedPage(hub.app, second.data!.placeOrder.paymentUrl, 'pay')
    const returning = second.data!.placeOrder.order.orderNumber
    expect(returning).toMatch(/-1$/)

    const list = /* GraphQL */ `
      query List($after: String) {
        conversions(from: "${FROM}", to: "${TO}", first: 1, after: $after) {
          edges { cursor node { orderId customerStatus cjeventOrder coupon discount } }
          pageInfo { endCursor hasNextPage }
        }
      }
    `
    type Page = {
      conversions: {
        edges: { cursor: string; node: Record<string, unknown> }[]
        pageInfo: { endCursor: string; hasNextPage: boolean }
      }
    }
    const first = await execute<Page>(list, {}, bearer(analystKey))
    expect(first.data!.conversions.pageInfo.hasNextPage).toBe(true)
    expect(first.data!.conversions.edges[0]!.node['orderId']).toBe(orderNumber)
    const next = await execute<Page>(
      list,
      { after: first.data!.conversions.pageInfo.endCursor },
      bearer(analystKey),
    )
    expect(next.data!.conversions.edges.map((e) => e.node)).toEqual([
      { orderId: returning, customerStatus: 'return', cjeventOrder: '', coupon: '', discount: 0 },
    ])
    expect(next.data!.conversions.pageInfo.hasNextPage).toBe(false)

    const stats = await execute<{ conversionStats: unknown }>(
      `{ conversionStats(from: "${FROM}", to: "${TO}", groupBy: CUSTOMER_STATUS) { key orders newCustomers returningCustomers } }`,
      {},
      bearer(analystKey),
    )
    expect(stats.data!.conversionStats).toEqual([
      { key: 'new', orders: 1, newCustomers: 1, returningCustomers: 0 },
      { key: 'return', orders: 1, newCustomers: 0, returningCustomers: 1 },
    ])
  })

  it('answers bad analyst queries with 400 and a missing key with 401', async () => {
    const get = (url: string, key: string | undefined = analystKey) =>
      hub.app.inject({ method: 'GET', url, headers: key ? bearer(key) : {} })
    expect((await get('/v1/conversions?from=2026-01-01&to=2026-02-01', '')).statusCode).toBe(401)
    expect((await get('/v1/conversion-stats?from=x&to=2026-02-01&groupBy=day')).json()).toEqual({
      error: { code: 'BAD_REQUEST', message: expect.any(String), fields: { from: 'invalid' } },
    })
    expect((await get('/v1/conversions?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400)
    expect((await get('/v1/conversions?from=2026-01-01&to=2026-02-01&first=0')).statusCode).toBe(
      400,
    )
    expect((await get('/v1/conversions?from=2026-01-01&to=2026-02-01&after=abc')).statusCode).toBe(
      400,
    )
    expect(
      (await get('/v1/conversion-stats?from=2026-01-01&to=2026-02-01&groupBy=year')).statusCode,
    ).toBe(400)
    const badInput = await execute(
      `{ conversionStats(from: "yesterday", to: "${TO}", groupBy: DAY) { key } }`,
      {},
      bearer(analystKey),
    )
    expect(badInput.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('creates, lists and revokes keys through the CLI commands', async () => {
    const created = await runAnalystKeyCommand(hub.database, ['create', 'cli-analyst'])
    expect(created.exitCode).toBe(0)
    const key = created.output.split('\n')[1]!
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const ok = await execute<{ conversions: { edges: unknown[] } }>(
      `{ conversions(from: "${FROM}", to: "${TO}") { edges { cursor } } }`,
      {},
      bearer(key),
    )
    expect(ok.data!.conversions.edges).toHaveLength(2)

    const listed = await runAnalystKeyCommand(hub.database, ['list'])
    expect(listed.output).toMatch(/cli-analyst\s+created \S+\s+active/)
    expect(listed.output).not.toContain(key)

    const revoked = await runAnalystKeyCommand(hub.database, ['revoke', 'cli-analyst'])
    expect(revoked).toEqual({ output: expect.stringMatching(/Revoked .*cli-analyst/), exitCode: 0 })
    const again = await runAnalystKeyCommand(hub.database, ['revoke', 'cli-analyst'])
    expect(again.exitCode).toBe(1)
    const refused = await execute(
      `{ conversions(from: "${FROM}", to: "${TO}") { edges { cursor } } }`,
      {},
      bearer(key),
    )
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await runAnalystKeyCommand(hub.database, ['nonsense'])).exitCode).toBe(2)
  })
})
