import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import * as catalogSchema from '../db/catalog-schema'
import { productPrices, products } from '../db/schema'

/**
 * Catalog answers and catalog reads kept in memory until the catalog changes.
 *
 * Only for PGlite: one process owns a PGlite data folder, so every write to the catalog
 * passes through this process's database client, which reports it (`noteStatement`).
 * Several hubs on one PostgreSQL server could not see each other's writes, so they do not
 * use it. Every cached value is stamped with the catalog generation at the moment its
 * computation started; a write in between makes it stale at once.
 */
export class CatalogCache {
  #generation = 0
  #bytes = 0
  readonly #entries = new Map<
    string,
    { generation: number; value: unknown; bytes: number; storedAt: number }
  >()

  constructor(
    // Small on purpose: the catalog's hot answers fit many times over, and the hub's memory
    // stays flat (issue 10's soak) however many different searches it is asked.
    readonly maxEntries = 2_000,
    readonly maxBytes = 16 * 1024 * 1024,
    // Download counts change without a catalog write (issue 18: a download must not flush
    // the cache), so an answer showing them is recomputed after this long at the latest.
    readonly maxAgeMs = 60_000,
    readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.#generation
  }

  /** A catalog table was written: everything cached so far is stale. */
  invalidate(): void {
    this.#generation += 1
    this.#entries.clear()
    this.#bytes = 0
  }

  /** Called with every SQL statement the database client sends. */
  noteStatement(statement: string): void {
    if (writesCatalog(statement)) this.invalidate()
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== this.#generation || this.now() - entry.storedAt > this.maxAgeMs) {
      this.#delete(key)
      return undefined
    }
    // Least recently used first: a hit moves the entry to the end.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value as T
  }

  /** Keeps a value computed from the catalog as it was at `generation`. */
  set(key: string, value: unknown, generation: number, bytes: number): void {
    if (generation !== this.#generation || bytes > this.maxBytes) return
    this.#delete(key)
    this.#entries.set(key, { generation, value, bytes, storedAt: this.now() })
    this.#bytes += bytes
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break
      this.#delete(oldest)
    }
  }

  /** The cached value for `key`, else `compute()`'s, kept unless the catalog changed meanwhile. */
  async remember<T>(key: string, bytes: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key)
    if (hit !== undefined) return hit
    const generation = this.#generation
    const value = await compute()
    this.set(key, value, generation, bytes)
    return value
  }

  get size(): number {
    return this.#entries.size
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#bytes -= entry.bytes
    this.#entries.delete(key)
  }
}

const catalogTables = new Set(
  [
    ...Object.values(catalogSchema as Record<string, unknown>).filter((value) =>
      is(value, PgTable),
    ),
    products,
    productPrices,
  ].map((table) => getTableName(table as PgTable)),
)

const QUOTED_NAME = /"([^"]+)"/g

/**
 * Whether a statement may change a catalog table. Deliberately broad: anything that is not
 * a plain `select` and names a catalog table counts, so a missed write is impossible and a
 * needless invalidation only costs a few recomputed answers.
 */
export function writesCatalog(statement: string): boolean {
  const text = statement.trimStart().toLowerCase()
  if (text.startsWith('select') && !/\bfor\s+update\b/.test(text)) return false
  // A read with common table expressions (the search's `with input as (…) select …`) is a
  // read too, unless one of its parts writes (`with … insert/update/delete …`).
  if (
    text.startsWith('with') &&
    !/\b(insert|update|delete|merge|truncate)\b/.test(text) &&
    !/\bfor\s+update\b/.test(text)
  ) {
    return false
  }
  for (const match of text.matchAll(QUOTED_NAME)) {
    if (match[1] !== undefined && catalogTables.has(match[1])) return true
  }
  for (const word of text.split(/[^a-z0-9_]+/)) {
    if (catalogTables.has(word)) return true
  }
  return false
}

/**
 * Answers the GET routes of a catalog plugin from the cache; a 200 answer is kept under its
 * URL (path and query as sent). Nothing these routes answer depends on who asks.
 */
export function cacheCatalogAnswers(app: FastifyInstance, cache: CatalogCache | undefined): void {
  if (!cache) return
  // preHandler, not onRequest: every earlier hook (rate limits, request ids, counting in
  // tests) sees a cached answer's request like any other.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return
    const body = cache.get<string>(request.url)
    if (body === undefined) {
      answerGenerations.set(request.raw, cache.generation)
      return
    }
    reply.header('content-type', 'application/json; charset=utf-8')
    return reply.send(body)
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const generation = answerGenerations.get(request.raw)
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload
    }
    answerGenerations.delete(request.raw)
    cache.set(request.url, payload, generation, payload.length * 2)
    return payload
  })
}

// The generation when the request began, so an answer computed across a write is not kept.
const answerGenerations = new WeakMap<object, number>()
