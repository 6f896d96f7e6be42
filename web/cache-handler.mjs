// @ts-check
// Next's incremental cache (ISR pages, their data) in Redis, so every storefront instance
// serves and revalidates the same entries. next.config.ts enables it for `next start` when
// REDIS_URL is set; without it Next keeps its own file-system and memory cache.
//
// Plain JavaScript: Next imports this file at run time, outside its bundles.
//
// While Redis is unreachable (or slower than the command timeout), entries live in a
// small in-process map instead: pages stay cached per instance rather than rendering on
// every request, and nothing fails.
/* global console */
import { Buffer } from 'node:buffer'
import { once } from 'node:events'
import process from 'node:process'
import { setTimeout as delay } from 'node:timers/promises'
import { Redis } from 'ioredis'

const PREFIX = 'schaufenster:web:isr:'
const TAGS_KEY = 'schaufenster:web:tags'
/** An entry nobody asks for again leaves Redis after this (seconds); a request re-renders it. */
export const DEFAULT_TTL_SECONDS = 14 * 24 * 60 * 60
const LOCAL_ENTRIES_MAX = 500

/** @type {Redis | undefined} */
let client
let everReady = false
let warned = false

function warnOnce(/** @type {string} */ message, /** @type {unknown} */ error) {
  if (warned) return
  warned = true
  console.warn(`[cache-handler] ${message}:`, error instanceof Error ? error.message : error)
}

/** One client per process (Next constructs a handler per request). */
function redis() {
  if (!client) {
    const url = process.env.REDIS_URL
    if (!url) throw new Error('REDIS_URL is not set')
    client = new Redis(url, {
      connectionName: 'web',
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    })
    client.on('error', (error) => warnOnce('Redis unreachable, caching in this instance', error))
    client.on('ready', () => {
      everReady = true
      warned = false
    })
  }
  return client
}

/**
 * The client when it can answer now. The first use of a process waits for the
 * connection (at most a second); after that a disconnected client is skipped at once.
 */
async function usable() {
  const connection = redis()
  if (connection.status === 'ready') return connection
  if (everReady || !['wait', 'connecting', 'connect'].includes(connection.status)) return undefined
  await Promise.race([once(connection, 'ready').catch(() => undefined), delay(1000)])
  return connection.status === 'ready' ? connection : undefined
}

/** Closes this process's connection (tests; Next simply exits). */
export function disconnect() {
  client?.disconnect()
  client = undefined
  everReady = false
}

/** Fallback while Redis does not answer, oldest entry out first. */
const local = new Map()

function remember(/** @type {string} */ key, /** @type {unknown} */ entry) {
  local.delete(key)
  local.set(key, entry)
  if (local.size > LOCAL_ENTRIES_MAX) local.delete(local.keys().next().value)
}

/**
 * JSON with the two non-JSON shapes cache values carry (Buffers of rendered bodies,
 * Maps of segment data), so an entry reads back as Next wrote it.
 * @param {unknown} entry
 */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const original = this[key]
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') }
    if (original instanceof Map) return { $map: [...original.entries()] }
    return value
  })
}

/** @param {string} text */
export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
      if (Array.isArray(value.$map)) return new Map(value.$map)
    }
    return value
  })
}

/** Tags an entry is known by: the request's, and those Next recorded in its headers. */
function tagsOf(/** @type {any} */ entry, /** @type {any} */ ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags']
  return [
    ...(Array.isArray(ctx?.tags) ? ctx.tags : []),
    ...(Array.isArray(ctx?.softTags) ? ctx.softTags : []),
    ...(Array.isArray(entry?.tags) ? entry.tags : []),
    ...(typeof header === 'string' ? header.split(',') : []),
  ]
}

function lifetimeSeconds(/** @type {any} */ cacheControl) {
  const expire = cacheControl?.expire
  return typeof expire === 'number' && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS
}

export default class RedisCacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {}

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const connection = await usable()
    if (!connection) return local.get(key) ?? null
    try {
      const text = await connection.get(PREFIX + key)
      if (!text) return null
      const entry = deserializeEntry(text)
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const times = await connection.hmget(TAGS_KEY, ...tags)
        if (times.some((time) => time !== null && Number(time) > entry.lastModified)) return null
      }
      return entry
    } catch (error) {
      warnOnce('Redis read failed, using this instance', error)
      return local.get(key) ?? null
    }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      tags: Array.isArray(ctx?.tags) ? ctx.tags : [],
    }
    const connection = await usable()
    if (!connection) {
      remember(key, entry)
      return
    }
    try {
      await connection.set(
        PREFIX + key,
        serializeEntry(entry),
        'EX',
        lifetimeSeconds(ctx?.cacheControl),
      )
    } catch (error) {
      warnOnce('Redis write failed, using this instance', error)
      remember(key, entry)
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags]
    if (list.length === 0) return
    const now = String(Date.now())
    for (const [key, entry] of local) {
      if (tagsOf(entry, undefined).some((tag) => list.includes(tag))) local.delete(key)
    }
    const connection = await usable()
    if (!connection) return
    try {
      await connection.hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])))
    } catch (error) {
      warnOnce('Redis tag revalidation failed', error)
    }
  }

  resetRequestCache() {}
}
