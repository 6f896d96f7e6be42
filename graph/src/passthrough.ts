import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GraphConfig } from './config'

// Request headers a file request may carry to the hub, and answer headers it may carry
// back. Everything else (cookies, hub internals) stays behind.
const FORWARDED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-range', 'x-request-id'] as const
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'content-security-policy',
  'etag',
  'cache-control',
  'accept-ranges',
  'last-modified',
] as const

interface Passthrough {
  /** The gateway's public path prefix, e.g. /media */
  publicPrefix: string
  /** The hub's path below /v1, e.g. images */
  hubPath: string
  methods: ('GET' | 'HEAD')[]
  /** Query parameters passed on to the hub; any other is dropped. */
  query?: readonly string[]
}

const PASSTHROUGHS: Passthrough[] = [
  { publicPrefix: '/media', hubPath: 'images', methods: ['GET', 'HEAD'] },
  // A paid edition's signed link (hub/src/downloads/links.ts) rides in the query.
  {
    publicPrefix: '/downloads',
    hubPath: 'downloads',
    methods: ['GET', 'HEAD'],
    query: ['licence', 'expires', 'signature'],
  },
  // An invoice PDF, by the link the hub signed for the order's owner (decision 0024).
  {
    publicPrefix: '/invoices',
    hubPath: 'invoices',
    methods: ['GET', 'HEAD'],
    query: ['expires', 'signature'],
  },
  // A press kit, a zip file the hub makes on request and streams as it is written (decision 0029).
  { publicPrefix: '/press-kits', hubPath: 'press-kits', methods: ['GET', 'HEAD'] },
]

/**
 * Streams pictures (/media/:file) and downloads (/downloads/:file) from the hub, so the
 * browser sees one origin. Status, ranges and caching headers pass through unchanged; a
 * hub that cannot be reached becomes a 503 JSON error.
 */
export function registerFilePassthroughs(app: FastifyInstance, config: GraphConfig): void {
  const base = config.HUB_V1_URL.endsWith('/') ? config.HUB_V1_URL : `${config.HUB_V1_URL}/`
  for (const passthrough of PASSTHROUGHS) {
    app.route<{ Params: { file: string } }>({
      method: passthrough.methods,
      url: `${passthrough.publicPrefix}/:file`,
      exposeHeadRoute: false,
      handler: (request, reply) => {
        const target = new URL(
          `${passthrough.hubPath}/${encodeURIComponent(request.params.file)}`,
          base,
        )
        const given = new URL(request.url, 'http://gateway.invalid').searchParams
        for (const name of passthrough.query ?? []) {
          const value = given.get(name)
          if (value !== null) target.searchParams.set(name, value)
        }
        return forward(request, reply, target, config.HUB_TIMEOUT_MS)
      },
    })
  }
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  target: URL,
  timeoutMs: number,
): Promise<FastifyReply> {
  const headers: Record<string, string> = { 'x-request-id': request.id }
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  // The deadline covers the hub's answer head only; a slow client may take its time
  // over the body.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let response: Response
  try {
    response = await fetch(target, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      signal: controller.signal,
      redirect: 'manual',
    })
  } catch {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'A backend service is unavailable.' },
      })
  } finally {
    clearTimeout(timer)
  }
  reply.code(response.status)
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) reply.header(name, value)
  }
  if (request.method === 'HEAD' || response.body === null) {
    await response.body?.cancel()
    return reply.send()
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>))
}
