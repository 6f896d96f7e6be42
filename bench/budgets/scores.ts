// The pure part of the Lighthouse budget: the thresholds of issue 9, a run's category scores
// and the audits that cost points, and the median of several runs.

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof CATEGORY_IDS)[number]

/** Issue 9: Lighthouse (mobile) scores, 0-100, each at least this. Never lower one. */
export const LIGHTHOUSE_THRESHOLDS: Readonly<Record<CategoryId, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
}

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LhrAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  numericValue?: number
  errorMessage?: string
  details?: unknown
}

export interface LhrCategory {
  title: string
  score: number | null
  auditRefs: { id: string; weight: number; group?: string }[]
}

export interface LhrLike {
  lighthouseVersion?: string
  requestedUrl?: string
  finalDisplayedUrl?: string
  fetchTime?: string
  runWarnings?: string[]
  /** Set when the page load could not be recorded (NO_FCP, NO_NAVSTART, …). */
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number; hostUserAgent?: string }
  categories: Record<string, LhrCategory | undefined>
  audits: Record<string, LhrAudit | undefined>
}

export interface FailingAudit {
  category: CategoryId
  id: string
  title: string
  /** 0-100, as the report shows it. */
  score: number
  /** The audit's weight in its category's score; 0 for performance diagnostics. */
  weight: number
  displayValue?: string
}

/**
 * A category score as Lighthouse shows it (0-100); null when the category could not be scored.
 * `intended` names audits the page fails on purpose (the cart is `noindex`, issue 18): the score
 * is then Lighthouse's weighted mean over the category's other audits.
 */
export function categoryScore(
  lhr: LhrLike,
  category: CategoryId,
  intended: readonly string[] = [],
): number | null {
  const refs = lhr.categories[category]?.auditRefs ?? []
  if (refs.some((ref) => intended.includes(ref.id))) {
    let total = 0
    let weights = 0
    for (const ref of refs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || intended.includes(ref.id) || !audit || audit.score === null) continue
      total += audit.score * ref.weight
      weights += ref.weight
    }
    return weights === 0 ? null : Math.round((total / weights) * 100)
  }
  const score = lhr.categories[category]?.score
  return score === null || score === undefined ? null : Math.round(score * 100)
}

export function categoryScores(
  lhr: LhrLike,
  intended: readonly string[] = [],
): Record<CategoryId, number | null> {
  return Object.fromEntries(
    CATEGORY_IDS.map((category) => [category, categoryScore(lhr, category, intended)]),
  ) as Record<CategoryId, number | null>
}

/** Whether every audit a page is meant to fail does fail (a private page stays `noindex`). */
export function intendedFailuresHold(lhr: LhrLike, intended: readonly string[]): boolean {
  return intended.every((id) => {
    const score = lhr.audits[id]?.score
    return score !== null && score !== undefined && score < 1
  })
}

const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])

/**
 * The audits that cost the category points: every weighted audit below a full score
 * (metrics for performance), and for performance also the diagnostics Lighthouse marks as
 * failed (below 90), which say where the time goes. Largest weight first.
 */
export function failingAudits(
  lhr: LhrLike,
  category: CategoryId,
  intended: readonly string[] = [],
): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  const failing: FailingAudit[] = []
  for (const ref of refs) {
    if (intended.includes(ref.id)) continue
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || !SCORED_MODES.has(audit.scoreDisplayMode)) continue
    const weighted = ref.weight > 0
    const diagnostic = category === 'performance' && ref.group === 'diagnostics'
    if (weighted ? audit.score >= 1 : !diagnostic || audit.score >= 0.9) continue
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      score: Math.round(audit.score * 100),
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    })
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score)
}

export interface CategoryCheck {
  category: CategoryId
  score: number | null
  threshold: number
  met: boolean
}

/** Each category against its threshold; an unscored category misses. */
export function checkScores(
  scores: Record<CategoryId, number | null>,
  thresholds: Readonly<Record<CategoryId, number>> = LIGHTHOUSE_THRESHOLDS,
): CategoryCheck[] {
  return CATEGORY_IDS.map((category) => {
    const score = scores[category]
    const threshold = thresholds[category]
    return { category, score, threshold, met: score !== null && score >= threshold }
  })
}

const numericValue = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/**
 * The run closest to the median first contentful paint and time to interactive, ties to
 * the earlier interactive: Lighthouse's own choice of a representative run
 * (lighthouse/core/lib/median-run.js), which keeps every score of one real run together.
 */
export function medianRun<T extends LhrLike>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  // Runs without both metrics (a broken trace) cannot be placed; they count only if all are.
  const measured = runs.filter(
    (run) =>
      Number.isFinite(numericValue(run, 'first-contentful-paint')) &&
      Number.isFinite(numericValue(run, 'interactive')),
  )
  if (measured.length === 0) return runs[0] as T
  const fcp = median(measured.map((run) => numericValue(run, 'first-contentful-paint')))
  const tti = median(measured.map((run) => numericValue(run, 'interactive')))
  const distance = (run: T) =>
    (fcp - numericValue(run, 'first-contentful-paint')) ** 2 +
    (tti - numericValue(run, 'interactive')) ** 2
  return [...measured].sort(
    (a, b) =>
      distance(a) - distance(b) || numericValue(a, 'interactive') - numericValue(b, 'interactive'),
  )[0] as T
}

/** The metrics behind the performance score, in milliseconds (CLS unitless). */
export interface PerformanceMetrics {
  firstContentfulPaintMs: number | null
  largestContentfulPaintMs: number | null
  totalBlockingTimeMs: number | null
  cumulativeLayoutShift: number | null
  speedIndexMs: number | null
}

export function performanceMetrics(lhr: LhrLike): PerformanceMetrics {
  const value = (id: string) => {
    const n = lhr.audits[id]?.numericValue
    return n === undefined || Number.isNaN(n) ? null : n
  }
  return {
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  }
}

interface NetworkRequestItem {
  url?: string
  resourceType?: string
  transferSize?: number
}

/**
 * Bytes of same-origin JavaScript the page transferred while it loaded (compressed as
 * served, headers included): a cross-check of the first-load figure from the build.
 */
export function scriptTransferBytes(lhr: LhrLike, origin: string): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequestItem[] } | undefined
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(`${origin}/`))
    .reduce((total, item) => total + (item.transferSize ?? 0), 0)
}

/** The element Lighthouse took as the largest contentful paint, as a selector. */
export function lcpElement(lhr: LhrLike): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? null
}

/** Main-thread task time Chromium observed (before the simulated 4x CPU slowdown), in ms. */
export function observedTaskTimeMs(lhr: LhrLike): number | null {
  const details = lhr.audits['diagnostics']?.details as
    { items?: { totalTaskTime?: number }[] } | undefined
  return details?.items?.[0]?.totalTaskTime ?? null
}

/** Audits that could not run (their category then has no score), with Lighthouse's reason. */
export function erroredAudits(lhr: LhrLike): { id: string; message: string }[] {
  return Object.values(lhr.audits)
    .filter((audit): audit is LhrAudit => audit?.scoreDisplayMode === 'error')
    .map((audit) => ({ id: audit.id, message: audit.errorMessage ?? 'no message' }))
}

/** A run that scored every category and recorded its page load (no runtime error). */
export function isComplete(lhr: LhrLike): boolean {
  return (
    !lhr.runtimeError && CATEGORY_IDS.every((category) => categoryScore(lhr, category) !== null)
  )
}
