import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import qs from 'qs'

// A local stand-in for the part of Stripe's API the shop calls (create, retrieve and expire a
// Checkout Session), speaking Stripe's protocol: form-encoded bodies, Bearer authentication,
// Idempotency-Key (the same key answers the same session), Stripe's JSON shapes and error
// envelopes. The real `stripe` SDK is pointed at it with STRIPE_API_URL, so the hub's Stripe
// path runs as it does against api.stripe.com. The test plays the buyer with `complete()`.

export interface StandInRequest {
  method: string
  path: string
  authorization: string | undefined
  idempotencyKey: string | undefined
  body: Record<string, unknown>
}

interface Session {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  mode: string
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  locale: string | null
  payment_method_types: string[]
  success_url: string
  cancel_url: string
  expires_at: number
  payment_intent: string | null
}

export interface StripeStandIn {
  url: string
  requests: StandInRequest[]
  sessions: Map<string, Session>
  /** The buyer finished on the hosted page: card (`paid`) or a SEPA debit on its way. */
  complete(id: string, paymentStatus: 'paid' | 'unpaid'): Session
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const requests: StandInRequest[] = []
  const sessions = new Map<string, Session>()
  const byIdempotencyKey = new Map<string, string>()

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const raw = await readBody(request)
    const body = qs.parse(raw, { depth: 10, arrayLimit: 100 }) as Record<string, unknown>
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey,
      body,
    })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      response.end(JSON.stringify(payload))
    }
    const error = (status: number, message: string) =>
      send(status, { error: { type: 'invalid_request_error', message } })

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, 'Invalid API Key provided')
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (earlier) return send(200, sessions.get(earlier))
      const items = body['line_items'] as
        { quantity: string; price_data: { currency: string; unit_amount: string } }[] | undefined
      if (!items?.length || body['mode'] !== 'payment') return error(400, 'Invalid session')
      const session: Session = {
        id: id('cs_test'),
        object: 'checkout.session',
        url: '',
        status: 'open',
        payment_status: 'unpaid',
        mode: 'payment',
        amount_total: items.reduce(
          (sum, item) => sum + Number(item.quantity) * Number(item.price_data.unit_amount),
          0,
        ),
        currency: items[0]!.price_data.currency,
        client_reference_id: (body['client_reference_id'] as string) ?? null,
        customer_email: (body['customer_email'] as string) ?? null,
        metadata: (body['metadata'] as Record<string, string>) ?? {},
        locale: (body['locale'] as string) ?? null,
        payment_method_types: (body['allowed_payment_method_types'] as string[]) ?? ['card'],
        success_url: String(body['success_url']),
        cancel_url: String(body['cancel_url']),
        expires_at: Number(body['expires_at'] ?? Math.floor(Date.now() / 1000) + 86_400),
        payment_intent: null,
      }
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`
      sessions.set(session.id, session)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session.id)
      return send(200, session)
    }
    const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/)
    const session = match ? sessions.get(match[1]!) : undefined
    if (!match) return error(404, 'Unrecognized request URL')
    if (!session) return error(404, `No such checkout.session: '${match[1]}'`)
    if (request.method === 'GET' && !match[2]) return send(200, session)
    if (request.method === 'POST' && match[2]) {
      if (session.status !== 'open') return error(400, 'Only open sessions can be expired')
      session.status = 'expired'
      return send(200, session)
    }
    return error(404, 'Unrecognized request URL')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    complete(sessionId, paymentStatus) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      session.status = 'complete'
      session.payment_status = paymentStatus
      session.payment_intent = id('pi')
      return session
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
