import { localeCookie } from '../routing/language-detection'

/**
 * A one-second memory of pre-rendered page answers, in front of Next (spec: catalog pages
 * are statically generated; issue 9: product and home HTML at half a plain server's speed).
 *
 * Next answers a pre-rendered page from its incremental cache, but each answer still runs
 * the proxy and Next's routing: about 2 ms of this process's one thread. Under load the
 * same page is asked for many times a second; answering repeats from memory for at most
 * `ttlMs` is what an nginx micro-cache in front of Next would do, with the same bound on
 * staleness, and never changes what a visitor sees by more than that: pages regenerated on
 * demand (a new review) clear it at once (forgetCachedPages), and Next's own revalidation
 * window is a minute.
 *
 * Only answers that are the same for everybody are kept: `x-nextjs-cache` HIT or STALE
 * (served from the incremental cache, rendered for nobody in particular), 200, no
 * `private`/`no-store`, no cookie but the storefront's locale cookie (a function of the
 * request headers the key holds), no per-response script nonce in the body, and a Vary
 * the key covers.
 */

/** What a request has to say about itself to be looked up. */
export interface PageRequest {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

/** A complete answer as Next sent it. */
export interface PageAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}

export interface PageAnswerCacheOptions {
  /** How long an answer is repeated (ms); 0 switches the cache off. */
  ttlMs: number
  /** All answers together at most this many bytes (bodies). */
  maxBytes: number
  /** A larger answer is not kept. */
  maxEntryBytes: number
  now?: () => number
}

/**
 * The request headers the proxy and Next read when answering a pre-rendered page: language
 * detection (cookie, Accept-Language), compression, client-side navigation data requests.
 */
const KEY_HEADERS = [
  'host',
  'cookie',
  'accept-language',
  'accept-encoding',
  'x-nextjs-data',
  'purpose',
] as const

/** Requests that ask for something a stored full answer cannot give. */
const BYPASS_HEADERS = [
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
  // Next's own regeneration requests must reach Next.
  'x-prerender-revalidate',
] as const

/** Paths that are never pre-rendered pages: files, API routes, the gateway's rewrites. */
const BYPASS_PREFIXES = [
  '/_next/static/',
  '/_next/image',
  '/api/',
  '/graphql',
  '/media/',
  '/downloads/',
  // Press kits are zipped while they are sent (decision 0029): streamed, never held.
  '/press-kits/',
  '/uploads',
]

const REPLAYABLE_COOKIES = new Set<string>([localeCookie.name])

interface Entry {
  answer: PageAnswer
  storedAt: number
}

function headerText(value: string | string[] | number | undefined): string {
  if (value === undefined) return ''
  return Array.isArray(value) ? value.join(', ') : String(value)
}

function scriptNonce(headers: PageAnswer['headers']): string | undefined {
  const policy = headerText(headers['content-security-policy'])
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1]
}

/** Why an answer is not kept, or undefined when it may be. */
export function whyNotStorable(answer: PageAnswer, maxEntryBytes: number): string | undefined {
  if (answer.status !== 200) return `status ${answer.status}`
  const cacheState = headerText(answer.headers['x-nextjs-cache']).toUpperCase()
  if (cacheState !== 'HIT' && cacheState !== 'STALE') return 'not from the incremental cache'
  const cacheControl = headerText(answer.headers['cache-control']).toLowerCase()
  if (/\b(private|no-store)\b/.test(cacheControl)) return 'private'
  const cookies = answer.headers['set-cookie']
  const cookieList =
    cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
  for (const cookie of cookieList) {
    const name = cookie.slice(0, cookie.indexOf('=')).trim()
    if (!REPLAYABLE_COOKIES.has(name)) return `sets cookie ${name}`
  }
  const vary = headerText(answer.headers['vary'])
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of vary) {
    if (!(KEY_HEADERS as readonly string[]).includes(name)) return `varies by ${name}`
  }
  if (answer.body.length > maxEntryBytes) return 'too large'
  const nonce = scriptNonce(answer.headers)
  if (nonce && answer.body.includes(nonce)) return 'rendered for this request (script nonce)'
  return undefined
}

export class PageAnswerCache {
  readonly #entries = new Map<string, Entry>()
  readonly #inFlight = new Map<string, Promise<PageAnswer | undefined>>()
  readonly #options: Required<PageAnswerCacheOptions>
  #bytes = 0

  constructor(options: PageAnswerCacheOptions) {
    this.#options = { now: Date.now, ...options }
  }

  get enabled(): boolean {
    return this.#options.ttlMs > 0
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /** The key of a request that may be answered from memory, else undefined. */
  keyOf(request: PageRequest): string | undefined {
    if (!this.enabled || request.method !== 'GET' || !request.url) return undefined
    const path = request.url
    if (!path.startsWith('/') || BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return undefined
    }
    if (BYPASS_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined
    return JSON.stringify([path, ...KEY_HEADERS.map((name) => headerText(request.headers[name]))])
  }

  /** A stored answer younger than the time to live. */
  get(key: string): PageAnswer | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (this.#options.now() - entry.storedAt >= this.#options.ttlMs) {
      this.#delete(key)
      return undefined
    }
    // Most recently used last: eviction takes the first.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.answer
  }

  /** Keeps an answer if it may be repeated; says whether it did. */
  set(key: string, answer: PageAnswer): boolean {
    if (whyNotStorable(answer, this.#options.maxEntryBytes) !== undefined) return false
    this.#delete(key)
    this.#entries.set(key, { answer, storedAt: this.#options.now() })
    this.#bytes += answer.body.length
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) break
      this.#delete(oldest)
    }
    return true
  }

  /**
   * Runs `produce` once for concurrent askers of one key: the others wait for its answer
   * instead of each asking Next (the moment an entry expires under load).
   */
  shared(key: string, produce: () => Promise<PageAnswer | undefined>) {
    const pending = this.#inFlight.get(key)
    if (pending) return { leader: false, answer: pending }
    const answer = produce().finally(() => this.#inFlight.delete(key))
    this.#inFlight.set(key, answer)
    return { leader: true, answer }
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.answer.body.length
  }
}
