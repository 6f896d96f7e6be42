import { REQUEST_KINDS, TRAFFIC_TYPES, type RequestKind, type TrafficType } from './mix'

// Counting a soak's answers (pure): per request kind while the load runs, then per traffic
// type and in total for the report.

export interface Counts {
  /** Requests sent. */
  sent: number
  /** Answers received, by status class. */
  status2xx: number
  status3xx: number
  status4xx: number
  status5xx: number
  /** 2xx answers that were not what the request should get (GraphQL errors, a refusal). */
  unexpected: number
  /** No answer: connection errors and timeouts. */
  noAnswer: number
  /** Still on the way when the load stopped (younger than the timeout): not an error. */
  inFlightAtEnd: number
}

export interface TrafficStats extends Counts {
  answered: number
  rps: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

export const emptyCounts = (): Counts => ({
  sent: 0,
  status2xx: 0,
  status3xx: 0,
  status4xx: 0,
  status5xx: 0,
  unexpected: 0,
  noAnswer: 0,
  inFlightAtEnd: 0,
})

export function answeredOf(counts: Counts): number {
  return counts.status2xx + counts.status3xx + counts.status4xx + counts.status5xx
}

export function countStatus(counts: Counts, status: number) {
  if (status >= 500) counts.status5xx += 1
  else if (status >= 400) counts.status4xx += 1
  else if (status >= 300) counts.status3xx += 1
  else counts.status2xx += 1
}

/** Nearest-rank percentile of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!
}

function addCounts(target: Counts, source: Counts) {
  for (const key of Object.keys(target) as (keyof Counts)[]) target[key] += source[key]
}

/** Counts and latencies summed over `kinds`, with rates over `durationS`. */
export function summarize(
  kinds: readonly RequestKind[],
  counts: Partial<Record<RequestKind, Counts>>,
  latencies: Partial<Record<RequestKind, number[]>>,
  durationS: number,
): TrafficStats {
  const total = emptyCounts()
  const all: number[] = []
  for (const kind of kinds) {
    const kindCounts = counts[kind]
    if (kindCounts) addCounts(total, kindCounts)
    for (const ms of latencies[kind] ?? []) all.push(ms)
  }
  all.sort((a, b) => a - b)
  const answered = answeredOf(total)
  return {
    ...total,
    answered,
    rps: durationS > 0 ? answered / durationS : 0,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    maxMs: round(all.at(-1) ?? 0),
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10

/** Per traffic type, per request kind and in total. */
export function summarizeAll(
  counts: Partial<Record<RequestKind, Counts>>,
  latencies: Partial<Record<RequestKind, number[]>>,
  durationS: number,
): {
  byType: Record<TrafficType, TrafficStats>
  byKind: Partial<Record<RequestKind, TrafficStats>>
  total: TrafficStats
} {
  const byType = {} as Record<TrafficType, TrafficStats>
  const byKind: Partial<Record<RequestKind, TrafficStats>> = {}
  for (const type of TRAFFIC_TYPES) {
    byType[type] = summarize(REQUEST_KINDS[type], counts, latencies, durationS)
    for (const kind of REQUEST_KINDS[type]) {
      if (counts[kind]) byKind[kind] = summarize([kind], counts, latencies, durationS)
    }
  }
  const everyKind = TRAFFIC_TYPES.flatMap((type) => [...REQUEST_KINDS[type]])
  return { byType, byKind, total: summarize(everyKind, counts, latencies, durationS) }
}
