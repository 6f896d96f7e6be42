import { z } from 'zod'
import { count } from '../config-fields'

/** The hub's settings for customer accounts; merged into the hub's config schema. */
export const accountsConfigShape = {
  // Absolute lifetime of a login session (and of the gateway's cookie).
  SESSION_TTL_DAYS: count(30, 1, 365),
  // Login attempts per client address, and failed attempts per account, in one window.
  LOGIN_RATE_LIMIT_MAX: count(10, 1, 100_000),
  LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000, 1000, 86_400_000),
  // Registrations, reset requests and e-mailed link confirmations per client address.
  ACCOUNT_RATE_LIMIT_MAX: count(10, 1, 100_000),
  ACCOUNT_RATE_LIMIT_WINDOW_MS: count(15 * 60_000, 1000, 86_400_000),
}

const accountsConfigSchema = z.object(accountsConfigShape)
export type AccountsConfig = z.infer<typeof accountsConfigSchema>

/** The account settings alone, for tests and tools that build a hub without the full config. */
export function accountsConfig(overrides: Partial<Record<keyof AccountsConfig, unknown>> = {}) {
  return accountsConfigSchema.parse(overrides)
}
