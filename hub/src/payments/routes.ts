import type { FastifyPluginAsync } from 'fastify'
import type { Redis } from 'ioredis'
import type { HubDatabase } from '../db/database'
import { WEBHOOK_PATH, type Settle } from './provider'
import type { PaymentsSetup } from './setup'
import { testProviderRoutes } from './test-provider/routes'
import { webhookRoutes } from './webhook-routes'

// The payment feature's HTTP side: the provider's signed webhook and, without Stripe keys,
// the embedded test provider (its API for the hub's SDK and its hosted test page).

export interface PaymentRoutesOptions extends PaymentsSetup {
  database: HubDatabase
  publicBaseUrl: string
  /** Settles the order of an event (orders/paid.ts). */
  settle: Settle
  /** Called after an event settled an order (its mail is queued). */
  onSettled?: () => void
  webhookRateLimitMax: number
  rateLimitRedis?: Redis
}

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const { testProvider } = options
  if (testProvider) {
    await app.register(testProviderRoutes, {
      database: options.database,
      apiKey: testProvider.apiKey,
      webhookSecret: testProvider.webhookSecret,
      publicBaseUrl: options.publicBaseUrl,
      holdWebhooks: testProvider.holdWebhooks,
      onCreateSession: testProvider.onCreateSession,
      // Delivered to this hub's own webhook route, through the full HTTP pipeline.
      deliverWebhook: async (payload, signature) => {
        const answer = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
        if (answer.statusCode !== 200) {
          app.log.error({ status: answer.statusCode }, 'test provider webhook refused')
        }
      },
    })
  }
  await app.register(webhookRoutes, {
    database: options.database,
    payments: options.payments,
    settle: options.settle,
    onSettled: options.onSettled,
    rateLimitMax: options.webhookRateLimitMax,
    rateLimitRedis: options.rateLimitRedis,
  })
  app.log.info({ provider: options.payments.id }, `payments: ${options.payments.label}`)
}
