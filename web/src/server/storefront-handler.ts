import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { serverLogger } from '../lib/logger'
import { type NodeHandler, withPageAnswerCache } from './answer-from-cache'
import { finishAnswer } from './finish-answer'
import { answerMisdirected, isAllowedHost } from './host-check'
import type { PageAnswerCache } from './page-answer-cache'

// Same words as the proxy's answer to a malformed address (web/src/proxy.ts): the address
// says nothing of the language, so both.
const MALFORMED_ADDRESS =
  'Diese Adresse ist fehlerhaft. Bitte prüfen Sie sie.\nThis address is malformed. Please check it.\n'

/**
 * An absolute-form request line (`GET http://x/cart HTTP/1.1`) leaves `request.url` without
 * its leading `/`, so every decision made on the path (answer-cache-policy.ts's per-visitor
 * pages, finish-answer.ts's NOT_PAGES) would miss it. Only origin-form is answered, and the
 * asterisk-form of OPTIONS, which names no page.
 */
function isOriginForm(request: IncomingMessage): boolean {
  const url = request.url ?? ''
  return url.startsWith('/') || (request.method === 'OPTIONS' && url === '*')
}

function answerMalformed(request: IncomingMessage, response: ServerResponse): void {
  // The request body (if any) is not read: close the connection after the answer.
  response.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(MALFORMED_ADDRESS),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  })
  response.end(request.method === 'HEAD' ? undefined : MALFORMED_ADDRESS)
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const require = createRequire(import.meta.url)
// Next's own compression (what `next start` runs), moved here: see below.
const compression = require('next/dist/compiled/compression') as () => Middleware
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream') as {
  releaseCompressionStream: (response: ServerResponse) => void
}

export interface StorefrontHandlerOptions {
  /** Next's request handler. */
  handle: NodeHandler
  cache: PageAnswerCache
  maxEntryBytes: number
  /** Host names answered besides loopback (host-check.ts). */
  allowedHosts: ReadonlySet<string>
}

/**
 * Every request of the production storefront (web/server.ts), in this order:
 * 0. a request line whose target is not a path (absolute-form) is 400, before anything else;
 * 1. Host checked: another name is 421 (host-check.ts, DNS rebinding);
 * 2. compressed as Next would (its own compression is off in next.config.ts, because
 * 3. finish-answer.ts rewrites the nonce in the HTML Next wrote, and sets cache headers);
 * 4. answered from the page answer cache or by Next (answer-from-cache.ts), which sees
 *    and records the answer as Next wrote it.
 */
export function createStorefrontHandler(options: StorefrontHandlerOptions) {
  const compress = compression()
  const answer = withPageAnswerCache(options.cache, options.handle, options.maxEntryBytes)
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!isOriginForm(request)) {
      answerMalformed(request, response)
      return
    }
    if (!isAllowedHost(request.headers.host, options.allowedHosts)) {
      answerMisdirected(request, response)
      return
    }
    compress(request, response, () => undefined)
    // As Next does: a visitor who hangs up mid-answer must not leave the zlib stream behind.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response)
    })
    finishAnswer(request, response)
    answer(request, response).catch((error: unknown) => {
      serverLogger.error({ err: error, url: request.url }, 'request failed')
      if (!response.headersSent) {
        response.statusCode = 500
        response.end()
      } else response.destroy()
    })
  }
}
