import { z } from 'zod'
import { blankAsUnset } from '../config-fields'
import { DEVELOPMENT_SECRETS, SECRET_MIN_LENGTH, secretField, secretProblem } from '../secrets'

/**
 * Used when CART_TOKEN_SECRET is unset under `npm run dev` and in tests. It is public (it is
 * in hub/src/secrets.ts): a production hub generates its own (hub/src/secrets.ts) and
 * refuses this one even when it is set explicitly.
 */
export const DEV_CART_TOKEN_SECRET = DEVELOPMENT_SECRETS.CART_TOKEN_SECRET
export const CART_TOKEN_SECRET_MIN = SECRET_MIN_LENGTH
export const PAYMENT_PROVIDERS = ['test'] as const

/** The hub's settings for cart and checkout; merged into the hub's config schema. */
export const cartConfigShape = {
  CART_TOKEN_SECRET: secretField,
  // Key of the modification that upgrades to the subsequent version (spec §9).
  SUBSEQUENT_VERSION_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be lower-case letters, digits and dashes')
      .default('subsequent-version'),
  ),
  // Order attempts per client IP and minute; a card-testing bot meets this first.
  ORDER_RATE_LIMIT_MAX: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(60),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    blankAsUnset,
    z
      .enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
      .default('test'),
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
  if (problem) throw new Error(`Invalid hub configuration:\n  CART_TOKEN_SECRET: ${problem}`)
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
