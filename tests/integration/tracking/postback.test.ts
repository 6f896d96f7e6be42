import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { conversionOf } from '@schaufenster/pricing'
import { conversionsConfig } from '../../../hub/src/conversions/config'
import { httpPostbackClient } from '../../../hub/src/conversions/postback-client'
import { createPostbackWorker } from '../../../hub/src/conversions/postback-outbox'
import { conversionPostbacks, orders } from '../../../hub/src/db/schema-orders'
import type { LeasedWorker } from '../../../hub/src/queue/leased-worker'
import { bootHub, databaseTargets, silentLogger, type BootedHub } from '../hub/harness'
import { injectPaidOrder } from '../orders/hosted-payment'
import { conversionOfQuery } from './s2s-stand-in'

// The affiliate network cannot be reached from here, so a local HTTP server plays its
// server-to-server endpoint: it records each report (CJ's S2S query string, read back into
// the conversion it carries) and answers what the test tells it to.
class FakeNetwork {
  received: { idempotencyKey: string; body: unknown }[] = []
  answers: number[] = []
  private server: Server = createServer((request, response) => void this.handle(request, response))

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/postback`
  }

  async start() {
    this.server.listen(0, '127.0.0.1')
    await once(this.server, 'listening')
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const status = this.answers.shift() ?? 200
    if (status < 300) {
      this.received.push({
        idempotencyKey: String(request.headers['idempotency-key']),
        body: conversionOfQuery(new URL(request.url ?? '/', 'http://network').searchParams),
      })
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}')
  }
}

const customer = {
  email: 'postback@example.org',
  name: 'Paula Postback',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  cjEvent: 'cj-click-postback',
}

let keys = 0

describe.each(databaseTargets())('server-side conversion postback on $name', (target) => {
  const network = new FakeNetwork()
  const config = conversionsConfig({
    CONVERSION_POSTBACK_RETRY_BASE_MS: 20,
    CONVERSION_POSTBACK_POLL_MS: 20,
    CONVERSION_POSTBACK_MAX_ATTEMPTS: 4,
  })
  const late: { worker?: LeasedWorker } = {}
  let hub: BootedHub
  let worker: LeasedWorker

  beforeAll(async () => {
    await network.start()
    hub = await bootHub(target, { conversionPostback: { onQueued: () => late.worker?.nudge() } })
    worker = createPostbackWorker({
      db: hub.database.db,
      client: httpPostbackClient(network.url, 2000),
      logger: silentLogger,
      config,
      retryMaxMs: 50,
    })
    late.worker = worker
  })

  afterAll(async () => {
    await worker?.stop()
    await hub?.stop()
    await network.stop()
  })

  afterEach(() => {
    network.received = []
    network.answers = []
  })

  async function placeOrder() {
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 2 }], coupon: 'FRUEHLING20' },
    })
    const key = `postback-${Date.now()}-${++keys}`
    const response = await injectPaidOrder(hub.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': key },
      payload: { cartToken: cart.json().cart.token, customer, locale: 'de' },
    })
    expect(response.statusCode).toBe(201)
    const [row] = await hub.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, response.json().order.orderNumber))
    return { key, id: row!.id, view: response.json().order }
  }

  async function postbackOf(orderId: string) {
    const [row] = await hub.database.db
      .select()
      .from(conversionPostbacks)
      .where(eq(conversionPostbacks.orderId, orderId))
    return row
  }

  async function until(condition: () => Promise<boolean>) {
    for (let i = 0; i < 200; i += 1) {
      if (await condition()) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('condition not reached in 5 s')
  }

  it('reports a paid order once, with the §9 conversion keyed by order id, after retries', async () => {
    network.answers = [503, 429]
    const order = await placeOrder()
    await until(async () => (await postbackOf(order.id))?.sentAt != null)

    expect(network.received).toHaveLength(1)
    const [report] = network.received
    expect(report!.idempotencyKey).toBe(order.id)
    const expected = conversionOf(order.view, { enterpriseId: 1234567, actionTrackerId: 7654321 })
    expect(report!.body).toEqual({
      enterpriseId: expected.enterpriseId,
      actionTrackerId: expected.actionTrackerId,
      method: 'S2S',
      orderId: expected.orderId,
      cjeventOrder: expected.cjeventOrder,
      eventTime: order.view.placedAt,
      currency: expected.currency,
      coupon: expected.coupon,
      discount: expected.discount,
      customerStatus: expected.customerStatus,
      items: expected.items,
      amount: expected.amount,
    })
    // Product 1 is on offer, 29.99 instead of 39.99 at 19 %: the unit price is the offer's
    // net round₂(39.99 − 6.385) = 33.61 (§9: tax₃ first, then the net to cents), the discount
    // 33.61 − 25.20 = 8.41, so 2 × 25.20 = 50.40; FRUEHLING20 takes
    // 20 % of 59.98 = 12.00 gross, 10.08 net.
    expect(report!.body).toMatchObject({
      orderId: order.view.orderNumber,
      method: 'S2S',
      amount: 50.4,
      discount: 10.08,
      coupon: 'FRUEHLING20',
      cjeventOrder: 'cj-click-postback',
      items: [{ itemId: '1', unitPrice: 33.61, quantity: 2, discount: 8.41 }],
    })
    expect(await postbackOf(order.id)).toMatchObject({ attempts: 3, lastStatus: 200 })

    // Another run (or another hub instance) finds nothing left to send.
    await worker.runOnce()
    expect(network.received).toHaveLength(1)
  })

  it('queues an order once however often it is enqueued, and a replayed checkout adds none', async () => {
    const order = await placeOrder()
    await until(async () => (await postbackOf(order.id))?.sentAt != null)
    const { enqueueConversionPostback } =
      await import('../../../hub/src/conversions/postback-outbox')
    await enqueueConversionPostback(hub.database.db, order.id)
    const rows = await hub.database.db
      .select()
      .from(conversionPostbacks)
      .where(eq(conversionPostbacks.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.sentAt).not.toBeNull()
    await worker.runOnce()
    expect(network.received.filter((r) => r.idempotencyKey === order.id)).toHaveLength(1)
  })

  it('gives up on a report the network refuses for good, without retrying it', async () => {
    network.answers = [400]
    const order = await placeOrder()
    await until(async () => (await postbackOf(order.id))?.rejectedAt != null)
    expect(await postbackOf(order.id)).toMatchObject({ attempts: 1, lastStatus: 400, sentAt: null })
    await worker.runOnce()
    expect(network.received).toHaveLength(0)
  })

  it('stops after the configured number of attempts while the network keeps failing', async () => {
    network.answers = [500, 500, 500, 500, 500]
    const order = await placeOrder()
    await until(async () => (await postbackOf(order.id))?.rejectedAt != null)
    expect(await postbackOf(order.id)).toMatchObject({ attempts: 4, lastStatus: 500, sentAt: null })
    expect(network.answers).toEqual([500])
  })
})

describe('server-side conversion postback is off by default', () => {
  it('queues nothing when no postback URL is configured', async () => {
    expect(conversionsConfig().CONVERSION_POSTBACK_URL).toBeUndefined()
    const [target] = databaseTargets()
    const hub = await bootHub(target!)
    try {
      const cart = await hub.app.inject({
        method: 'PATCH',
        url: '/cart',
        payload: { items: [{ productId: 1, qty: 1 }] },
      })
      const response = await injectPaidOrder(hub.app, {
        method: 'POST',
        url: '/v1/orders',
        headers: { 'idempotency-key': `postback-off-${Date.now()}` },
        payload: { cartToken: cart.json().cart.token, customer, locale: 'en' },
      })
      expect(response.statusCode).toBe(201)
      expect(await hub.database.db.select().from(conversionPostbacks)).toEqual([])
    } finally {
      await hub.stop()
    }
  })
})
