import autocannon from 'autocannon'
import { seededRandom, typeOf, type MixWeights, type RequestKind, type TrafficType } from './mix'
import {
  answeredOf,
  countStatus,
  emptyCounts,
  percentile,
  summarizeAll,
  type Counts,
  type TrafficStats,
} from './stats'
import { judgeAnswer, TrafficPlanner, type PlannedRequest, type SoakFixtures } from './traffic'

// The soak's load generator, forked by scripts/soak.ts so autocannon never shares an event
// loop with the orchestrator or a server: one job, the weighted mix on every connection for
// the whole run, a progress message now and then, and the counts at the end.

export interface SoakJob {
  /** The storefront's origin. */
  url: string
  connections: number
  /** Slow start: only rampConnections for the first rampS seconds; 0: none. */
  rampS: number
  rampConnections: number
  durationS: number
  timeoutS: number
  weights: MixWeights
  seed: number
  /** Prefix of the run's idempotency keys and e-mail addresses. */
  keyPrefix: string
  /** No new checkout in the run's last seconds, so every checkout is answered before the end. */
  drainS: number
  progressEveryS: number
  fixtures: SoakFixtures
}

export interface SoakProgress {
  elapsedS: number
  answered: number
  status5xx: number
  unexpected: number
  noAnswer: number
  /** Answers per second since the previous progress message. */
  rps: number
  /** Latency of the answers since the previous progress message, all kinds together. */
  p50Ms: number
  p99Ms: number
  carts: number
}

export interface SoakLoadResult {
  durationS: number
  byType: Record<TrafficType, TrafficStats>
  byKind: Partial<Record<RequestKind, TrafficStats>>
  total: TrafficStats
  /** Checkout keys answered with an order (each once, whichever attempt). */
  checkoutKeysAnswered: string[]
  /** Checkout keys never answered with an order: refused, failed or unanswered on every attempt. */
  checkoutKeysFailed: string[]
  /** Checkouts sent again with their key after an error or no answer. */
  checkoutRetries: number
  /** The first few unexpected answers per traffic type: kind, status or reason, start of the body. */
  samples: Partial<Record<TrafficType, string[]>>
  /** How often each kind failed for each reason (`status 503`, `no answer`, an error code, …). */
  failures: Partial<Record<RequestKind, Record<string, number>>>
  /** autocannon's own totals, as a cross-check. */
  autocannon: { requests: number; errors: number; timeouts: number; non2xx: number }
  timeline: SoakProgress[]
}

export type WorkerMessage =
  | { type: 'progress'; progress: SoakProgress }
  | { type: 'done'; result: SoakLoadResult }
  | { type: 'failed'; error: string }

const SAMPLES_PER_TYPE = 5

interface InFlight {
  planned: PlannedRequest
  startedAt: number
}

interface RequestContext {
  id?: number
}

