import { limitKeyOf } from '../http/client-ip'
import type { AttemptCounter } from './limiter'

// Limits of password checks (login, and the password a logged-in customer confirms a change
// with) that a stranger cannot turn against the account's owner:
// - per client address: all its attempts, whatever account (a sprayer meets this first);
// - per account and address: attempts at one account from one address, counted before the
//   check (increment, then check), so concurrent attempts cannot outrun the limit;
// - per account from all addresses: failures only slow further checks of that account down
//   (a growing wait before the check, capped), never refuse them, so the owner logging in
//   from another address still gets in, only later.
// Every step depends only on the address typed in, never on whether an account has it: the
// answers stay the same for unknown addresses.

export interface LoginThrottleSettings {
  /** Failures of an account in a window before its checks begin to wait. */
  freeFailures: number
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number
  /** The longest wait (LOGIN_DELAY_MAX_MS). */
  maxDelayMs: number
}

export const LOGIN_DELAY_BASE_MS = 250

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class LoginThrottle {
  constructor(
    private readonly counters: {
      source: AttemptCounter
      accountSource: AttemptCounter
      accountFailures: AttemptCounter
    },
    private readonly settings: LoginThrottleSettings,
    private readonly sleep: (ms: number) => Promise<void> = wait,
  ) {}

  /**
   * Called before a password of `email` is checked for a request from `source`: false when
   * the check must not happen (answer "too many attempts"); otherwise after the account's
   * current wait. `countSource: false` for checks outside the login form.
   */
  async admit(email: string, source: string, options: { countSource?: boolean } = {}) {
    // An IPv6 source counts by its /64 (hub/src/http/client-ip.ts limitKeyOf).
    source = limitKeyOf(source)
    const [sourceOk, pairOk] = await Promise.all([
      options.countSource === false ? true : this.counters.source.consume(source),
      this.counters.accountSource.consume(`${email} ${source}`),
    ])
    if (!sourceOk || !pairOk) return false
    const delay = this.delayFor(await this.counters.accountFailures.attempts(email))
    if (delay > 0) await this.sleep(delay)
    return true
  }

  /** A failed check of the account's password (or of an address without one). */
  async failed(email: string): Promise<void> {
    await this.counters.accountFailures.record(email)
  }

  /** The wait before a check of an account with `failures` failures in the window. */
  delayFor(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.settings
    if (failures < freeFailures) return 0
    // The exponent is bounded so the number stays finite however many failures there are.
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - freeFailures, 30))
  }
}
