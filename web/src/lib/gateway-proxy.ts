import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'
import { CART_TOKEN_HEADER, ORDER_TOKEN_HEADER } from '@schaufenster/contract'
import { webServerConfig } from '../config/server-config'
import { visitorAddress } from './client-address'
import { serverLogger } from './logger'

// What the gateway needs from the browser's request: GraphQL's CSRF
// prevention reads content-type and apollo-require-preflight; downloads need
// Range and the conditional headers; uploads their multipart body.
const forwardedRequestHeaders = [
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  CART_TOKEN_HEADER,
  // The checkout's order access token (order confirmation), never in a URL.
  ORDER_TOKEN_HEADER,
  'range',
  'if-none-match',
  'if-modified-since',
  'cookie',
  'authorization',
  // The payment provider's webhook (/payments/webhook) is authenticated by its signature.
  'stripe-signature',
]
// Cache-Control and Age come from the gateway's cache hints and response cache: public
// catalog answers to GET may be kept for their max-age (README, Performance).
const forwardedResponseHeaders = [
  'age',
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'content-security-policy',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'set-cookie',
  'x-request-id',
  // The hosted test payment page sends the buyer back to the shop (decision 0022).
  'location',
]
const requestIdPattern = /^[A-Za-z0-9._-]{1,128}$/

// The storefront is the edge (or behind TRUSTED_PROXIES): what a browser claims in
// its own X-Forwarded-For is never passed on, or anyone could spend someone else's
// rate limit (lib/client-address.ts).
function clientAddress(request: IncomingMessage): string {
  return visitorAddress(request) ?? ''
}

/**
 * Same-origin access to the gateway for the browser (`/graphql`, `/media/…`,
 * `/downloads/…`, `/uploads`): streams the request to the gateway at the
 * origin of GRAPH_URL, read at run time, and streams the answer back.
 */
export async function proxyToGateway(
  request: IncomingMessage,
  response: ServerResponse,
  gatewayPath: string,
  /** May answer in the gateway's stead (true): e.g. a refused download becomes a page. */
  answerInstead?: (upstream: Response) => Promise<boolean>,
): Promise<void> {
  const config = webServerConfig()
  const incomingId = request.headers['x-request-id']
  const requestId =
    typeof incomingId === 'string' && requestIdPattern.test(incomingId) ? incomingId : randomUUID()
  const headers: Record<string, string> = {
    'x-request-id': requestId,
    'x-forwarded-for': clientAddress(request),
  }
  for (const name of forwardedRequestHeaders) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const target = new URL(gatewayPath, new URL(config.GRAPH_URL).origin)
  const query = request.url?.split('?')[1]
  if (query) target.search = query
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'

  // The deadline covers the gateway's answer head, as the gateway's own file passthrough does:
  // the body of a large download, or of a press kit zipped while it is sent (decision 0029),
  // may take longer than any deadline; a visitor who leaves ends it (the pipeline below).
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), config.GRAPH_TIMEOUT_MS)
  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
      // Node's fetch streams a request body only in half-duplex mode.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal: deadline.signal,
    } as RequestInit)
  } catch (error) {
    serverLogger.warn({ reqId: requestId, err: error }, 'gateway unreachable')
    response.statusCode = 503
    response.setHeader('content-type', 'application/json; charset=utf-8')
    response.setHeader('retry-after', '5')
    response.end(
      JSON.stringify({
        errors: [
          {
            message: 'The service is temporarily unavailable, please retry.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      }),
    )
    return
  } finally {
    clearTimeout(timer)
  }
  if (answerInstead && (await answerInstead(upstream))) return
  response.statusCode = upstream.status
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name)
    if (value) response.setHeader(name, value)
  }
  if (!upstream.body || request.method === 'HEAD') {
    response.end()
    return
  }
  try {
    await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream), response)
  } catch (error) {
    // The browser went away mid-download; nothing left to answer.
    serverLogger.debug({ reqId: requestId, err: error }, 'proxy stream ended early')
  }
}
