import { and, count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '@schaufenster/contract'
import { cartConfig } from '../../../hub/src/cart/config'
import { mailOutbox } from '../../../hub/src/db/schema-forms'
import { licences, orderItems, orders } from '../../../hub/src/db/schema-orders'
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { readOrder, type PlacedAnswer } from './hosted-payment'

// Issue 23, point 1, with Stripe keys set (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): the
// official `stripe` SDK talks to a local stand-in of Stripe's Checkout Session endpoints
// (STRIPE_API_URL), the buyer is sent to Stripe's page, and Stripe-signed webhooks settle the
// order. The embedded test provider is off then.

const SECRET_KEY = `sk_test_${'s'.repeat(32)}`
const WEBHOOK_SECRET = `whsec_${'w'.repeat(40)}`
const signer = new Stripe(SECRET_KEY)

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

describe.each(databaseTargets())('Stripe Checkout through the SDK on $name', (target) => {
  let stripe: StripeStandIn
  let hub: BootedHub

  beforeAll(async () => {
    stripe = await startStripeStandIn(SECRET_KEY)
    hub = await bootHub(target, {
      cart: {
        config: cartConfig({
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stripe.url,
        }),
      },
    })
  })
  afterAll(async () => {
    await hub?.stop()
    await stripe?.close()
  })

  async function place(email: string, key: string, items = [{ productId: 2, qty: 2 }]) {
    const cart = await hub.app.inject({ method: 'PATCH', url: '/cart', payload: { items } })
    expect(cart.statusCode).toBe(200)
    const answer = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': key },
      payload: { cartToken: cart.json().cart.token, customer: buyer(email), locale: 'en' },
    })
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json() as PlacedAnswer<{ totalGross: number }>
  }

  function webhook(type: string, session: object, eventId: string) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    })
    return hub.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload,
    })
  }

  async function licenceCount(orderNumber: string) {
    const [row] = await hub.database.db
      .select({ n: count() })
      .from(licences)
      .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, orderNumber))
    return Number(row!.n)
  }

  it('opens a Checkout Session with the server-priced total and the offered methods only', async () => {
    const placed = await place('stripe-card@example.test', 'stripe-sdk-key-1')
    expect(placed.order.paymentStatus).toBe('pending')
    expect(placed.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')
    expect(created).toHaveLength(1)
    const [request] = created
    expect(request!.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(request!.idempotencyKey).toBe(`order-${placed.order.orderNumber}`)
    expect(request!.body).toMatchObject({
      mode: 'payment',
      client_reference_id: placed.order.orderNumber,
      customer_email: 'stripe-card@example.test',
      locale: 'en',
      allowed_payment_method_types: [...PAYMENT_METHODS],
      line_items: [{ quantity: '1', price_data: { currency: 'eur' } }],
    })
    const [row] = await hub.database.db
      .select({ total: orders.totalGross, provider: orders.paymentProvider })
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber))
    expect(row!.provider).toBe('stripe')
    const lineItems = request!.body['line_items'] as { price_data: { unit_amount: string } }[]
    expect(Number(lineItems[0]!.price_data.unit_amount)).toBe(row!.total)
    // No embedded test provider while Stripe takes the payments.
    const testPage = await hub.app.inject({ method: 'GET', url: '/v1/test-payments/cs_test_x' })
    expect(testPage.statusCode).toBe(404)
  })

  it('settles a card payment once, by the signed webhook, whatever is retried', async () => {
    const placed = await place('stripe-webhook@example.test', 'stripe-sdk-key-2')
    const sessionId = new URL(placed.paymentUrl!).pathname.split('/').pop()!
    const session = stripe.complete(sessionId, 'paid')
    const event = () => webhook('checkout.session.completed', session, 'evt_stripe_card_1')
    const answers = await Promise.all([event(), event(), event()])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(await licenceCount(placed.order.orderNumber)).toBe(2)
    const [row] = await hub.database.db
      .select({ status: orders.paymentStatus, transaction: orders.transactionId })
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber))
    expect(row).toEqual({ status: 'paid', transaction: session.payment_intent })
    const [mails] = await hub.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'stripe-webhook@example.test'),
          eq(mailOutbox.kind, 'order-confirmation'),
        ),
      )
    expect(Number(mails!.n)).toBe(1)
  })

  it('settles on the return URL by asking Stripe when the webhook is late', async () => {
    const placed = await place('stripe-return@example.test', 'stripe-sdk-key-3')
    const sessionId = new URL(placed.paymentUrl!).pathname.split('/').pop()!
    stripe.complete(sessionId, 'paid')
    const order = await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)
    expect(order.paymentStatus).toBe('paid')
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path.endsWith(`/${sessionId}`)),
    ).toBe(true)
    expect(await licenceCount(placed.order.orderNumber)).toBe(2)
  })

  it('keeps a SEPA debit pending until Stripe reports the money, then licenses it', async () => {
    const placed = await place('stripe-sepa@example.test', 'stripe-sdk-key-4')
    const sessionId = new URL(placed.paymentUrl!).pathname.split('/').pop()!
    const processing = stripe.complete(sessionId, 'unpaid')
    expect((await webhook('checkout.session.completed', processing, 'evt_sepa_1')).statusCode).toBe(
      200,
    )
    expect(
      (await readOrder(hub.app, placed.order.orderNumber, placed.accessToken)).paymentStatus,
    ).toBe('pending')
    expect(await licenceCount(placed.order.orderNumber)).toBe(0)
    processing.payment_status = 'paid'
    const succeeded = await webhook(
      'checkout.session.async_payment_succeeded',
      processing,
      'evt_sepa_2',
    )
    expect(succeeded.statusCode).toBe(200)
    expect(await licenceCount(placed.order.orderNumber)).toBe(2)
  })
})
