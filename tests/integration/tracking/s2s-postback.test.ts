import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import { createAnalystKey } from '../../../hub/src/analysts/keys'
import { conversionsConfig, type ConversionsConfig } from '../../../hub/src/conversions/config'
import { httpPostbackClient } from '../../../hub/src/conversions/postback-client'
import { createPostbackWorker } from '../../../hub/src/conversions/postback-outbox'
import { conversionPostbacks, orders } from '../../../hub/src/db/schema-orders'
import type { HubLogger } from '../../../hub/src/logger'
import type { LeasedWorker } from '../../../hub/src/queue/leased-worker'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, silentLogger, type BootedHub } from '../hub/harness'
import { pressOnHostedPage } from '../orders/hosted-payment'
import { conversionOfQuery, S2sStandIn } from './s2s-stand-in'

// Issue 20, point 2: the server-to-server conversion report, end to end. A real hub (PGlite,
// and PostgreSQL with TEST_DATABASE_URL), the real gateway over it, the hub's real HTTP
// postback client and outbox workers, and a real local HTTP server standing in for the
// network's S2S endpoint. Figures are compared with the gateway's `conversionOrder`, never
// with hard-coded cents: both come from the one pricing module.

interface GraphAnswer<T> {
  data?: T
  errors?: { message: string }[]
}

interface ConversionAnswer {
  enterpriseId: number
  actionTrackerId: number
  orderId: string
  currency: string
  amount: number
  cjeventOrder: string
  discount: number
  coupon: string
  customerStatus: string
  placedAt: string
  items: { itemId: string; unitPrice: number; quantity: number; discount: number | null }[]
  postback: {
    status: 'PENDING' | 'SENT' | 'FAILED'
    attempts: number
    lastAttemptAt: string | null
    sentAt: string | null
    nextAttemptAt: string | null
    lastError: string | null
  } | null
}

const CONVERSION = /* GraphQL */ `
  query Conversion($n: String!) {
    conversionOrder(orderNumber: $n) {
      enterpriseId
      actionTrackerId
      orderId
      currency
      amount
      cjeventOrder
      discount
      coupon
      customerStatus
      placedAt
      items {
        itemId
        unitPrice
        quantity
        discount
      }
      postback {
        status
        attempts
        lastAttemptAt
        sentAt
        nextAttemptAt
        lastError
      }
    }
  }
`

