import { z } from 'zod'
import { count } from '../config-fields'

/** The hub's settings for customer accounts; merged into the hub's config schema. */
export const accountsConfigShape = {
  // Absolute lifetime of a login session (and of the gateway's cookie).
  SESSION_TTL_DAYS: count(30, 1, 365),
  // A session also ends after this long without a request: two hours cover a long look
  // through the shop and its checkout; a forgotten login on a shared computer ends soon.
  SESSION_IDLE_MINUTES: count(120, 1, 43_200),
  // Login attempts per client address, and per account from one address, in one window.
  // Failures against an account from all addresses together never lock it: beyond this many
  // in the window each further check of it waits longer (0.25 s doubling, at most
  // LOGIN_DELAY_MAX_MS), so the owner still logs in from their own address.
  LOGIN_RATE_LIMIT_MAX: count(10, 1, 100_000),
  LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000, 1000, 86_400_000),
  LOGIN_DELAY_MAX_MS: count(10_000, 0, 60_000),
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
