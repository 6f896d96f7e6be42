import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { nonceOfPolicy, withNonce } from '../config/security-headers'
import { answerCacheHeaders } from './answer-cache-policy'
import { withChosenCurrency } from '../currency/currency-markup'
import { freshNonce, rewriteNonces } from './fresh-nonce'

type Writer = (...args: unknown[]) => unknown

function headerText(value: ReturnType<ServerResponse['getHeader']>): string | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/** Sets the cache, Vary and robots headers of answer-cache-policy.ts on the response. */
function applyCacheHeaders(request: IncomingMessage, response: ServerResponse): void {
  const decided = answerCacheHeaders({
    url: request.url ?? '/',
    contentType: headerText(response.getHeader('content-type')),
    cacheControl: headerText(response.getHeader('cache-control')),
    vary: headerText(response.getHeader('vary')),
    setsCookie: response.hasHeader('set-cookie'),
  })
  if (decided.cacheControl) response.setHeader('cache-control', decided.cacheControl)
  if (decided.vary) response.setHeader('vary', decided.vary)
  if (decided.robots) response.setHeader('x-robots-tag', decided.robots)
}

/**
 * Paths answered by the gateway through the storefront (next.config.ts rewrites, API
 * routes): Apollo Sandbox's page brings its own nonce policy (graph/src/sandbox-csp.ts),
 * kept as it is.
 */
const NOT_PAGES = ['/graphql', '/api/', '/media/', '/downloads/', '/uploads']

/** A page's HTML answer with a nonce policy and a body: its nonce is renewed here. */
function needsFreshNonce(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'HEAD' || [204, 304].includes(response.statusCode)) return false
  const url = request.url ?? '/'
  if (NOT_PAGES.some((prefix) => url.startsWith(prefix))) return false
  if (!/^text\/html\b/i.test(headerText(response.getHeader('content-type')) ?? '')) return false
  return nonceOfPolicy(headerText(response.getHeader('content-security-policy'))) !== undefined
}

/**
 * Makes what `handle` sends through `response` leave as this server promises (every page
 * answer: web/server.ts): cache headers by answer-cache-policy.ts, and for a page a fresh
 * nonce in its policy and its markup (fresh-nonce.ts). A page's HTML is held until it is
 * complete (Next sends it whole anyway) and sent with its new length; everything else
 * passes through as it is written.
 */
export function finishAnswer(request: IncomingMessage, response: ServerResponse): void {
  const target = response as unknown as Record<'write' | 'end' | 'writeHead', Writer>
  const writeHead = target.writeHead.bind(response)
  const write = target.write.bind(response)
  const end = target.end.bind(response)
  let mode: 'open' | 'hold' | 'pass' = 'open'
  const held: Buffer[] = []

  /** Decides once, when the head is complete: the answer's mode from then on. */
  const decide = (): 'hold' | 'pass' => {
    if (mode === 'open') {
      applyCacheHeaders(request, response)
      mode = needsFreshNonce(request, response) ? 'hold' : 'pass'
    }
    return mode
  }
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    held.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    )
  }
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined

  target.writeHead = (...args) => {
    if (mode === 'pass') return writeHead(...args)
    const [status, second, third] = args
    const headers = typeof second === 'object' ? second : third
    if (Array.isArray(headers)) {
      // A raw header list cannot be read back: sent as given.
      mode = 'pass'
      return writeHead(...args)
    }
    response.statusCode = Number(status)
    if (typeof second === 'string') response.statusMessage = second
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value)
    }
    // Held answers send their head with the body, in `end`.
    return decide() === 'pass' ? writeHead(response.statusCode) : response
  }
  target.write = (...args) => {
    if (decide() === 'pass') return write(...args)
    hold(args[0], args[1])
    callbackOf(args.slice(1))?.()
    return true
  }
  target.end = (...args) => {
    if (decide() === 'pass') return end(...args)
    if (typeof args[0] !== 'function') hold(args[0], args[1])
    const nonce = freshNonce()
    const policy = headerText(response.getHeader('content-security-policy')) ?? ''
    // The page marked with the visitor's currency (currency-markup.ts): cached HTML is
    // everybody's, the mark is this visitor's.
    const body = Buffer.from(
      withChosenCurrency(
        rewriteNonces(Buffer.concat(held).toString('utf8'), nonce),
        request.headers.cookie,
      ),
    )
    mode = 'pass'
    response.setHeader('content-security-policy', withNonce(policy, nonce))
    response.setHeader('content-length', body.length)
    // Made from the HTML as Next wrote it: a browser revalidating with it would keep the
    // markup of another answer under this answer's policy.
    response.removeHeader('etag')
    writeHead(response.statusCode)
    const callback = callbackOf(args)
    return callback ? end(body, callback) : end(body)
  }
}
