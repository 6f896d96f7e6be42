import type { ConversionPayload } from '../../../graph/src/pricing'

// The affiliate network is a third party this machine cannot reach, so its adapter sits
// behind this interface; tests point the HTTP adapter at a local server of the same shape.

export type PostbackOutcome =
  | { status: 'delivered'; httpStatus: number }
  | { status: 'retry'; reason: string; httpStatus?: number }
  | { status: 'rejected'; reason: string; httpStatus: number }

export interface ConversionPostbackClient {
  /** Reports one conversion; `idempotencyKey` is the order id, the same on every retry. */
  send(payload: ConversionPayload, idempotencyKey: string): Promise<PostbackOutcome>
}

// Timeouts, throttling and server errors are worth another try; any other 4xx means the
// network will never accept this report, so retrying would only repeat the refusal.
const RETRYABLE = new Set([408, 425, 429])

export function httpPostbackClient(url: string, timeoutMs: number): ConversionPostbackClient {
  return {
    async send(payload, idempotencyKey) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
            'user-agent': 'schaufenster-hub/1 (conversion postback)',
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        return { status: 'retry', reason: error instanceof Error ? error.message : String(error) }
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
