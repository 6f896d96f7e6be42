import { ConfigError, count, optionalUrl, secret, text } from '@schaufenster/config'
import { DEFAULT_SUBSEQUENT_VERSION_KEY } from '@schaufenster/contract'
import { z } from 'zod'
import { DEVELOPMENT_SECRETS, secretField, secretProblem } from '../secrets'

/**
 * Used when CART_TOKEN_SECRET is unset under `npm run dev` and in tests. It is public (it is
 * in hub/src/secrets.ts): a production hub generates its own (hub/src/secrets.ts) and
 * refuses this one even when it is set explicitly.
 */
export const DEV_CART_TOKEN_SECRET = DEVELOPMENT_SECRETS.CART_TOKEN_SECRET

/** The hub's settings for cart and checkout; merged into the hub's config schema. */
export const cartConfigShape = {
  CART_TOKEN_SECRET: secretField,
  SUBSEQUENT_VERSION_KEY: text(
    DEFAULT_SUBSEQUENT_VERSION_KEY,
    'Key of the modification that upgrades to the subsequent version (spec §9) in the catalog.',
    { pattern: /^[a-z0-9-]{1,64}$/, message: 'must be lower-case letters, digits and dashes' },
  ),
  // A card-testing bot meets this first.
  ORDER_RATE_LIMIT_MAX: count(60, 1, 100_000, 'Order attempts per client IP and minute.'),
  // Hosted payment (decision 0022): with both Stripe settings the buyer pays on Stripe
  // Checkout; without them on the embedded test provider's page (no money moves).
  STRIPE_SECRET_KEY: secret({
    description:
      'Stripe secret key (`sk_live_…`/`sk_test_…`): buyers pay on Stripe Checkout. Unset: the embedded test provider (its own hosted test page, no money moves). Needs STRIPE_WEBHOOK_SECRET.',
  }),
  STRIPE_WEBHOOK_SECRET: secret({
    description:
      'Signing secret (`whsec_…`) of the Stripe webhook endpoint `<PUBLIC_BASE_URL>/payments/webhook` (events checkout.session.completed, .async_payment_succeeded, .async_payment_failed, .expired).',
  }),
  STRIPE_API_URL: optionalUrl(
    ['http', 'https'],
    'Where the `stripe` SDK sends its API calls when STRIPE_SECRET_KEY is set; unset: `https://api.stripe.com`. For stripe-mock or a test stand-in only.',
  ),
  PAYMENT_SESSION_MINUTES: count(
    30,
    30,
    1440,
    'Minutes a buyer has on the hosted payment page before the session expires and the pending order fails (Stripe allows 30 to 1440).',
  ),
  PAYMENT_WEBHOOK_RATE_LIMIT_MAX: count(
    600,
    1,
    100_000,
    'Payment webhook deliveries accepted per sender IP and minute.',
  ),
}

const cartConfigSchema = z.object(cartConfigShape)
type RawCartConfig = z.infer<typeof cartConfigSchema>

export interface CartConfig extends Omit<RawCartConfig, 'CART_TOKEN_SECRET'> {
  CART_TOKEN_SECRET: string
  /** True when the public development secret is in use. */
  usesDevSecret: boolean
}

/**
 * Resolves the secret: outside development and test it must be there already (the hub's
 * start resolves it through hub/src/secrets.ts) and never the public development value.
 */
export function resolveCartConfig(raw: RawCartConfig, nodeEnv: string): CartConfig {
  const problem = secretProblem(raw.CART_TOKEN_SECRET, nodeEnv, { required: true })
  if (problem) throw new ConfigError('hub', [{ variable: 'CART_TOKEN_SECRET', message: problem }])
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('hub', [
      {
        variable: raw.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY',
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
      },
    ])
  }
  const secret = raw.CART_TOKEN_SECRET ?? DEV_CART_TOKEN_SECRET
  return { ...raw, CART_TOKEN_SECRET: secret, usesDevSecret: secret === DEV_CART_TOKEN_SECRET }
}

/** The cart settings alone, for tests and tools that build a hub without the full config. */
export function cartConfig(
  overrides: Partial<Record<keyof RawCartConfig, unknown>> = {},
  nodeEnv = 'test',
): CartConfig {
  return resolveCartConfig(cartConfigSchema.parse(overrides), nodeEnv)
}
