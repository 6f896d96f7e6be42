import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { carriesPrivateCredentials } from './response-cache'

// An in-process HTTP cache in front of Apollo Server, as a CDN would keep them: the exact
// bytes of `GET /graphql` answers that Apollo itself marked `Cache-Control: max-age=N, public`
// (graph/src/response-cache.ts: every field public, no errors), for at most what is left of
// that max age. A repeat of the same URL (a persisted-query hash and its variables) with the
// same Accept header is answered here without entering Apollo's pipeline, which is most of
// the cost of an answer from Apollo's response cache. Apollo's response cache stays the
// shared one (Redis with REDIS_URL); this one is per process, small and short-lived.
//
// It only ever holds what Apollo answered to a request like this one, so Apollo's rules still
// decide: a document is here only after it passed the GraphQL limits, a request that carries a
// cart token, session cookie or Authorization is never answered from here nor stored, and a
// request that Apollo's CSRF prevention might refuse goes to Apollo.

export interface PublicAnswer {
  body: Buffer
  contentType: string
  maxAge: number
  /** The answer's `Age` when it was stored (it may itself have come from a cache). */
  ageAtStore: number
  storedAt: number
}

export interface PublicAnswerLimits {
  maxEntries: number
  maxBytes: number
}

export const DEFAULT_PUBLIC_ANSWER_LIMITS: PublicAnswerLimits = {
  maxEntries: 1000,
  maxBytes: 8 * 1024 * 1024,
}

/** Answers by key, least recently used out first, each only while it is fresh. */
export class PublicAnswerCache {
  private readonly entries = new Map<string, PublicAnswer>()
  private bytes = 0
  /** Requests answered from here, for tests and diagnostics. */
  hits = 0

  constructor(
    private readonly limits: PublicAnswerLimits = DEFAULT_PUBLIC_ANSWER_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** The answer and its age in whole seconds, while the age is below its max age. */
  get(key: string): { answer: PublicAnswer; age: number } | undefined {
    const answer = this.entries.get(key)
    if (!answer) return undefined
    const age = answer.ageAtStore + Math.floor((this.now() - answer.storedAt) / 1000)
    if (age >= answer.maxAge) {
      this.remove(key, answer)
      return undefined
    }
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, answer)
    return { answer, age }
  }

  set(key: string, answer: Omit<PublicAnswer, 'storedAt'>): void {
    if (answer.ageAtStore >= answer.maxAge || answer.body.length > this.limits.maxBytes / 4) return
    const existing = this.entries.get(key)
    if (existing) this.remove(key, existing)
    this.entries.set(key, { ...answer, storedAt: this.now() })
    this.bytes += answer.body.length
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.remove(oldKey, old)
    }
  }

  private remove(key: string, answer: PublicAnswer): void {
    this.entries.delete(key)
    this.bytes -= answer.body.length
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
])

/**
 * Whether Apollo's CSRF prevention certainly lets the request through: a non-empty
 * `apollo-require-preflight` or `x-apollo-operation-name`, or a well-formed content type that
 * a cross-site form cannot send. Anything else is left to Apollo.
 */
export function passesCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  if (header(headers, 'apollo-require-preflight') || header(headers, 'x-apollo-operation-name')) {
    return true
  }
  const essence = header(headers, 'content-type')?.split(';', 1)[0]?.trim().toLowerCase()
  return (
    essence !== undefined &&
    /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(essence) &&
    !SIMPLE_CONTENT_TYPES.has(essence)
  )
}

/**
 * The cache key of a request that may be answered from (and stored in) the cache: an
 * anonymous `GET /graphql?…` that passes CSRF prevention; undefined for anything else.
 */
export function publicAnswerKey(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET' || !url.startsWith('/graphql?')) return undefined
  if (carriesPrivateCredentials({ get: (name) => header(headers, name) })) return undefined
  if (!passesCsrfPrevention(headers)) return undefined
  return `${header(headers, 'accept') ?? ''}\n${url}`
}

/** The max age of `Cache-Control: max-age=N, public` as Apollo writes it; else undefined. */
export function publicMaxAge(cacheControl: unknown): number | undefined {
  if (typeof cacheControl !== 'string') return undefined
  const match = /^max-age=(\d+), public$/.exec(cacheControl)
  const maxAge = match ? Number(match[1]) : 0
  return maxAge > 0 ? maxAge : undefined
}

/** Answers repeated public GETs from `cache` and keeps Apollo's public GET answers in it. */
export function registerPublicAnswerCache(app: FastifyInstance, cache: PublicAnswerCache): void {
  const keys = new WeakMap<FastifyRequest, string>()

  app.addHook('onRequest', async (request, reply) => {
    const key = publicAnswerKey(request.method, request.url, request.headers)
    if (key === undefined) return
    const hit = cache.get(key)
    if (!hit) {
      keys.set(request, key)
      return
    }
    cache.hits += 1
    return reply
      .code(200)
      .header('content-type', hit.answer.contentType)
      .header('cache-control', `max-age=${hit.answer.maxAge}, public`)
      .header('age', String(hit.age))
      .send(hit.answer.body)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request)
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    if (reply.hasHeader('set-cookie')) return payload
    const maxAge = publicMaxAge(reply.getHeader('cache-control'))
    const contentType = reply.getHeader('content-type')
    if (maxAge === undefined || typeof contentType !== 'string') return payload
    const age = Number(reply.getHeader('age') ?? 0)
    cache.set(key, {
      body: Buffer.from(payload),
      contentType,
      maxAge,
      ageAtStore: Number.isInteger(age) && age >= 0 ? age : maxAge,
    })
    return payload
  })
}
