import { z } from 'zod'
import { blankAsUnset } from '../config-fields'

/**
 * Used when CART_TOKEN_SECRET is unset outside production, so carts survive a restart of
 * `npm start`. It is public (it is in this file): never a secret for real shoppers, and a
 * production hub refuses to start without its own.
 */
export const DEV_CART_TOKEN_SECRET = 'schaufenster-development-cart-token-secret-not-for-production'
export const CART_TOKEN_SECRET_MIN = 32
export const PAYMENT_PROVIDERS = ['test'] as const

/** The hub's settings for cart and checkout; merged into the hub's config schema. */
export const cartConfigShape = {
  CART_TOKEN_SECRET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .min(CART_TOKEN_SECRET_MIN, `must be at least ${CART_TOKEN_SECRET_MIN} characters`)
      .optional(),
  ),
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

/** Resolves the secret: the development default is refused in production. */
export function resolveCartConfig(raw: RawCartConfig, nodeEnv: string): CartConfig {
  if (!raw.CART_TOKEN_SECRET && nodeEnv === 'production') {
    throw new Error(
      `Invalid hub configuration:\n  CART_TOKEN_SECRET: is required in production (at least ${CART_TOKEN_SECRET_MIN} characters)`,
    )
  }
  return {
    ...raw,
    CART_TOKEN_SECRET: raw.CART_TOKEN_SECRET ?? DEV_CART_TOKEN_SECRET,
    usesDevSecret: !raw.CART_TOKEN_SECRET,
  }
}

/** The cart settings alone, for tests and tools that build a hub without the full config. */
export function cartConfig(
  overrides: Partial<Record<keyof RawCartConfig, unknown>> = {},
  nodeEnv = 'test',
): CartConfig {
  return resolveCartConfig(cartConfigSchema.parse(overrides), nodeEnv)
}