/** Polls `condition` until it holds: no fixed sleeps, a generous bound for a busy machine. */
async function until<T>(condition: () => Promise<T | undefined | null | false>, what: string) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await condition()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`not reached in 15 s: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A logger whose lines the test can read (the worker logs the final state). */
function recordingLogger(): { logger: HubLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ level: 'info' }, stream), lines }
}

let orderKeys = 0

describe.each(databaseTargets())('server-to-server conversion postback on $name', (target) => {
  const network = new S2sStandIn()
  // Small numbers so retries happen within the test; the lease follows from the timeout.
  const settings = {
    CONVERSION_POSTBACK_RETRY_BASE_MS: 150,
    CONVERSION_POSTBACK_POLL_MS: 15,
    CONVERSION_POSTBACK_MAX_ATTEMPTS: 5,
    CONVERSION_POSTBACK_TIMEOUT_MS: 1000,
  }
  const workers: LeasedWorker[] = []
  let hub: BootedHub
  let graph: GraphApp
  let analystKey: string

  function startWorker(
    overrides: Partial<ConversionsConfig> = {},
    options: { url?: string; logger?: HubLogger } = {},
  ): LeasedWorker {
    const config = { ...conversionsConfig(settings), ...overrides }
    const worker = createPostbackWorker({
      db: hub.database.db,
      client: httpPostbackClient(options.url ?? network.url, config.CONVERSION_POSTBACK_TIMEOUT_MS),
      logger: options.logger ?? silentLogger,
      config,
    })
    workers.push(worker)
    return worker
  }

  async function execute<T>(query: string, variables: object, headers: Record<string, string>) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    })
    const answer = response.json() as GraphAnswer<T>
    expect(answer.errors).toBeUndefined()
    return answer.data!
  }

  /** Buys through the gateway, the click id in the `cje` cookie as a browser sends it. */
  async function placeOrder(cje: string | null) {
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: {
        items: [
          { productId: 1, qty: 2 },
          { productId: 2, qty: 1 },
        ],
        coupon: 'FRUEHLING20',
      },
    })
    expect(cart.statusCode).toBe(200)
    const placed = await execute<{
      placeOrder: {
        __typename: string
        accessToken: string
        paymentUrl: string
        order: { orderNumber: string }
      }
    }>(
      `mutation Place($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key, locale: de) {
          __typename ... on OrderPlaced { accessToken paymentUrl order { orderNumber } }
        }
      }`,
      {
        key: `s2s-${target.name}-${Date.now()}-${++orderKeys}`,
        input: {
          email: `s2s-${orderKeys}@example.org`,
          name: 'Paula Postback',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
      {
        'x-abs-carttoken': cart.json().cart.token,
        ...(cje ? { cookie: `consent=v1.s1.m1.1790000000; cje=${cje}` } : {}),
      },
    )
    expect(placed.placeOrder.__typename).toBe('OrderPlaced')
    // Paid by card on the hosted test page (decision 0022): only a paid order is reported.
    await pressOnHostedPage(hub.app, placed.placeOrder.paymentUrl, 'pay')
    const orderNumber = placed.placeOrder.order.orderNumber
    const [row] = await hub.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
    return { orderNumber, id: row!.id, accessToken: placed.placeOrder.accessToken }
  }

  /** What an analyst reads through GraphQL. */
  const analystView = async (orderNumber: string) =>
    (
      await execute<{ conversionOrder: ConversionAnswer }>(
        CONVERSION,
        { n: orderNumber },
        { authorization: `Bearer ${analystKey}` },
      )
    ).conversionOrder

  const stateOf = async (orderId: string) =>
    (
      await hub.database.db
        .select()
        .from(conversionPostbacks)
        .where(eq(conversionPostbacks.orderId, orderId))
    )[0]

  const sent = (orderId: string) => until(async () => (await stateOf(orderId))?.sentAt, 'sent')

  beforeAll(async () => {
    await network.start()
    hub = await bootHub(target, {
      conversionPostback: { onQueued: () => workers.forEach((worker) => worker.nudge()) },
    })
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    analystKey = (await createAnalystKey(hub.database.db, 's2s-analyst')).key
  })

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))
    network.reset()
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await network.stop()
  })

  it('reports an order with a click id once, in CJ S2S form, with the figures of conversionOrder', async () => {
    const worker = startWorker()
    const order = await placeOrder('cjclick0001s2s')
    await sent(order.id)

    expect(network.calls).toHaveLength(1)
    const [call] = network.calls
    expect(call!.method).toBe('GET')
    expect(call!.path).toBe('/u')
    expect(call!.answered).toBe(200)

    const analyst = await analystView(order.orderNumber)
    // The buyer's answer (the confirmation page's query, with the order token header):
    // the same figures, and no postback state.
    const buyer = (
      await execute<{ conversionOrder: ConversionAnswer }>(
        CONVERSION,
        { n: order.orderNumber },
        { 'x-order-token': order.accessToken },
      )
    ).conversionOrder
    expect(buyer.postback).toBeNull()
    const { postback: _analystPostback, ...analystFigures } = analyst
    const { postback: _buyerPostback, ...buyerFigures } = buyer
    expect(buyerFigures).toEqual(analystFigures)

    const reported = conversionOfQuery(call!.query)
    expect(reported).toEqual({
      enterpriseId: analyst.enterpriseId,
      actionTrackerId: analyst.actionTrackerId,
      method: 'S2S',
      orderId: order.orderNumber,
      cjeventOrder: 'cjclick0001s2s',
      eventTime: analyst.placedAt,
      currency: analyst.currency,
      coupon: 'FRUEHLING20',
      discount: analyst.discount,
      customerStatus: analyst.customerStatus,
      items: analyst.items,
      amount: analyst.amount,
    })
    expect(analyst.cjeventOrder).toBe('cjclick0001s2s')
    // The offer product and the coupon make every figure count (none may be zero here).
    expect(analyst.discount).toBeGreaterThan(0)
    expect(analyst.items.some((item) => (item.discount ?? 0) > 0)).toBe(true)
    // Parameter names exactly as CJ documents them, nothing else.
    expect([...new Set(call!.query.keys())].sort()).toEqual(
      [
        'CID',
        'TYPE',
        'METHOD',
        'CJEVENT',
        'eventTime',
        'OID',
        'CURRENCY',
        'COUPON',
        'DISCOUNT',
        'CUST_STATUS',
        ...analyst.items.flatMap((item, index) => [
          `ITEM${index + 1}`,
          `AMT${index + 1}`,
          `QTY${index + 1}`,
          ...(item.discount === null ? [] : [`DCNT${index + 1}`]),
        ]),
      ].sort(),
    )

    expect(analyst.postback).toMatchObject({
      status: 'SENT',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
    })
    expect(Date.parse(analyst.postback!.sentAt!)).toBeGreaterThanOrEqual(
      Date.parse(analyst.placedAt),
    )
    expect(analyst.postback!.lastAttemptAt).toBe(analyst.postback!.sentAt)

    // Another run, or another worker, finds nothing left to send.
    expect(await worker.runOnce()).toBe(0)
    expect(await startWorker().runOnce()).toBe(0)
    expect(network.calls).toHaveLength(1)
  })

  it('retries 5xx answers with growing delays, then is SENT and never sent again', async () => {
    network.answers = [{ status: 500 }, { status: 500 }]
    const worker = startWorker()
    const order = await placeOrder('cjclick0002retry')
    await sent(order.id)

    const calls = network.callsFor(order.orderNumber)
    expect(calls.map((call) => call.answered)).toEqual([500, 500, 200])
    const base = settings.CONVERSION_POSTBACK_RETRY_BASE_MS
    const firstGap = calls[1]!.at - calls[0]!.at
    const secondGap = calls[2]!.at - calls[1]!.at
    // Exponential backoff: base, then 2 × base (the database clock rounds to a millisecond).
    expect(firstGap).toBeGreaterThanOrEqual(base - 5)
    expect(secondGap).toBeGreaterThanOrEqual(2 * base - 5)
    // The same report every time: CJ deduplicates on OID.
    expect(new Set(calls.map((call) => call.query.toString())).size).toBe(1)

    const analyst = await analystView(order.orderNumber)
    expect(analyst.postback).toMatchObject({ status: 'SENT', attempts: 3, lastError: null })

    expect(await worker.runOnce()).toBe(0)
    expect(network.callsFor(order.orderNumber)).toHaveLength(3)
  })

  it('posts once when two workers race for the same report', async () => {
    // The first answer takes a while, so the second worker polls many times meanwhile.
    network.answers = [{ status: 200, delayMs: 400 }]
    const first = startWorker()
    const second = startWorker()
    const order = await placeOrder('cjclick0003race')
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])
    await sent(order.id)
    expect(await first.runOnce()).toBe(0)
    expect(await second.runOnce()).toBe(0)
    expect(network.callsFor(order.orderNumber)).toHaveLength(1)
    expect((await analystView(order.orderNumber)).postback).toMatchObject({
      status: 'SENT',
      attempts: 1,
    })
  })

  it('never posts a second time while a slow answer outlasts the client timeout', async () => {
    const timeout = settings.CONVERSION_POSTBACK_TIMEOUT_MS
    network.answers = [{ status: 200, delayMs: timeout + 700 }]
    startWorker()
    startWorker()
    const order = await placeOrder('cjclick0004slow')
    await sent(order.id)

    const calls = network.callsFor(order.orderNumber)
    // The first call was abandoned by the hub's client at its timeout (the lease kept the
    // other worker off meanwhile); only then, after the backoff, came the one retry.
    expect(calls).toHaveLength(2)
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(timeout - 5)
    expect(calls.filter((call) => call.answered !== null && call.answered < 300)).toHaveLength(1)
    const analyst = await analystView(order.orderNumber)
    expect(analyst.postback).toMatchObject({ status: 'SENT', attempts: 2, lastError: null })
    // The abandoned first call still completes on the stand-in's side, and nothing follows.
    await until(async () => calls[0]!.abandoned, 'first call abandoned')
    expect(network.callsFor(order.orderNumber)).toHaveLength(2)
  })

  it('does not report a direct order without click id', async () => {
    const worker = startWorker()
    const order = await placeOrder(null)
    // The order's transaction queued nothing for it…
    expect(await stateOf(order.id)).toBeUndefined()
    await worker.runOnce()
    // …so nothing reaches the network, and analysts see no report.
    expect(network.callsFor(order.orderNumber)).toHaveLength(0)
    const analyst = await analystView(order.orderNumber)
    expect(analyst.cjeventOrder).toBe('')
    expect(analyst.postback).toBeNull()
  })

  it('drops a queued report whose click id was erased since, without sending it', async () => {
    // No worker runs yet: the report stays queued while the click id goes (account erasure).
    const order = await placeOrder('cjclick0006erased')
    expect(await stateOf(order.id)).toMatchObject({ attempts: 0, sentAt: null })
    await hub.database.db.update(orders).set({ cjEvent: null }).where(eq(orders.id, order.id))
    startWorker()
    await until(async () => (await stateOf(order.id))?.rejectedAt, 'dropped')
    expect(network.callsFor(order.orderNumber)).toHaveLength(0)
    expect((await analystView(order.orderNumber)).postback).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'no affiliate click id',
    })
  })

  it('keeps retrying while the endpoint refuses connections, then gives up with a final state', async () => {
    const closed = new S2sStandIn()
    await closed.start()
    const refusedUrl = closed.url
    await closed.stop()
    const { logger, lines } = recordingLogger()
    // A long backoff, so the pending state can be read between the attempts.
    const worker = startWorker(
      { CONVERSION_POSTBACK_RETRY_BASE_MS: 600_000, CONVERSION_POSTBACK_MAX_ATTEMPTS: 2 },
      { url: refusedUrl, logger },
    )
    const order = await placeOrder('cjclick0005refused')
    await until(async () => (await stateOf(order.id))?.lastAttemptAt, 'first attempt')

    const pending = (await analystView(order.orderNumber)).postback!
    expect(pending).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null })
    expect(pending.lastError).toMatch(/ECONNREFUSED/)
    expect(Date.parse(pending.nextAttemptAt!) - Date.parse(pending.lastAttemptAt!)).toBeGreaterThan(
      500_000,
    )

    // The backoff is over: the last allowed attempt fails too, and the report is given up.
    await hub.database.db
      .update(conversionPostbacks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(conversionPostbacks.orderId, order.id))
    worker.nudge()
    await until(async () => (await stateOf(order.id))?.rejectedAt, 'given up')
    const failed = (await analystView(order.orderNumber)).postback!
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      sentAt: null,
      nextAttemptAt: null,
    })
    expect(failed.lastError).toMatch(/ECONNREFUSED/)
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'conversion report given up',
        orderNumber: order.orderNumber,
        attempts: 2,
      }),
    )
    // Given up is final: no worker tries it again.
    expect(await worker.runOnce()).toBe(0)
    expect(await stateOf(order.id)).toMatchObject({ attempts: 2 })
  })
})
