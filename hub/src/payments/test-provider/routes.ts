import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import Stripe from 'stripe'
import { z } from 'zod'
import type { HubDatabase } from '../../db/database'
import { parseQueryString } from '../../http/query-string'
import {
  createSessionOnce,
  loadSession,
  newId,
  saveSession,
  sessionIdFor,
  type TestSession,
} from './sessions'
import { testPaymentPage } from './page'

// The embedded test provider (decision 0022): without STRIPE_SECRET_KEY the hub's `stripe`
// SDK talks to these routes instead of api.stripe.com. They answer the Stripe endpoints the
// shop calls (create, retrieve and expire a checkout session), serve the hosted test page
// (reached by the browser through the site's origin: /test-payment/:id → gateway → hub) and
// send Stripe-signed webhooks to the shop's webhook route, as Stripe would.

/** Where the SDK's `/v1/...` requests land on the hub (payments/stripe-client.ts). */
export const TEST_PROVIDER_API_PREFIX = '/v1/test-payments/api'
/** The hosted test page below the hub's /v1; the site serves it at /test-payment/:id. */
export const TEST_PAGE_PREFIX = '/v1/test-payments'

export interface TestProviderOptions {
  database: HubDatabase
  /** The secret key the hub's SDK presents (random per process). */
  apiKey: string
  /** Signs the webhooks (Stripe-Signature); the shop verifies with the same secret. */
  webhookSecret: string
  publicBaseUrl: string
  /** Hands a signed event to the shop's webhook route. */
  deliverWebhook: (payload: string, signature: string) => Promise<void>
  /** Tests: keep the webhooks back, so only the buyer's return can settle the order. */
  holdWebhooks?: boolean
  /** Tests: runs while a session is being created (what the shop holds meanwhile). */
  onCreateSession?: () => Promise<void>
}

/** What a test may set of the embedded provider (hub/src/app.ts `cart.testPayments`). */
export type TestPaymentsOptions = Partial<
  Pick<TestProviderOptions, 'webhookSecret' | 'holdWebhooks' | 'onCreateSession'>
>

const createSchema = z.object({
  mode: z.literal('payment'),
  success_url: z.string().url(),
  cancel_url: z.string().url(),
  client_reference_id: z.string().max(200).optional(),
  customer_email: z.string().max(320).optional(),
  locale: z.string().max(10).optional(),
  expires_at: z.coerce.number().int().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  allowed_payment_method_types: z.array(z.string()).min(1),
  line_items: z
    .array(
      z.object({
        quantity: z.coerce.number().int().min(1),
        price_data: z.object({
          currency: z.string().regex(/^[a-z]{3}$/),
          unit_amount: z.coerce.number().int().min(0),
        }),
      }),
    )
    .min(1),
})

const actionSchema = z.object({ action: z.enum(['pay', 'decline', 'sepa', 'settle', 'fail']) })

function stripeError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: { type: 'invalid_request_error', message } })
}

