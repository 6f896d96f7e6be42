import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { PageAnswer, PageAnswerCache } from './page-answer-cache'

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** Says on every repeated answer that it came from memory (tests, operators' curl). */
export const CACHE_HEADER = 'x-storefront-cache'

/** Headers that belong to one connection or one moment, never repeated. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

type Writer = (...args: unknown[]) => unknown

/**
 * Records what `handle` sends through `response`, passing everything on unchanged.
 * Resolves with the whole answer once it is sent, or undefined when it could not be
 * recorded (connection closed first, more than `maxBytes`, raw header lists).
 */
function recordAnswer(response: ServerResponse, maxBytes: number): Promise<PageAnswer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  let recordable = true
  let headHeaders: OutgoingHttpHeaders = {}
  // The headers as Next set them, taken when it starts sending: the layer below
  // (finish-answer.ts) then adds the ones this answer leaves with, which are not repeated.
  let sentHeaders: OutgoingHttpHeaders | undefined
  const snapshot = () => {
    sentHeaders ??= { ...response.getHeaders(), ...headHeaders }
  }
  const target = response as unknown as Record<'write' | 'end' | 'writeHead', Writer>
  const write = target.write.bind(response)
  const end = target.end.bind(response)
  const writeHead = target.writeHead.bind(response)

  const keep = (chunk: unknown, encoding: unknown) => {
    if (!recordable || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += bytes.length
    if (size > maxBytes) {
      recordable = false
      chunks.length = 0
      return
    }
    chunks.push(bytes)
  }
  target.write = (...args) => {
    snapshot()
    keep(args[0], args[1])
    return write(...args)
  }
  target.end = (...args) => {
    snapshot()
    keep(args[0], args[1])
    return end(...args)
  }
  target.writeHead = (...args) => {
    const headers = typeof args[1] === 'object' ? args[1] : args[2]
    if (Array.isArray(headers)) recordable = false
    else if (headers && typeof headers === 'object') {
      headHeaders = Object.fromEntries(
        Object.entries(headers as OutgoingHttpHeaders).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      )
    }
    snapshot()
    return writeHead(...args)
  }

  return new Promise((resolve) => {
    response.once('close', () => resolve(undefined))
    response.once('finish', () => {
      if (!recordable) return resolve(undefined)
      resolve({
        status: response.statusCode,
        headers: sentHeaders ?? { ...response.getHeaders(), ...headHeaders },
        body: Buffer.concat(chunks),
      })
    })
  })
}

/** The stored policy with a nonce of its own: no two answers share one. */
function withFreshNonce<Policy>(policy: Policy): Policy | string {
  if (typeof policy !== 'string') return policy
  return policy.replace(/'nonce-[A-Za-z0-9+/=]+'/, `'nonce-${randomBytes(16).toString('base64')}'`)
}

function sendAnswer(response: ServerResponse, answer: PageAnswer) {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value
  }
  const policy = headers['content-security-policy']
  if (policy !== undefined) headers['content-security-policy'] = withFreshNonce(policy)
  headers['content-length'] = answer.body.length
  headers[CACHE_HEADER] = 'HIT'
  response.writeHead(answer.status, headers)
  response.end(answer.body)
}

/**
 * `handle` (Next) behind the page answer cache: a request for a page answered within the
 * last `ttlMs` gets that answer from memory; of concurrent requests for an expired one, one
 * goes to Next and the others wait for its answer.
 */
export function withPageAnswerCache(
  cache: PageAnswerCache,
  handle: NodeHandler,
  maxEntryBytes: number,
): NodeHandler {
  return async (request, response) => {
    const key = cache.keyOf(request)
    if (key === undefined) return handle(request, response)
    const cached = cache.get(key)
    if (cached) return sendAnswer(response, cached)
    const { leader, answer } = cache.shared(key, async () => {
      const recorded = await recordAnswer(response, maxEntryBytes)
      return recorded && cache.set(key, recorded) ? recorded : undefined
    })
    if (leader) return handle(request, response)
    const shared = await answer
    if (shared) return sendAnswer(response, shared)
    return handle(request, response)
  }
}
