import type { ChildProcess } from 'node:child_process'
import { startHub, stopProcess, waitForHttp } from '../../../scripts/stack-processes'

// A hub as the operator runs it (its own process, its own configuration), so a test can
// stop it, kill it or take its database away.

export interface HubProcess {
  url: string
  child: ChildProcess
  stop(): Promise<void>
  kill(): Promise<void>
}

export async function startHubProcess(port: number, env: NodeJS.ProcessEnv): Promise<HubProcess> {
  const child = startHub(
    {
      ...process.env,
      HUB_HOST: '127.0.0.1',
      HUB_PORT: String(port),
      LOG_LEVEL: process.env['FAULT_LOG_LEVEL'] ?? 'silent',
      NODE_ENV: 'development',
      ORDER_RATE_LIMIT_MAX: '100000',
      FORMS_RATE_LIMIT_MAX: '100000',
      MAIL_IP_LIMIT_MAX: '100000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      ...env,
    },
    'production',
  )
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/healthz`, 90_000, child)
  return {
    url,
    child,
    stop: () => stopProcess(child),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}

export const buyer = (email: string) => ({
  email,
  name: 'Fehler Tolerant',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
})

export async function newCartToken(hubUrl: string, productId = 1, qty = 2): Promise<string> {
  const response = await fetch(`${hubUrl}/cart`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId, qty }] }),
  })
  if (response.status !== 200) throw new Error(`PATCH /cart answered ${response.status}`)
  return ((await response.json()) as { cart: { token: string } }).cart.token
}

export interface OrderAttempt {
  status: number
  orderNumber?: string
}

/** One POST /v1/orders; a connection that breaks counts as status 0. */
export async function postOrder(
  hubUrl: string,
  key: string,
  cartToken: string,
  email: string,
): Promise<OrderAttempt> {
  try {
    const response = await fetch(`${hubUrl}/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ cartToken, customer: buyer(email), locale: 'de' }),
      signal: AbortSignal.timeout(15_000),
    })
    const body = (await response.json().catch(() => ({}))) as {
      order?: { orderNumber: string }
      paymentUrl?: string | null
    }
    // Paid by card on the embedded provider's hosted page (decision 0022): the order is
    // confirmed (licences, mail) only then. A retry of a paid order answers no page.
    const session = body.paymentUrl ? new URL(body.paymentUrl).pathname.split('/').pop() : null
    if (response.status === 201 && session) {
      const paid = await fetch(`${hubUrl}/v1/test-payments/${session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      })
      if (paid.status !== 303) return { status: 0 }
    }
    return { status: response.status, orderNumber: body.order?.orderNumber }
  } catch {
    return { status: 0 }
  }
}

/** What a careful client does: the same key again until the order is confirmed. */
export async function orderWithRetries(
  hubUrl: () => string,
  key: string,
  cartToken: string,
  email: string,
  deadlineMs = 60_000,
): Promise<{ attempts: OrderAttempt[]; orderNumber: string }> {
  const attempts: OrderAttempt[] = []
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    const attempt = await postOrder(hubUrl(), key, cartToken, email)
    attempts.push(attempt)
    if (attempt.status === 201 && attempt.orderNumber) {
      return { attempts, orderNumber: attempt.orderNumber }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`order ${key} not confirmed: ${JSON.stringify(attempts.slice(-3))}`)
}