export const testProviderRoutes: FastifyPluginAsync<TestProviderOptions> = async (app, options) => {
  const { db } = options.database
  // The SDK and the page's form send form-encoded bodies (`line_items[0][quantity]=1`).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseQueryString(String(body))),
  )

  const expectedAuth = Buffer.from(`Bearer ${options.apiKey}`)
  const authorized = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth)
  }

  async function emit(type: string, session: TestSession): Promise<void> {
    if (options.holdWebhooks) return
    const payload = JSON.stringify({
      id: newId('evt_test'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    })
    await options.deliverWebhook(payload, signature)
  }

  // ---- the Stripe API, for the hub's SDK only
  app.post(`${TEST_PROVIDER_API_PREFIX}/v1/checkout/sessions`, async (request, reply) => {
    if (!authorized(request)) return stripeError(reply, 401, 'Invalid API Key provided')
    const parsed = createSchema.safeParse(request.body)
    if (!parsed.success) return stripeError(reply, 400, parsed.error.message)
    const input = parsed.data
    await options.onCreateSession?.()
    const key = request.headers['idempotency-key']
    const id = sessionIdFor(typeof key === 'string' && key !== '' ? key : undefined)
    const session: TestSession = {
      id,
      object: 'checkout.session',
      url: `${options.publicBaseUrl.replace(/\/$/, '')}/test-payment/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      amount_total: input.line_items.reduce(
        (sum, item) => sum + item.quantity * item.price_data.unit_amount,
        0,
      ),
      currency: input.line_items[0]!.price_data.currency,
      client_reference_id: input.client_reference_id ?? null,
      customer_email: input.customer_email ?? null,
      metadata: input.metadata ?? {},
      locale: input.locale ?? null,
      payment_method_types: input.allowed_payment_method_types,
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      expires_at: input.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600,
      payment_intent: null,
    }
    return createSessionOnce(db, session)
  })

  app.get<{ Params: { id: string } }>(
    `${TEST_PROVIDER_API_PREFIX}/v1/checkout/sessions/:id`,
    async (request, reply) => {
      if (!authorized(request)) return stripeError(reply, 401, 'Invalid API Key provided')
      const session = await loadSession(db, request.params.id)
      return session ?? stripeError(reply, 404, 'No such checkout.session')
    },
  )

  app.post<{ Params: { id: string } }>(
    `${TEST_PROVIDER_API_PREFIX}/v1/checkout/sessions/:id/expire`,
    async (request, reply) => {
      if (!authorized(request)) return stripeError(reply, 401, 'Invalid API Key provided')
      const session = await loadSession(db, request.params.id)
      if (!session) return stripeError(reply, 404, 'No such checkout.session')
      if (session.status !== 'open') return stripeError(reply, 400, 'Session is not open')
      const expired: TestSession = { ...session, status: 'expired' }
      await saveSession(db, expired)
      await emit('checkout.session.expired', expired)
      return expired
    },
  )

  // ---- the hosted test page, for the buyer's browser
  app.get<{ Params: { id: string } }>(`${TEST_PAGE_PREFIX}/:id`, async (request, reply) => {
    const session = await loadSession(db, request.params.id)
    if (!session)
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such payment' } })
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(testPaymentPage(session))
  })

  app.post<{ Params: { id: string } }>(`${TEST_PAGE_PREFIX}/:id`, async (request, reply) => {
    const session = await loadSession(db, request.params.id)
    const parsed = actionSchema.safeParse(request.body)
    if (!session || !parsed.success) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such payment' } })
    }
    const back = (url: string) =>
      reply.code(303).header('location', url.replace('{CHECKOUT_SESSION_ID}', session.id)).send()
    const page = () => reply.code(303).header('location', session.url).send()
    const { action } = parsed.data
    if (session.status === 'open') {
      if (action === 'pay') {
        const paid: TestSession = {
          ...session,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: newId('pi_test'),
        }
        await saveSession(db, paid)
        await emit('checkout.session.completed', paid)
        return back(session.success_url)
      }
      const sepaAllowed =
        session.payment_method_types.includes('sepa_debit') && session.currency === 'eur'
      if (action === 'sepa' && sepaAllowed) {
        // Stripe completes the session unpaid; the debit settles days later.
        const processing: TestSession = {
          ...session,
          status: 'complete',
          payment_status: 'unpaid',
          payment_intent: newId('pi_test'),
        }
        await saveSession(db, processing)
        await emit('checkout.session.completed', processing)
        return back(session.success_url)
      }
      if (action === 'decline') {
        // A declined card ends this test session; the buyer goes back to the checkout.
        const expired: TestSession = { ...session, status: 'expired' }
        await saveSession(db, expired)
        await emit('checkout.session.expired', expired)
        return back(session.cancel_url)
      }
    }
    const processing =
      session.status === 'complete' && session.payment_status === 'unpaid' && !session.async_failed
    if (processing && action === 'settle') {
      const settled: TestSession = { ...session, payment_status: 'paid' }
      await saveSession(db, settled)
      await emit('checkout.session.async_payment_succeeded', settled)
      return page()
    }
    if (processing && action === 'fail') {
      const failed: TestSession = { ...session, async_failed: true }
      await saveSession(db, failed)
      await emit('checkout.session.async_payment_failed', failed)
      return page()
    }
    // Anything else (a second click, an ended session): the page tells how it stands.
    return page()
  })
}
