import { count } from '@schaufenster/config'
import { z } from 'zod'

/** The hub's settings for customer accounts; merged into the hub's config schema. */
export const accountsConfigShape = {
  SESSION_TTL_DAYS: count(
    30,
    1,
    365,
    'Absolute lifetime of a customer login session (and of its cookie), in days.',
  ),
  // Two hours cover a long look through the shop and its checkout; a forgotten login on a
  // shared computer ends soon.
  SESSION_IDLE_MINUTES: count(
    120,
    1,
    43_200,
    'A login session also ends after this many minutes without a request (last use recorded at most once a minute).',
  ),
  // Failures against an account from all addresses together never lock it: beyond this many
  // in the window each further check of it waits longer (0.25 s doubling, at most
  // LOGIN_DELAY_MAX_MS), so the owner still logs in from their own address.
  LOGIN_RATE_LIMIT_MAX: count(
    10,
    1,
    100_000,
    'Login attempts per client IP, and per account from one IP, per window; beyond this many failures of an account its checks wait longer (no lockout).',
  ),
  LOGIN_RATE_LIMIT_WINDOW_MS: count(
    15 * 60_000,
    1000,
    86_400_000,
    'The window of LOGIN_RATE_LIMIT_MAX, in milliseconds.',
  ),
  LOGIN_DELAY_MAX_MS: count(
    10_000,
    0,
    60_000,
    'Longest wait before a password check of an account with many failures (0.25 s, doubling per failure), in milliseconds.',
  ),
  ACCOUNT_RATE_LIMIT_MAX: count(
    10,
    1,
    100_000,
    'Registrations, password-reset requests and e-mailed link confirmations per client IP and window.',
  ),
  ACCOUNT_RATE_LIMIT_WINDOW_MS: count(
    15 * 60_000,
    1000,
    86_400_000,
    'The window of ACCOUNT_RATE_LIMIT_MAX, in milliseconds.',
  ),
}

const accountsConfigSchema = z.object(accountsConfigShape)
export type AccountsConfig = z.infer<typeof accountsConfigSchema>

/** The account settings alone, for tests and tools that build a hub without the full config. */
export function accountsConfig(overrides: Partial<Record<keyof AccountsConfig, unknown>> = {}) {
  return accountsConfigSchema.parse(overrides)
}
