import { ConfigError, choice, count, text } from '@schaufenster/config'
import { DEFAULT_SUBSEQUENT_VERSION_KEY } from '@schaufenster/contract'
import { z } from 'zod'
import { DEVELOPMENT_SECRETS, secretField, secretProblem } from '../secrets'

/**
 * Used when CART_TOKEN_SECRET is unset under `npm run dev` and in tests. It is public (it is
 * in hub/src/secrets.ts): a production hub generates its own (hub/src/secrets.ts) and
 * refuses this one even when it is set explicitly.
 */
export const DEV_CART_TOKEN_SECRET = DEVELOPMENT_SECRETS.CART_TOKEN_SECRET
export const PAYMENT_PROVIDERS = ['test'] as const

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
  PAYMENT_PROVIDER: choice(
    PAYMENT_PROVIDERS,
    'test',
    'Payment provider; only the clearly labelled test provider exists (`4242 4242 4242 4242` pays, `4000 0000 0000 0002` is declined).',
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
