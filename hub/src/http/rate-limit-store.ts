import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

// Rate limits shared by every hub instance through Redis (REDIS_URL).
//
// When Redis fails (down, slow beyond the client's command timeout), a request is never
// answered with a 500 and never waits: the instance counts on its own in memory until
// Redis answers again. That is neither fail-open (no limit at all) nor fail-closed
// (refusing everyone): the limit holds per instance, so the whole site allows at most
// `max × instances` per window during an outage. Chosen per limit:
// - forms: per-instance counting. A visitor must still reach support while Redis is
//   down, and spam stays bounded (honeypot and validation still apply).
// - orders: per-instance counting. Refusing every purchase while Redis is down would
//   cost more than a card-testing bot getting a few times the budget for that time.

interface Counted {
  current: number
  ttl: number
}

// INCR with a fixed window: the first hit starts it; a key without expiry (left by
// anything else) gets one, so a counter can never block forever.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`

const LOCAL_KEYS_MAX = 10_000
// Client states in which a command would only wait for a reconnect (while connecting,
// ioredis queues commands, bounded by its command timeout).
const DOWN = new Set(['reconnecting', 'close', 'end'])

/** Fixed windows in memory: the fallback while Redis does not answer. */
export class LocalWindows {
  private readonly windows = new Map<string, { current: number; resetAt: number }>()

  incr(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= LOCAL_KEYS_MAX) this.prune(now)
      window = { current: 0, resetAt: now + timeWindow }
      this.windows.set(key, window)
    }
    window.current += 1
    return { current: window.current, ttl: window.resetAt - now }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key)
    }
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_KEYS_MAX) break
      this.windows.delete(key)
    }
  }
}

interface StoreContext {
  redis: Redis
  prefix: string
  logger: Pick<FastifyBaseLogger, 'warn'>
  local: LocalWindows
}

class SharedStore implements FastifyRateLimitStore {
  constructor(private readonly context: StoreContext) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: Counted) => void,
    timeWindow: number,
  ): void {
    const { redis, prefix, local } = this.context
    const fallback = () => callback(null, local.incr(prefix + key, timeWindow))
    // Known to be down: count here at once instead of queueing behind reconnects.
    if (DOWN.has(redis.status)) {
      fallback()
      return
    }
    redis.eval(INCREMENT, 1, prefix + key, String(timeWindow)).then(
      (reply) => {
        const [current, ttl] = reply as [number, number]
        callback(null, { current: Number(current), ttl: Number(ttl) })
      },
      (error: unknown) => {
        this.context.logger.warn(
          { err: error, limit: prefix },
          'rate limit counted in this instance: Redis did not answer',
        )
        fallback()
      },
    )
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    // @fastify/rate-limit passes the merged route settings with the route as `routeInfo`.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
    const suffix = route ? `${String(route.method)}${String(route.url)}:` : ''
    return new SharedStore({ ...this.context, prefix: this.context.prefix + suffix })
  }
}

/**
 * The `store` option of @fastify/rate-limit for one limit (`name`) when Redis is
 * configured; nothing (the plugin's in-process store) without it.
 */
export function rateLimitStore(
  redis: Redis | undefined,
  name: string,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): { store?: FastifyRateLimitStoreCtor } {
  if (!redis) return {}
  const context: StoreContext = {
    redis,
    prefix: `schaufenster:rate-limit:${name}:`,
    logger,
    local: new LocalWindows(),
  }
  return {
    store: class extends SharedStore {
      constructor() {
        super(context)
      }
    },
  }
}
