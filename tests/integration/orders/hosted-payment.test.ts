import { and, count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartConfig } from '../../../hub/src/cart/config'
import { mailOutbox } from '../../../hub/src/db/schema-forms'
import { coupons, licences, orderItems, orders } from '../../../hub/src/db/schema-orders'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import {
  hubPathOfPaymentUrl,
  pressOnHostedPage,
  readOrder,
  type PlacedAnswer,
} from './hosted-payment'

// Issue 23, point 1 (decision 0022): the buyer pays on the provider's hosted page; the hub
// talks to the provider only through the `stripe` SDK, here pointed at the embedded test
// provider, whose webhooks are Stripe-signed. These fail on the old main, where
// POST /v1/orders took a card number and answered a paid order at once.

const WEBHOOK_SECRET = `whsec_${'k'.repeat(40)}`
// The SDK's own signing, so the test signs as Stripe (and the embedded provider) do.
const signer = new Stripe('sk_test_unused_by_this_test', { maxNetworkRetries: 0 })

const buyer = (email: string) => ({
  email,
  name: 'Erika Mustermann',
  country: 'DE',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  acceptTerms: true,
  waiveWithdrawal: true,
})

let keyCounter = 0
const newKey = () => `hosted-${Date.now()}-${++keyCounter}`

describe.each(databaseTargets())('hosted payment on $name', (target) => {
  let hub: BootedHub
  // Webhooks held back: the test delivers them itself, when and as often as it likes.
  let holding: BootedHub

  beforeAll(async () => {
    const cart = { config: cartConfig() }
    hub = await bootHub(target, {
      cart: { ...cart, testPayments: { webhookSecret: WEBHOOK_SECRET } },
    })
    holding = await bootHub(target, {
      cart: { ...cart, testPayments: { webhookSecret: WEBHOOK_SECRET, holdWebhooks: true } },
    })
  })
  afterAll(async () => {
    await hub?.stop()
    await holding?.stop()
  })

  async function cartToken(on: BootedHub, body: object): Promise<string> {
    const response = await on.app.inject({ method: 'PATCH', url: '/cart', payload: body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().cart.token
  }

  async function place(on: BootedHub, token: string, email: string, key = newKey()) {
    const response = await on.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': key },
      payload: { cartToken: token, customer: buyer(email), locale: 'de' },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as PlacedAnswer<{ products: { licenceKeys: string[] }[] }>
  }

  async function licenceCount(on: BootedHub, orderNumber: string): Promise<number> {
    const [row] = await on.database.db
      .select({ n: count() })
      .from(licences)
      .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, orderNumber))
    return Number(row?.n ?? 0)
  }

  async function orderMails(on: BootedHub, email: string): Promise<number> {
    const [row] = await on.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'order-confirmation')))
    return Number(row?.n ?? 0)
  }

  function webhook(on: BootedHub, event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    return on.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    })
  }

  async function sessionOf(on: BootedHub, paymentUrl: string) {
    const page = await on.app.inject({ method: 'GET', url: hubPathOfPaymentUrl(paymentUrl) })
    expect(page.statusCode).toBe(200)
    const [row] = await on.database.db
      .select({ id: orders.paymentSessionId })
      .from(orders)
      .where(eq(orders.paymentUrl, paymentUrl))
    return row!.id!
  }

  it('places a pending order with a payment session on the labelled hosted page, no licence yet', async () => {
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }] })
    const placed = await place(hub, token, 'pending@example.test')
    expect(placed.order.paymentStatus).toBe('pending')
    expect(placed.paymentUrl).toMatch(/^http:\/\/[^/]+\/test-payment\/cs_test_[\w-]+$/)
    expect(placed.order.products[0]!.licenceKeys).toEqual([])
    expect(await orderMails(hub, 'pending@example.test')).toBe(0)

    const page = await hub.app.inject({
      method: 'GET',
      url: hubPathOfPaymentUrl(placed.paymentUrl!),
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('TESTZAHLUNG – es wird kein Geld bewegt')
    expect(page.body).toContain(placed.order.orderNumber)
    // The page asks for no card number or IBAN: three buttons, no text input.
    expect(page.body).not.toMatch(/<input/i)
    expect(page.body).toContain('value="sepa"')
  })

  it('offers a SEPA debit only for an amount in euros, as the AGB say', async () => {
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }], currency: 'USD' })
    const placed = await place(hub, token, 'dollars@example.test')
    const path = hubPathOfPaymentUrl(placed.paymentUrl!)
    const page = await hub.app.inject({ method: 'GET', url: path })
    expect(page.body).toContain('value="pay"')
    expect(page.body).not.toContain('value="sepa"')
    // Sent anyway, the debit is not started: the session stays open.
    await hub.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=sepa',
    })
    const again = await hub.app.inject({ method: 'GET', url: path })
    expect(again.body).toContain('value="pay"')
  })

  it('pays by card: the signed webhook issues the licences and the order mail', async () => {
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 2 }] })
    const placed = await place(hub, token, 'card@example.test')
    const back = await pressOnHostedPage(hub.app, placed.paymentUrl!, 'pay')
    const backUrl = new URL(back)
    expect(`${backUrl.pathname}${backUrl.search}`).toBe(
      `/bestellbestaetigung?order=${placed.order.orderNumber}`,
    )
    // Settled by the webhook already, before the buyer's browser is back.
    const [row] = await hub.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber))
    expect(row!.paymentStatus).toBe('paid')
    expect(row!.transactionId).toMatch(/^pi_test_/)
    expect(await licenceCount(hub, placed.order.orderNumber)).toBe(2)
    expect(await orderMails(hub, 'card@example.test')).toBe(1)
    const order = await readOrder<{ products: { licenceKeys: string[] }[] }>(
      hub.app,
      placed.order.orderNumber,
      placed.accessToken,
    )
    expect(order.paymentStatus).toBe('paid')
    expect(order.products[0]!.licenceKeys).toHaveLength(2)
  })

  it('refuses a webhook with a wrong signature and changes nothing', async () => {
    const token = await cartToken(holding, { items: [{ productId: 2, qty: 1 }] })
    const placed = await place(holding, token, 'forged@example.test')
    await pressOnHostedPage(holding.app, placed.paymentUrl!, 'pay')
    const sessionId = await sessionOf(holding, placed.paymentUrl!)
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    }
    const forged = await webhook(holding, event, `whsec_${'x'.repeat(40)}`)
    expect(forged.statusCode).toBe(400)
    const unsigned = await holding.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(unsigned.statusCode).toBe(400)
    const [row] = await holding.database.db
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber))
    expect(row!.status).toBe('pending')
    expect(await licenceCount(holding, placed.order.orderNumber)).toBe(0)
  })

  it('confirms once when the return URL and duplicate webhook deliveries race', async () => {
    const email = 'race@example.test'
    const token = await cartToken(holding, { items: [{ productId: 1, qty: 3 }] })
    const placed = await place(holding, token, email)
    await pressOnHostedPage(holding.app, placed.paymentUrl!, 'pay')
    const sessionId = await sessionOf(holding, placed.paymentUrl!)
    const event = {
      id: 'evt_race_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_race',
        },
      },
    }
    const answers = await Promise.all([
      webhook(holding, event),
      webhook(holding, event),
      readOrder(holding.app, placed.order.orderNumber, placed.accessToken),
      webhook(holding, { ...event, id: 'evt_race_2' }),
      readOrder(holding.app, placed.order.orderNumber, placed.accessToken),
    ])
    for (const answer of [answers[0], answers[1], answers[3]]) expect(answer.statusCode).toBe(200)
    // A retried delivery afterwards is harmless too.
    expect((await webhook(holding, event)).statusCode).toBe(200)
    expect(await licenceCount(holding, placed.order.orderNumber)).toBe(3)
    expect(await orderMails(holding, email)).toBe(1)
    const order = await readOrder(holding.app, placed.order.orderNumber, placed.accessToken)
    expect(order.paymentStatus).toBe('paid')
  })

  it('keeps a SEPA debit pending, without licences, until it settles', async () => {
    const email = 'sepa@example.test'
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }] })
    const placed = await place(hub, token, email)
    await pressOnHostedPage(hub.app, placed.paymentUrl!, 'sepa')
    // The return URL asks the provider: the session is complete but unpaid.
    const pending = await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)
    expect(pending.paymentStatus).toBe('pending')
    expect(await licenceCount(hub, placed.order.orderNumber)).toBe(0)
    expect(await orderMails(hub, email)).toBe(0)

    await pressOnHostedPage(hub.app, placed.paymentUrl!, 'settle')
    const paid = await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)
    expect(paid.paymentStatus).toBe('paid')
    expect(await licenceCount(hub, placed.order.orderNumber)).toBe(1)
    expect(await orderMails(hub, email)).toBe(1)
  })

  it('fails a SEPA debit that bounces: no licence, no mail', async () => {
    const email = 'bounce@example.test'
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }] })
    const placed = await place(hub, token, email)
    await pressOnHostedPage(hub.app, placed.paymentUrl!, 'sepa')
    await pressOnHostedPage(hub.app, placed.paymentUrl!, 'fail')
    const failed = await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)
    expect(failed.paymentStatus).toBe('failed')
    expect(await licenceCount(hub, placed.order.orderNumber)).toBe(0)
    expect(await orderMails(hub, email)).toBe(0)
  })

  it('a declined payment fails the order, gives the single-use coupon back and keeps the cart', async () => {
    const email = 'declined@example.test'
    const [before] = await hub.database.db.select().from(coupons).where(eq(coupons.code, 'EINMAL'))
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }], coupon: 'EINMAL' })
    const key = newKey()
    const placed = await place(hub, token, email, key)
    const [taken] = await hub.database.db.select().from(coupons).where(eq(coupons.code, 'EINMAL'))
    expect(taken!.usedCount).toBe(before!.usedCount + 1)

    const back = await pressOnHostedPage(hub.app, placed.paymentUrl!, 'decline')
    expect(new URL(back).pathname + new URL(back).search).toBe('/kasse?payment=cancelled')
    const failed = await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)
    expect(failed.paymentStatus).toBe('failed')
    expect(await licenceCount(hub, placed.order.orderNumber)).toBe(0)
    const [released] = await hub.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'EINMAL'))
    expect(released!.usedCount).toBe(before!.usedCount)

    // The same cart token (and the same key: the same form) tries again: a new order.
    const again = await place(hub, token, email, key)
    expect(again.order.orderNumber).not.toBe(placed.order.orderNumber)
    expect(again.order.paymentStatus).toBe('pending')
    expect(again.order).toMatchObject({ coupon: { code: 'EINMAL' } })
    await pressOnHostedPage(hub.app, again.paymentUrl!, 'pay')
    const paid = await readOrder(hub.app, again.order.orderNumber, again.accessToken)
    expect(paid.paymentStatus).toBe('paid')
    expect(await orderMails(hub, email)).toBe(1)
  })

  it('never takes a card number: one sent along is ignored and the order is still unpaid', async () => {
    const token = await cartToken(hub, { items: [{ productId: 2, qty: 1 }] })
    const response = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': newKey() },
      payload: {
        cartToken: token,
        customer: { ...buyer('card-sent@example.test'), cardNumber: '4242424242424242' },
        locale: 'de',
      },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().order.paymentStatus).toBe('pending')
    expect(response.body).not.toContain('4242424242424242')
  })
})
