import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of the affiliate network's server-to-server endpoint (CJ's
// https://www.emjcd.com/u, https://docs.cj.com/docs/s2s-implementation): a real HTTP server
// that records every call and answers what the test scripted. The integration tests and the
// e2e test (tests/e2e/affiliate-postback.spec.ts) both use it.

/** What the stand-in does with one call: answer with `status`, after `delayMs` if given. */
export interface Answer {
  status: number
  delayMs?: number
}

export interface ReceivedCall {
  method: string
  path: string
  query: URLSearchParams
  /** When the call arrived (ms, performance clock). */
  at: number
  /** The status answered; null while pending or when the caller hung up first. */
  answered: number | null
  /** The caller closed the connection before the answer (its timeout). */
  abandoned: boolean
}

/** A conversion as the S2S query carries it, in the page tag's (`cj.order`) field names. */
export interface S2sConversion {
  enterpriseId: number
  actionTrackerId: number
  method: string
  orderId: string
  cjeventOrder: string
  eventTime: string
  currency: string
  coupon: string
  discount: number
  customerStatus: string
  items: { itemId: string; unitPrice: number; quantity: number; discount: number | null }[]
  /** The §9 amount the network derives from the items: Σ (AMTn − DCNTn) × QTYn. */
  amount: number
}

export class S2sStandIn {
  readonly calls: ReceivedCall[] = []
  /** Scripted answers, used in order; afterwards every call gets 200 at once. */
  answers: Answer[] = []
  private readonly server: Server = createServer((request, response) => {
    void this.handle(request, response)
  })

  constructor(private readonly port = 0) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/u`
  }

  async start(): Promise<void> {
    this.server.listen(this.port, '127.0.0.1')
    await once(this.server, 'listening')
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  reset(): void {
    this.calls.length = 0
    this.answers = []
  }

  /** The calls for one order (OID), in arrival order. */
  callsFor(orderId: string): ReceivedCall[] {
    return this.calls.filter((call) => call.query.get('OID') === orderId)
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const call: ReceivedCall = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      at: performance.now(),
      answered: null,
      abandoned: false,
    }
    this.calls.push(call)
    for await (const chunk of request) void chunk
    const answer = this.answers.shift() ?? { status: 200 }
    if (answer.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    }
    // The hub's client gave up (timeout) and closed the socket: the answer reaches no one.
    if (response.socket === null || response.socket.destroyed) {
      call.abandoned = true
      return
    }
    response.writeHead(answer.status, { 'content-type': 'text/plain' }).end('ok')
    call.answered = answer.status
  }
}

const numberOf = (query: URLSearchParams, name: string): number => {
  const value = query.get(name)
  if (value === null) throw new Error(`the postback has no ${name}`)
  return Number(value)
}

const toCents = (amount: number) => Math.round(amount * 100)

/** Reads a CJ S2S query back into the conversion it reports. */
export function conversionOfQuery(query: URLSearchParams): S2sConversion {
  const items: S2sConversion['items'] = []
  for (let n = 1; query.has(`ITEM${n}`); n += 1) {
    const discount = query.get(`DCNT${n}`)
    items.push({
      itemId: query.get(`ITEM${n}`)!,
      unitPrice: numberOf(query, `AMT${n}`),
      quantity: numberOf(query, `QTY${n}`),
      discount: discount === null ? null : Number(discount),
    })
  }
  const cents = items.reduce(
    (sum, item) => sum + (toCents(item.unitPrice) - toCents(item.discount ?? 0)) * item.quantity,
    0,
  )
  return {
    enterpriseId: numberOf(query, 'CID'),
    actionTrackerId: numberOf(query, 'TYPE'),
    method: query.get('METHOD') ?? '',
    orderId: query.get('OID') ?? '',
    cjeventOrder: query.get('CJEVENT') ?? '',
    eventTime: query.get('eventTime') ?? '',
    currency: query.get('CURRENCY') ?? '',
    coupon: query.get('COUPON') ?? '',
    discount: numberOf(query, 'DISCOUNT'),
    customerStatus: (query.get('CUST_STATUS') ?? '').toLowerCase(),
    items,
    amount: cents / 100,
  }
}
