import { Readable } from 'node:stream'
import type { BlockList } from 'node:net'
import type { FastifyPluginAsync } from 'fastify'
import { clientIpFrom } from './client-ip'

const UPLOAD_TIMEOUT_MS = 120_000
const FORWARDED_HEADERS = ['content-type', 'content-length', 'accept-language'] as const

/**
 * `POST /uploads`: the support form's attachment, streamed unchanged to the hub's
 * `POST /v1/attachments`, which checks it and answers `{ attachmentId }`. The gateway
 * never buffers or parses the file; the hub's answer (201, 400 with fields, 429) is
 * passed back as it is.
 */
export const uploadRoutes: FastifyPluginAsync<{
  hubV1Url: string
  /** TRUSTED_PROXIES (graph/src/client-ip.ts); loopback when omitted. */
  trustedProxies?: BlockList
}> = async (app, options) => {
  const target = `${options.hubV1Url.replace(/\/+$/, '')}/attachments`

  // Leaving the body unread here is what lets the handler stream it onwards.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null))

  app.post('/uploads', async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      return reply.code(400).send({
        error: { code: 'BAD_REQUEST', message: 'Send the file as multipart/form-data' },
      })
    }
    const headers: Record<string, string> = { 'x-request-id': request.id }
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const clientIp = clientIpFrom(
      request.headers,
      request.socket.remoteAddress,
      options.trustedProxies,
    )
    if (clientIp) headers['x-client-ip'] = clientIp
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    let response: Response
    try {
      response = await fetch(`${target}${query}`, {
        method: 'POST',
        headers,
        body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      } as RequestInit)
    } catch (error) {
      request.log.warn({ err: error }, 'upload could not reach the hub')
      return reply.code(503).send({
        error: { code: 'UNAVAILABLE', message: 'A backend service is unavailable, please retry.' },
      })
    }
    const body = await response.text()
    return reply
      .code(response.status)
      .header('content-type', response.headers.get('content-type') ?? 'application/json')
      .send(body)
  })
}
