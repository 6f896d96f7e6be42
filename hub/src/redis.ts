import { Redis } from 'ioredis'
import { optionalUrl } from '@schaufenster/config'
import type { HubLogger } from './logger'

/** `REDIS_URL`: unset keeps every limit in the process, as a single instance needs. */
export const redisConfigShape = {
  REDIS_URL: optionalUrl(['redis', 'rediss'], {
    description:
      'Redis (`redis://` or `rediss://`, with its password) for rate limits shared by every hub instance; unset: counted in each process.',
    secret: true,
  }),
}

/** How long one Redis command may take before the caller falls back (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 500

/**
 * A client that never hangs a request: commands give up after
 * REDIS_COMMAND_TIMEOUT_MS, reconnects back off up to 2 s, and connection errors are
 * logged once per outage (ioredis repeats them on every reconnect attempt).
 */
export function createRedisClient(url: string, logger: HubLogger, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  let down = false
  client.on('ready', () => {
    if (down) logger.info({ redis: name }, 'Redis reachable again')
    down = false
  })
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    logger.warn({ redis: name, err: error }, 'Redis unreachable; falling back until it answers')
  })
  return client
}

/** Closes a client without waiting for a server that may be gone. */
export async function closeRedisClient(client: Redis): Promise<void> {
  try {
    await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000))])
  } catch {
    // Already closed or unreachable.
  }
  client.disconnect()
}
