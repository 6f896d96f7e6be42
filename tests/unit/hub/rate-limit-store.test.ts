import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { describe, expect, it, vi } from 'vitest'
import { LocalWindows, rateLimitStore } from '../../../hub/src/http/rate-limit-store'

type Counted = { current: number; ttl: number }

function fakeRedis(status: string, evalImpl: (...args: unknown[]) => Promise<unknown>) {
  return { status, eval: vi.fn(evalImpl) } as unknown as Redis & { eval: ReturnType<typeof vi.fn> }
}

function storeOf(redis: Redis | undefined) {
  const logger = { warn: vi.fn() }
  const { store } = rateLimitStore(redis, 'forms', logger)
  // @fastify/rate-limit constructs the store with its settings.
  const instance = store ? new store({}) : undefined
  return { instance, logger }
}

function incr(store: FastifyRateLimitStore, key: string, window = 60_000): Promise<Counted> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 5),
  )
}

describe('LocalWindows', () => {
  it('counts in fixed windows per key and starts over when a window ends', () => {
    const windows = new LocalWindows()
    expect(windows.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 })
    expect(windows.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 })
    expect(windows.incr('b', 1000, 400)).toEqual({ current: 1, ttl: 1000 })
    expect(windows.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 })
  })
})

describe('rate limits in Redis', () => {
  it('keeps the in-process store without Redis', () => {
    expect(rateLimitStore(undefined, 'forms', { warn: vi.fn() })).toEqual({})
  })

  it('counts in Redis under the limit’s own prefix, one per route', async () => {
    const redis = fakeRedis('ready', async () => [3, 42_000])
    const { instance } = storeOf(redis)
    expect(await incr(instance!, '203.0.113.9')).toEqual({ current: 3, ttl: 42_000 })
    expect(redis.eval.mock.calls[0]!.slice(1)).toEqual([
      1,
      'schaufenster:rate-limit:forms:203.0.113.9',
      '60000',
    ])
    const child = instance!.child({ routeInfo: { method: 'POST', url: '/v1/orders' } } as never)
    await incr(child, '203.0.113.9')
    expect(redis.eval.mock.calls[1]![2]).toBe(
      'schaufenster:rate-limit:forms:POST/v1/orders:203.0.113.9',
    )
  })

  it('counts in this process at once while Redis is known to be down', async () => {
    const redis = fakeRedis('reconnecting', async () => [1, 1])
    const { instance } = storeOf(redis)
    expect((await incr(instance!, 'x')).current).toBe(1)
    expect((await incr(instance!, 'x')).current).toBe(2)
    expect(redis.eval).not.toHaveBeenCalled()
  })

  it('falls back to counting here when a Redis command fails, never an error', async () => {
    const redis = fakeRedis('ready', async () => {
      throw new Error('Command timed out')
    })
    const { instance, logger } = storeOf(redis)
    expect((await incr(instance!, 'y')).current).toBe(1)
    expect((await incr(instance!, 'y')).current).toBe(2)
    expect(logger.warn).toHaveBeenCalled()
  })
})
