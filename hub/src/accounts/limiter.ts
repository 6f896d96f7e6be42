import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

// Fixed-window attempt counters per key: login attempts per client address and per account
// and address, failed password checks per account, account forms per address, mails per
// recipient. Every limit counts first and decides after (increment, then check): a
// check-then-count let concurrent attempts all pass the check before any was counted. In memory for a single
// hub; in Redis (REDIS_URL) so every hub instance counts the same attempts. While Redis does
// not answer, the instance counts on its own, like the hub's other limits
// (hub/src/http/rate-limit-store.ts): never a 500, never a wait.

export interface AttemptCounter {
  /** True when the key has used up its attempts of the current window. */
  isLimited(key: string): Promise<boolean>
  /**
   * Counts one attempt and answers whether it is within the limit: increment, then check,
   * in one step, so of any number of concurrent attempts at most `max` pass (false: refused).
   */
  consume(key: string): Promise<boolean>
  /** Counts one attempt without asking. */
  record(key: string): Promise<void>
  /** The attempts counted in the key's current window. */
  attempts(key: string): Promise<number>
}

export class AttemptLimiter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.windows.get(key)
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key)
      return undefined
    }
    return entry
  }

  count(key: string): number {
    return this.current(key)?.count ?? 0
  }

  async isLimited(key: string): Promise<boolean> {
    return this.count(key) >= this.max
  }

  async consume(key: string): Promise<boolean> {
    return this.increment(key) <= this.max
  }

  async record(key: string): Promise<void> {
    this.increment(key)
  }

  async attempts(key: string): Promise<number> {
    return this.count(key)
  }

  /** Counts one attempt; answers the key's count in its window, this attempt included. */
  increment(key: string): number {
    const entry = this.current(key)
    if (entry) return (entry.count += 1)
    this.prune()
    this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs })
    return 1
  }

  private prune(): void {
    if (this.windows.size < 10_000) return
    const now = this.now()
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key)
  }
}

// INCR in a fixed window; the first hit starts the window.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current
`

export class SharedAttemptLimiter implements AttemptCounter {
  private readonly local: AttemptLimiter

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.local = new AttemptLimiter(max, windowMs)
  }

  private key(key: string) {
    return `schaufenster:attempts:${this.name}:${key}`
  }

  private fallback<T>(error: unknown, value: () => T): T {
    this.logger.warn({ err: error, limit: this.name }, 'attempts counted in this instance')
    return value()
  }

  async isLimited(key: string): Promise<boolean> {
    try {
      return Number((await this.redis.get(this.key(key))) ?? 0) >= this.max
    } catch (error) {
      return this.fallback(error, () => this.local.count(key) >= this.max)
    }
  }

  async consume(key: string): Promise<boolean> {
    return (await this.increment(key)) <= this.max
  }

  async record(key: string): Promise<void> {
    await this.increment(key)
  }

  async attempts(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.key(key))) ?? 0)
    } catch (error) {
      return this.fallback(error, () => this.local.count(key))
    }
  }

  /** INCR in Redis (atomic across instances); the key's count, this attempt included. */
  private async increment(key: string): Promise<number> {
    try {
      return Number(await this.redis.eval(INCREMENT, 1, this.key(key), String(this.windowMs)))
    } catch (error) {
      return this.fallback(error, () => this.local.increment(key))
    }
  }
}

export function attemptCounter(
  redis: Redis | undefined,
  name: string,
  max: number,
  windowMs: number,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): AttemptCounter {
  return redis
    ? new SharedAttemptLimiter(redis, name, max, windowMs, logger)
    : new AttemptLimiter(max, windowMs)
}