export async function runSoakLoad(
  job: SoakJob,
  onProgress: (progress: SoakProgress) => void = () => {},
): Promise<SoakLoadResult> {
  const planner = new TrafficPlanner(
    job.fixtures,
    job.weights,
    job.keyPrefix,
    seededRandom(job.seed),
  )
  const counts: Partial<Record<RequestKind, Counts>> = {}
  const latencies: Partial<Record<RequestKind, number[]>> = {}
  const countsOf = (kind: RequestKind) => (counts[kind] ??= emptyCounts())
  const samples: Partial<Record<TrafficType, string[]>> = {}
  const failures: Partial<Record<RequestKind, Record<string, number>>> = {}
  const failed = (kind: RequestKind, reason: string) => {
    const reasons = (failures[kind] ??= {})
    reasons[reason] = (reasons[reason] ?? 0) + 1
  }
  const sample = (kind: RequestKind, reason: string, body: string) => {
    failed(kind, reason)
    const list = (samples[typeOf(kind)] ??= [])
    if (list.length < SAMPLES_PER_TYPE) {
      list.push(`${kind}: ${reason}: ${body.replace(/\s+/g, ' ').slice(0, 240)}`)
    }
  }
  // Each checkout key: answered with an order (on some attempt), or not (yet).
  const checkouts = new Map<string, 'ok' | 'failed'>()
  const checkoutFailed = (planned: PlannedRequest, retry: boolean) => {
    const key = planned.orderKey
    if (!key) return
    if (checkouts.get(key) !== 'ok') checkouts.set(key, 'failed')
    if (retry) planner.retryLater(planned, performance.now())
  }
  const inFlight = new Map<number, InFlight>()
  // Latencies since the last progress message: whether the answers slow down over the run.
  let interval: number[] = []
  const timeline: SoakProgress[] = []
  const timeoutMs = job.timeoutS * 1000
  const started = performance.now()
  const elapsedS = () => (performance.now() - started) / 1000
  let nextId = 0

  /** Requests older than the timeout got no answer (autocannon reconnected past them). */
  const sweep = (olderThanMs: number, now = performance.now()) => {
    for (const [id, entry] of inFlight) {
      if (now - entry.startedAt < olderThanMs) continue
      inFlight.delete(id)
      countsOf(entry.planned.kind).noAnswer += 1
      failed(entry.planned.kind, 'no answer')
      checkoutFailed(entry.planned, true)
    }
  }

  const request: autocannon.Request = {
    method: 'GET',
    path: '/',
    setupRequest: (req, context) => {
      const planned = planner.next(elapsedS() >= job.durationS - job.drainS, performance.now())
      const id = nextId++
      ;(context as RequestContext).id = id
      inFlight.set(id, { planned, startedAt: performance.now() })
      countsOf(planned.kind).sent += 1
      const { method, path, headers, body } = planned.request
      return { ...req, method, path, headers: headers ?? {}, body }
    },
    onResponse: (status, body, context) => {
      const id = (context as RequestContext).id
      const entry = id === undefined ? undefined : inFlight.get(id)
      if (!entry || id === undefined) return
      inFlight.delete(id)
      const { planned } = entry
      const kindCounts = countsOf(planned.kind)
      const latency = performance.now() - entry.startedAt
      ;(latencies[planned.kind] ??= []).push(latency)
      interval.push(latency)
      countStatus(kindCounts, status)
      const outcome = judgeAnswer(planned.kind, status, body)
      if (outcome.ok) {
        if (planned.orderKey) checkouts.set(planned.orderKey, 'ok')
        else if (outcome.cartToken) planner.cartAnswered(planned, outcome.cartToken)
        return
      }
      if (status >= 200 && status < 300) kindCounts.unexpected += 1
      sample(planned.kind, outcome.reason, body)
      // A checkout keeps its cart for the retry; a cart whose change failed is the cart it was.
      if (planned.orderKey) checkoutFailed(planned, outcome.retry)
      else if (planned.cart) planner.carts.put(planned.cart)
    },
  }

  let lastAnswered = 0
  let lastAt = 0
  const progressTimer = setInterval(() => {
    // Two seconds of slack over autocannon's own timeout before a request counts as lost.
    sweep(timeoutMs + 2000)
    const stats = Object.values(counts)
    const answered = stats.reduce((sum, c) => sum + answeredOf(c), 0)
    const now = elapsedS()
    const recent = interval.sort((a, b) => a - b)
    interval = []
    const progress: SoakProgress = {
      elapsedS: Math.round(now),
      answered,
      status5xx: stats.reduce((sum, c) => sum + c.status5xx, 0),
      unexpected: stats.reduce((sum, c) => sum + c.unexpected, 0),
      noAnswer: stats.reduce((sum, c) => sum + c.noAnswer, 0),
      rps: Math.round((answered - lastAnswered) / Math.max(0.001, now - lastAt)),
      p50Ms: Math.round(percentile(recent, 50)),
      p99Ms: Math.round(percentile(recent, 99)),
      carts: planner.carts.size,
    }
    lastAnswered = answered
    lastAt = now
    timeline.push(progress)
    onProgress(progress)
  }, job.progressEveryS * 1000)

  // Slow start: rampConnections for the whole run, the other connections joining after rampS.
  // Both end together, so no request is cut off in the middle of the run.
  const run = (connections: number, duration: number) =>
    autocannon({ url: job.url, connections, duration, timeout: job.timeoutS, requests: [request] })
  const outcomes: autocannon.Result[] = []
  try {
    const ramped = job.rampS > 0 && job.rampConnections < job.connections
    const first = run(ramped ? job.rampConnections : job.connections, job.durationS)
    if (ramped) {
      await new Promise((resolve) => setTimeout(resolve, job.rampS * 1000))
      const rest = run(job.connections - job.rampConnections, job.durationS - job.rampS)
      outcomes.push(...(await Promise.all([first, rest])))
    } else {
      outcomes.push(await first)
    }
  } finally {
    clearInterval(progressTimer)
  }
  const total = (pick: (result: autocannon.Result) => number) =>
    outcomes.reduce((sum, result) => sum + pick(result), 0)

  // What is left got no answer within the timeout, or was cut off by the end of the run.
  sweep(timeoutMs)
  for (const entry of inFlight.values()) {
    countsOf(entry.planned.kind).inFlightAtEnd += 1
    checkoutFailed(entry.planned, false)
  }
  const keysIn = (state: 'ok' | 'failed') =>
    [...checkouts].flatMap(([key, value]) => (value === state ? [key] : []))
  // The longest phase is the run: they overlap.
  const durationS = Math.max(...outcomes.map((result) => result.duration))
  return {
    durationS,
    ...summarizeAll(counts, latencies, durationS),
    checkoutKeysAnswered: keysIn('ok'),
    checkoutKeysFailed: keysIn('failed'),
    checkoutRetries: planner.retriesSent,
    samples,
    failures,
    autocannon: {
      requests: total((result) => result.requests.total),
      errors: total((result) => result.errors),
      timeouts: total((result) => result.timeouts),
      non2xx: total((result) => result.non2xx),
    },
    timeline,
  }
}

// Forked by scripts/soak.ts: one job, progress messages, one result.
if (process.send && process.argv.includes('--soak-worker')) {
  const send = (message: WorkerMessage) => process.send?.(message)
  process.once('message', (job: SoakJob) => {
    runSoakLoad(job, (progress) => send({ type: 'progress', progress })).then(
      (result) => send({ type: 'done', result }),
      (error: unknown) =>
        send({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
    )
  })
  process.on('disconnect', () => process.exit(0))
}
