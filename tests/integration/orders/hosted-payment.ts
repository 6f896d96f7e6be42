import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { HubApp } from '../../../hub/src/app'

// Paying an order the way a buyer does (decision 0022): POST /v1/orders answers a pending
// order and the embedded test provider's hosted page; a button there pays, declines or
// starts a SEPA debit, and the provider's signed webhook settles the order on the hub.

export type HostedAction = 'pay' | 'decline' | 'sepa' | 'settle' | 'fail'

/** The hub path of a hosted test page (`<site>/test-payment/<id>` → `/v1/test-payments/<id>`). */
export function hubPathOfPaymentUrl(paymentUrl: string): string {
  const id = new URL(paymentUrl).pathname.match(/^\/test-payment\/([A-Za-z0-9_-]+)$/)?.[1]
  if (!id) throw new Error(`not a hosted test page: ${paymentUrl}`)
  return `/v1/test-payments/${id}`
}

/** Presses a button on the hosted test page; answers where the browser is sent next. */
export async function pressOnHostedPage(
  app: HubApp,
  paymentUrl: string,
  action: HostedAction,
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: hubPathOfPaymentUrl(paymentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  })
  expect(answer.statusCode, answer.body).toBe(303)
  return String(answer.headers.location)
}

export interface PlacedAnswer<Order = Record<string, unknown>> {
  order: Order & { orderNumber: string; paymentStatus: string }
  accessToken: string
  paymentUrl: string | null
}

/** The order as its buyer reads it (the return URL's check), with its access token. */
export async function readOrder<Order>(
  app: HubApp,
  orderNumber: string,
  accessToken: string,
): Promise<PlacedAnswer<Order>['order']> {
  const answer = await app.inject({
    method: 'GET',
    url: `/v1/orders/${orderNumber}`,
    headers: { 'x-order-access-token': accessToken },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().order
}

/**
 * Places an order and pays it by card on the hosted test page: answers what POST /v1/orders
 * answered before hosted payment (the paid order with its licences, the access token).
 */
export async function placePaidOrder<Order = Record<string, unknown>>(
  app: HubApp,
  body: object,
  key: string,
  headers: Record<string, string> = {},
): Promise<{ order: PlacedAnswer<Order>['order']; accessToken: string }> {
  const placed = await app.inject({
    method: 'POST',
    url: '/v1/orders',
    headers: { 'idempotency-key': key, ...headers },
    payload: body,
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const answer = placed.json() as PlacedAnswer<Order>
  if (answer.paymentUrl) await pressOnHostedPage(app, answer.paymentUrl, 'pay')
  const order = await readOrder<Order>(app, answer.order.orderNumber, answer.accessToken)
  expect(order.paymentStatus).toBe('paid')
  return { order, accessToken: answer.accessToken }
}

/**
 * POST /v1/orders as `app.inject` sends it, then paid by card on the hosted test page: the
 * placing's status and headers, with the paid order as a later read shows it.
 */
export async function injectPaidOrder(app: HubApp, request: InjectOptions) {
  const placed = await app.inject(request)
  if (placed.statusCode !== 201) return placed
  const answer = placed.json() as PlacedAnswer
  if (answer.paymentUrl) await pressOnHostedPage(app, answer.paymentUrl, 'pay')
  const order = await readOrder(app, answer.order.orderNumber, answer.accessToken)
  const paid = { order, accessToken: answer.accessToken }
  return {
    statusCode: placed.statusCode,
    headers: placed.headers,
    body: JSON.stringify(paid),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as inject's json()
    json: (): any => paid,
  }
}
