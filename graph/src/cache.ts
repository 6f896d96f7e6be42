import {
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { GraphConfig } from './config'

// The gateway's Apollo cache (automatic persisted queries, response cache, anything
// else given `server.cache`). Without REDIS_URL Apollo keeps its bounded in-memory LRU
// in each process; with it every gateway instance shares one cache in Redis.

/** Lifetime of an entry stored without one (seconds): nothing lives in Redis forever. */
export const DEFAULT_TTL_SECONDS = 24 * 60 * 60
const KEY_PREFIX = 'schaufenster:graph:'
const DOWN = new Set(['reconnecting', 'close', 'end'])

/**
 * A KeyValueCache on Redis in which failures are misses: a get answers undefined and a
 * set or delete is dropped, at once while the client is not connected and after the
 * client's command timeout otherwise. A cache outage costs speed, never an answer.
 */
export class RedisKeyValueCache implements KeyValueCache<string> {
  private failing = false

  constructor(
    private readonly client: Redis,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly prefix = KEY_PREFIX,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return this.attempt(async () => (await this.client.get(this.prefix + key)) ?? undefined)
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl
    const seconds = typeof ttl === 'number' && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS
    await this.attempt(async () => {
      await this.client.set(this.prefix + key, value, 'PX', Math.ceil(seconds * 1000))
    })
  }

  async delete(key: string): Promise<boolean> {
    return (await this.attempt(async () => (await this.client.del(this.prefix + key)) > 0)) ?? false
  }

  private async attempt<T>(command: () => Promise<T>): Promise<T | undefined> {
    // Known to be down: a miss at once instead of waiting behind reconnects.
    if (DOWN.has(this.client.status)) return undefined
    try {
      const result = await command()
      if (this.failing) this.logger.info('gateway cache: Redis answers again')
      this.failing = false
      return result
    } catch (error) {
      if (!this.failing) {
        this.logger.warn({ err: error }, 'gateway cache: Redis failed, treating it as a miss')
      }
      this.failing = true
      return undefined
    }
  }
}

export interface GatewayCache {
  cache: KeyValueCache<string>
  close(): Promise<void>
}

/**
 * Without Redis, each process's LRU for persisted queries and whole answers. Apollo's default
 * is 30 MiB; a smaller one holds the catalog's hot answers many times over and lets the
 * process reach its steady memory within the first minutes (issue 10's soak).
 */
export const IN_PROCESS_CACHE_BYTES = 8 * 1024 * 1024

/** The shared cache when REDIS_URL is set, else a bounded one in this process. */
export function createGatewayCache(
  config: Pick<GraphConfig, 'REDIS_URL'>,
  logger: Logger,
): GatewayCache {
  if (!config.REDIS_URL) {
    return {
      cache: new InMemoryLRUCache<string>({ maxSize: IN_PROCESS_CACHE_BYTES }),
      close: async () => {},
    }
  }
  const client = new Redis(config.REDIS_URL, {
    connectionName: 'graph',
    connectTimeout: 2000,
    // A cache read that takes longer than this is slower than asking the hub again.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  let down = false
  client.on('error', (error: Error) => {
    if (!down) logger.warn({ err: error }, 'gateway cache: Redis unreachable')
    down = true
  })
  client.on('ready', () => {
    down = false
  })
  return {
    cache: new RedisKeyValueCache(client, logger),
    close: async () => {
      try {
        await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000))])
      } catch {
        // Already closed or unreachable.
      }
      client.disconnect()
    },
  }
}
