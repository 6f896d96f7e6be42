import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache'
import type { Redis } from 'ioredis'
import { describe, expect, it, vi } from 'vitest'
import {
  createGatewayCache,
  IN_PROCESS_CACHE_BYTES,
  DEFAULT_TTL_SECONDS,
  RedisKeyValueCache,
} from '../../../graph/src/cache'

function fakeClient(status = 'ready') {
  const store = new Map<string, string>()
  const client = {
    status,
    get: vi.fn(async (key: string) => store.get(key) ?? null),
    set: vi.fn(async (key: string, value: string) => {
      store.set(key, value)
      return 'OK'
    }),
    del: vi.fn(async (key: string) => (store.delete(key) ? 1 : 0)),
  }
  return { client, store }
}

const logger = () => ({ warn: vi.fn(), info: vi.fn() })

describe('the gateway cache in Redis', () => {
  it('is a bounded LRU in this process without REDIS_URL, which drops the oldest beyond it', async () => {
    const { cache } = createGatewayCache({ REDIS_URL: undefined }, logger() as never)
    expect(cache).toBeInstanceOf(InMemoryLRUCache)
    const chunk = 'x'.repeat(1024 * 1024)
    for (let index = 0; index < 12; index += 1) await cache.set(`answer:${index}`, chunk)
    expect(await cache.get('answer:0')).toBeUndefined()
    expect(await cache.get('answer:11')).toBe(chunk)
    expect(IN_PROCESS_CACHE_BYTES).toBe(8 * 1024 * 1024)
  })

  it('stores under its prefix with the given lifetime, or a day', async () => {
    const { client, store } = fakeClient()
    const cache = new RedisKeyValueCache(client as unknown as Redis, logger())
    await cache.set('apq:abc', 'query', { ttl: 300 })
    expect(client.set).toHaveBeenLastCalledWith(
      'schaufenster:graph:apq:abc',
      'query',
      'PX',
      300_000,
    )
    await cache.set('forever', 'x', { ttl: null })
    expect(client.set).toHaveBeenLastCalledWith(
      'schaufenster:graph:forever',
      'x',
      'PX',
      DEFAULT_TTL_SECONDS * 1000,
    )
    expect(await cache.get('apq:abc')).toBe('query')
    expect(await cache.get('missing')).toBeUndefined()
    expect(await cache.delete('apq:abc')).toBe(true)
    expect(store.has('schaufenster:graph:apq:abc')).toBe(false)
  })

  it('treats a failing Redis as misses and logs the outage once', async () => {
    const { client } = fakeClient()
    client.get.mockRejectedValue(new Error('Command timed out'))
    client.set.mockRejectedValue(new Error('Command timed out'))
    const log = logger()
    const cache = new RedisKeyValueCache(client as unknown as Redis, log)
    expect(await cache.get('a')).toBeUndefined()
    await expect(cache.set('a', 'b')).resolves.toBeUndefined()
    expect(log.warn).toHaveBeenCalledTimes(1)
  })

  it('does not wait for a client that is reconnecting', async () => {
    const { client } = fakeClient('reconnecting')
    const cache = new RedisKeyValueCache(client as unknown as Redis, logger())
    expect(await cache.get('a')).toBeUndefined()
    expect(client.get).not.toHaveBeenCalled()
  })
})
