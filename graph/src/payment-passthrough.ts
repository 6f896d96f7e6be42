import type { FastifyPluginAsync, FastifyReply } from 'fastify'

// Hosted payment through the site's origin (decision 0022): the embedded test provider's
// hosted page (/test-payment/:id, its form posts back there) and the payment provider's
// webhook (/payments/webhook) go to the hub as they came. The webhook's body passes byte for
// byte: its Stripe-Signature is an HMAC over exactly those bytes. Neither carries a cookie
// or a session on to the hub, so neither can act for a visitor; the webhook is
// authenticated by its signature alone and is no browser form (no CSRF token).

const FORWARDED_REQUEST_HEADERS = ['content-type', 'stripe-signature'] as const
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'location',
] as const
const SESSION_ID = /^[A-Za-z0-9_-]{1,200}$/
const BODY_LIMIT_BYTES = 256 * 1024

export interface PaymentPassthroughOptions {
  hubV1Url: string
  timeoutMs: number
}

export const paymentPassthrough: FastifyPluginAsync<PaymentPassthroughOptions> = async (
  app,
  options,
) => {
  const base = options.hubV1Url.endsWith('/') ? options.hubV1Url : `${options.hubV1Url}/`
  // Scoped to this plugin: the bodies pass as the bytes they are.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_r, body, done) => done(null, body),
  )

  async function forward(
    method: 'GET' | 'POST',
    hubPath: string,
    headersIn: Record<string, string | string[] | undefined>,
    body: unknown,
    reply: FastifyReply,
    requestId: string,
  ) {
    const headers: Record<string, string> = { 'x-request-id': requestId }
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = headersIn[name]
      if (typeof value === 'string') headers[name] = value
    }
    let response: Response
    try {
      response = await fetch(new URL(hubPath, base), {
        method,
        headers,
        body: method === 'POST' && Buffer.isBuffer(body) ? new Uint8Array(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'A backend service is unavailable.' },
        })
    }
    reply.code(response.status)
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) reply.header(name, value)
    }
    return reply.send(Buffer.from(await response.arrayBuffer()))
  }

  app.route<{ Params: { id: string } }>({
    method: ['GET', 'POST'],
    url: '/test-payment/:id',
    handler: (request, reply) => {
      if (!SESSION_ID.test(request.params.id)) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } })
      }
      return forward(
        request.method === 'POST' ? 'POST' : 'GET',
        `test-payments/${request.params.id}`,
        request.headers,
        request.body,
        reply,
        request.id,
      )
    },
  })

  app.post('/payments/webhook', (request, reply) =>
    forward('POST', 'payments/webhook', request.headers, request.body, reply, request.id),
  )
}
