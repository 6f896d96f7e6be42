import autocannon from 'autocannon'
import type { LoadStats } from './report'
import { orderEmailOf } from './verify'

// The load generator: a child process of its own (forked by bench/run.ts), so autocannon
// never shares an event loop with the orchestrator or a server. It receives one job per
// message and answers with the measured figures.

export interface StaticRequest {
  method: 'GET' | 'POST' | 'PATCH'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** Orders: every request a new Idempotency-Key and buyer; every `retryEvery`-th repeats one. */
export interface OrderJob {
  via: 'hub' | 'gateway'
  /** Prefix of this phase's keys and e-mail addresses; unique per run and phase. */
  keyPrefix: string
  cartTokens: string[]
  /** 0: no deliberate retries. */
  retryEvery: number
  /** The PlaceOrder document (gateway only). */
  document?: string
}

export interface LoadJob {
  url: string
  connections: number
  durationS: number
  timeoutS: number
  requests?: StaticRequest[]
  /** `graphql`: a 2xx answer with an `errors` member counts as an error. */
  check?: 'graphql'
  orders?: OrderJob
}

export interface LoadResult {
  stats: LoadStats
  /** Orders only: the keys answered with an order, each as often as it was answered. */
  orderKeysAnswered?: string[]
  retriesSent?: number
  /** Orders only: how often a cart token of the pool was used a second time. */
  cartTokenReuse?: number
  /** The first few answers that did not pass the check (status and start of the body). */
  unexpectedAnswers?: string[]
}

const SAMPLES = 3

function sample(samples: string[], status: number, body: string) {
  if (samples.length < SAMPLES) samples.push(`${status} ${body.slice(0, 300)}`)
}

/** The request that places the order of `key` with `cartToken`, at the hub or the gateway. */
export function orderRequest(job: OrderJob, key: string, cartToken: string): StaticRequest {
  const customer = {
    email: orderEmailOf(key),
    name: 'Bench Buyer',
    country: 'DE',
    // The billing address every order has (issue 23); a private buyer in Germany.
    street: 'Musterstraße 1',
    postalCode: '04109',
    city: 'Leipzig',
    acceptTerms: true,
    waiveWithdrawal: true,
  }
  if (job.via === 'hub') {
    return {
      method: 'POST',
      path: '/v1/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ cartToken, customer, locale: 'de' }),
    }
  }
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-abs-carttoken': cartToken,
      'apollo-require-preflight': 'true',
    },
    body: JSON.stringify({
      operationName: 'PlaceOrder',
      query: job.document,
      variables: { input: customer, idempotencyKey: key, locale: 'de' },
    }),
  }
}

/** An order answer: the hub's 201 with an order, or the gateway's `OrderPlaced`. */
export function isPlacedOrder(via: OrderJob['via'], status: number, body: string): boolean {
  if (status < 200 || status > 299) return false
  if (via === 'hub') return body.includes('"orderNumber"')
  return body.includes('"__typename":"OrderPlaced"') && !body.includes('"errors"')
}

interface OrderContext {
  key?: string
}

function orderRequests(
  job: OrderJob,
  result: Required<Omit<LoadResult, 'stats' | 'unexpectedAnswers'>>,
  samples: string[],
) {
  let next = 0
  let tokenIndex = 0
  // Sent keys with their bodies, so a retry repeats a request exactly.
  const sent: { key: string; token: string }[] = []
  const request: autocannon.Request = {
    method: 'POST',
    path: job.via === 'hub' ? '/v1/orders' : '/graphql',
    setupRequest: (req, context) => {
      const ctx = context as OrderContext
      let key: string
      let token: string
      const earlier = sent[Math.max(0, sent.length - 25)]
      if (job.retryEvery > 0 && next > 0 && next % job.retryEvery === 0 && earlier) {
        // A retry of a recent request (likely still in flight on another connection).
        ;({ key, token } = earlier)
        result.retriesSent += 1
      } else {
        key = `${job.keyPrefix}-${next}`
        if (tokenIndex >= job.cartTokens.length) result.cartTokenReuse += 1
        token = job.cartTokens[tokenIndex % job.cartTokens.length] ?? ''
        tokenIndex += 1
        sent.push({ key, token })
        if (sent.length > 100) sent.shift()
      }
      next += 1
      ctx.key = key
      const built = orderRequest(job, key, token)
      return { ...req, headers: built.headers, body: built.body }
    },
    onResponse: (status, body, context) => {
      const key = (context as OrderContext).key
      if (key && isPlacedOrder(job.via, status, body)) result.orderKeysAnswered.push(key)
      else sample(samples, status, body)
    },
  }
  return [request]
}

function toStats(result: autocannon.Result): LoadStats {
  const durationS = result.duration
  return {
    requests: result.requests.total,
    rps: durationS > 0 ? result.requests.total / durationS : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.non2xx + result.mismatches,
    errorBreakdown: {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      mismatches: result.mismatches,
    },
    durationS,
  }
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const extra = { orderKeysAnswered: [] as string[], retriesSent: 0, cartTokenReuse: 0 }
  const samples: string[] = []
  const requests: autocannon.Request[] = job.orders
    ? orderRequests(job.orders, extra, samples)
    : (job.requests ?? []).map((request) => ({ ...request }))
  const outcome = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationS,
    timeout: job.timeoutS,
    requests,
    ...(job.check === 'graphql'
      ? {
          verifyBody: (body) => {
            const ok = !String(body).includes('"errors"')
            if (!ok) sample(samples, 200, String(body))
            return ok
          },
        }
      : {}),
  })
  const stats = toStats(outcome)
  if (job.orders) {
    // A 2xx that placed no order (a refusal in the gateway's union, say) is an error too.
    const notPlaced = outcome['2xx'] - extra.orderKeysAnswered.length
    if (notPlaced > 0) {
      stats.errors += notPlaced
      stats.errorBreakdown.mismatches += notPlaced
    }
    return { stats, ...extra, ...(samples.length > 0 ? { unexpectedAnswers: samples } : {}) }
  }
  return { stats, ...(samples.length > 0 ? { unexpectedAnswers: samples } : {}) }
}

// Forked by the orchestrator: one job per message, answered on the same channel.
if (process.send && process.argv.includes('--load-worker')) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => process.send?.({ ok: true, result }),
      (error: unknown) =>
        process.send?.({
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    )
  })
  process.on('disconnect', () => process.exit(0))
}
