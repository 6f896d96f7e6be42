import type { FastifyInstance } from 'fastify'
import type { CartConfig } from '../cart/config'
import type { HostedPayments } from './provider'
import {
  embeddedStripe,
  realStripe,
  testProviderKeys,
  type TestProviderKeys,
} from './stripe-client'
import type { TestPaymentsOptions } from './test-provider/routes'

// Which provider takes the payments (decision 0022): Stripe Checkout with STRIPE_SECRET_KEY
// and STRIPE_WEBHOOK_SECRET, else the embedded test provider on this hub. Decided once per
// hub; the order service opens sessions with it and the webhook route verifies with it.

export interface PaymentsSetup {
  payments: HostedPayments
  /** Set when the embedded test provider serves the payments: its keys and test settings. */
  testProvider?: TestProviderKeys & TestPaymentsOptions
}

export function hostedPaymentsFor(
  app: Pick<FastifyInstance, 'inject'>,
  config: Pick<CartConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
  testPayments?: TestPaymentsOptions,
): PaymentsSetup {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      payments: realStripe({
        STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: config.STRIPE_API_URL,
      }),
    }
  }
  const keys = testProviderKeys(testPayments?.webhookSecret)
  return { payments: embeddedStripe(app, keys), testProvider: { ...testPayments, ...keys } }
}
