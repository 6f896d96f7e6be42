import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import type { Redis } from 'ioredis'
import type Stripe from 'stripe'
import type { HubDatabase } from '../db/database'
import { paymentEvents } from '../db/schema-orders'
import { clientLimitKey } from '../http/client-ip'
import { rateLimitStore } from '../http/rate-limit-store'
import { transactionIdOf, WEBHOOK_PATH, type HostedPayments, type Settle } from './provider'

// POST /v1/payments/webhook: the provider's signed events (decision 0022). Not a browser
// form: no cookies, no session, no CSRF token; what authenticates it is the Stripe-Signature
// HMAC over the exact bytes received, so this route alone keeps the raw body.

export interface WebhookRoutesOptions {
  database: HubDatabase
  payments: HostedPayments
  settle: Settle
  /** Called after an event settled an order (its mail is queued). */
  onSettled?: () => void
  rateLimitMax: number
  rateLimitRedis?: Redis
}

function outcomeOf(event: Stripe.Event): 'paid' | 'failed' | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      // A SEPA debit completes the session unpaid: the order waits for the next event.
      return event.data.object.payment_status === 'unpaid' ? undefined : 'paid'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed'
    default:
      return undefined
  }
}

export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, options) => {
  const { db } = options.database
  // Scoped to this plugin: every other route keeps Fastify's JSON parser.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  )
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    ...rateLimitStore(options.rateLimitRedis, 'payment-webhooks', app.log),
  })

  app.post(
    WEBHOOK_PATH,
    { config: { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } } },
    async (request, reply) => {
      const signature = request.headers['stripe-signature']
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        return reply
          .code(400)
          .send({ error: { code: 'BAD_REQUEST', message: 'Signed body required' } })
      }
      let event: Stripe.Event
      try {
        event = options.payments.stripe.webhooks.constructEvent(
          request.body,
          signature,
          options.payments.webhookSecret,
        )
      } catch {
        request.log.warn('payment webhook with a bad signature refused')
        return reply.code(400).send({ error: { code: 'BAD_SIGNATURE', message: 'Bad signature' } })
      }
      const outcome = outcomeOf(event)
      const settled = await db.transaction(async (tx) => {
        // The event id is remembered in the transaction that acts on it: a retried delivery
        // finds it and changes nothing; a failed attempt leaves it free for the retry.
        const fresh = await tx
          .insert(paymentEvents)
          .values({ eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.eventId })
        if (fresh.length === 0 || !outcome) return false
        const session = event.data.object as Stripe.Checkout.Session
        const order = await options.settle(tx, {
          sessionId: session.id,
          outcome,
          transactionId: transactionIdOf(session),
        })
        return order !== undefined
      })
      if (settled) options.onSettled?.()
      request.log.info({ event: event.type, settled }, 'payment webhook')
      return { received: true }
    },
  )
}
