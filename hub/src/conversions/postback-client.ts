import type { ConversionPayload } from '@schaufenster/pricing'

// The affiliate network is a third party this machine cannot reach, so its adapter sits
// behind this interface; tests point the HTTP adapter at a local server of the same shape.

export type PostbackOutcome =
  | { status: 'delivered'; httpStatus: number }
  | { status: 'retry'; reason: string; httpStatus?: number }
  | { status: 'rejected'; reason: string; httpStatus: number }

/** One conversion as the network's server-to-server call reports it. */
export interface PostbackReport {
  /** The §9 conversion, the same figures as the confirmation page's tag (`cj.order`). */
  conversion: ConversionPayload
  /** When the order was placed: the network's `eventTime`. */
  eventTime: Date
}

export interface ConversionPostbackClient {
  /** Reports one conversion; `idempotencyKey` is the order id, the same on every retry. */
  send(report: PostbackReport, idempotencyKey: string): Promise<PostbackOutcome>
}

// CJ's documented "Inbound Server-to-Server (S2S) Postback" (https://docs.cj.com/docs/s2s,
// structure in https://docs.cj.com/docs/s2s-implementation): one request to the tracking
// endpoint (https://www.emjcd.com/u) with everything in the query string:
//   CID=<enterprise id>&TYPE=<action tracker id>&METHOD=S2S&CJEVENT=<cje cookie>
//   &eventTime=<ISO 8601>&OID=<order id>&CURRENCY=<ISO 4217>&COUPON=<code>
//   &ITEM1=<sku>&AMT1=<unit price>&QTY1=<quantity>&DCNT1=<item discount> …
//   &DISCOUNT=<order discount>&CUST_STATUS=<New|Return|Lapsed>
// The order is reported item by item (ITEMn/AMTn/QTYn/DCNTn), as in the documented structure;
// the network derives the amount from them, so no AMOUNT is sent beside them. Parameters the
// program's integration engineer hands out beyond these (e.g. a SIGNATURE) stay in
// CONVERSION_POSTBACK_URL's own query string and are kept. CJ deduplicates on OID, so a
// retry after a timeout (the hub cannot know whether the first call arrived) counts once.

const CUSTOMER_STATUS: Record<ConversionPayload['customerStatus'], string> = {
  new: 'New',
  return: 'Return',
}

/** The request URL of one report: `base` with the documented parameters set. */
export function postbackUrl(base: string, report: PostbackReport): URL {
  const { conversion } = report
  const url = new URL(base)
  const set = (name: string, value: string | number) => url.searchParams.set(name, String(value))
  set('CID', conversion.enterpriseId)
  set('TYPE', conversion.actionTrackerId)
  set('METHOD', 'S2S')
  set('CJEVENT', conversion.cjeventOrder)
  set('eventTime', report.eventTime.toISOString())
  set('OID', conversion.orderId)
  set('CURRENCY', conversion.currency)
  if (conversion.coupon) set('COUPON', conversion.coupon)
  conversion.items.forEach((item, index) => {
    const n = index + 1
    set(`ITEM${n}`, item.itemId)
    set(`AMT${n}`, item.unitPrice)
    set(`QTY${n}`, item.quantity)
    if (item.discount !== null) set(`DCNT${n}`, item.discount)
  })
  set('DISCOUNT', conversion.discount)
  set('CUST_STATUS', CUSTOMER_STATUS[conversion.customerStatus])
  return url
}

// Timeouts, throttling and server errors are worth another try; any other 4xx means the
// network will never accept this report, so retrying would only repeat the refusal.
const RETRYABLE = new Set([408, 425, 429])

/** Why a request failed before any answer: the system's code (ECONNREFUSED …) when known. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return 'timeout: no answer in time'
  const cause = (error as { cause?: { code?: unknown } }).cause
  return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message
}

export function httpPostbackClient(url: string, timeoutMs: number): ConversionPostbackClient {
  return {
    async send(report, idempotencyKey) {
      let response: Response
      try {
        response = await fetch(postbackUrl(url, report), {
          method: 'GET',
          headers: {
            'idempotency-key': idempotencyKey,
            'user-agent': 'schaufenster-hub/1 (conversion postback)',
          },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        return { status: 'retry', reason: failureReason(error) }
      }
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      const httpStatus = response.status
      if (response.ok) return { status: 'delivered', httpStatus }
      if (httpStatus >= 500 || RETRYABLE.has(httpStatus)) {
        return { status: 'retry', reason: `HTTP ${httpStatus}`, httpStatus }
      }
      return { status: 'rejected', reason: `HTTP ${httpStatus}`, httpStatus }
    },
  }
}
