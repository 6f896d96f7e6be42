import { JS_BUDGETS, type FirstLoadReport, type PageClass } from './first-load'
import { METRIC_TARGETS, metricMisses, thresholdsFor, type MetricTargets } from './metric-targets'
import { measuredPage, type PageResult } from './report'
import { CATEGORY_IDS, type CategoryId } from './scores'

// The CI side of the budgets (`npm run bench:budgets -- --guard`). The targets (issue 22's
// first-load budgets and metric targets per class of page, issue 9's category thresholds) are
// in first-load.ts, metric-targets.ts and scores.ts and are reported as they are. Where a
// target is still missed, CI holds the line at what was accepted when it was last measured,
// so a regression fails the build while the gap stays visible in every report. Each number
// here may only move towards its target; once a target is met, its entry goes and the target
// itself applies (issue 22: the guard follows every target as soon as it is reached).

/** Interim limits of one page while some of its targets are missed. */
export interface PageLimits extends Partial<MetricTargets> {
  accessibility?: number
  'best-practices'?: number
  seo?: number
}

export interface AcceptedLimits {
  /**
   * Largest first-load JavaScript (gzip) a route of each class may have while its target
   * (first-load.ts: JS_BUDGETS) is out of reach; a class that meets its target has none.
   */
  firstLoadJsGzipBytes: Partial<Record<PageClass, number>>
  /** Per page (run.ts: PAGES, by name): the interim limits of the targets it still misses. */
  pages: Readonly<Record<string, PageLimits>>
  /** Why these limits exist; printed with every guarded run. */
  reason: string
}

// Measured 2026-11-29 with `npm run bench:budgets` (median of 3 runs; the last two full runs,
// docs/performance.md): every first-load target is met (largest catalog route 149.7 kB,
// largest form route 179.0 kB) and every performance score but the home page's (96 and 91).
// Still missed in one run or both, on a 2-core machine whose Lighthouse benchmark index moved
// between 1 500 and 2 800 from run to run: total blocking time on home (201, 351 ms),
// platform (162, 115), listing (150, 148), product (71, 151), cart (320, 162) and checkout
// (237, 169), and the largest contentful paint of 2.0-2.4 s on catalog pages, which
// Lighthouse's simulation puts after the framework's deferred scripts (it paints with the
// first paint in the trace). The interim limits hold each page near the worst median measured,
// so CI (which measures a miss again, twice) catches a regression; each may only move towards
// its target, and a page's entry for a target goes once it is met in every run.
export const ACCEPTED: AcceptedLimits = {
  firstLoadJsGzipBytes: {},
  pages: {
    home: { performance: 92, totalBlockingTimeMs: 250, largestContentfulPaintMs: 2_500 },
    platform: { totalBlockingTimeMs: 250, largestContentfulPaintMs: 2_400 },
    listing: { totalBlockingTimeMs: 250, largestContentfulPaintMs: 2_400 },
    product: { totalBlockingTimeMs: 250, largestContentfulPaintMs: 2_600 },
    help: { largestContentfulPaintMs: 2_300 },
    press: { largestContentfulPaintMs: 2_300 },
    legal: { largestContentfulPaintMs: 2_400 },
  },
  reason:
    "issue 22: the largest contentful paint of catalog pages and the home page's performance " +
    'are not yet at their targets, total blocking time only in some runs on these machines; ' +
    'the limits are near the worst medians measured (2026-11-29, docs/performance.md)',
}

/** The first-load limit CI holds a class of pages to: its target, or the accepted limit when higher. */
export function jsGuardLimit(pageClass: PageClass, accepted: AcceptedLimits = ACCEPTED): number {
  return Math.max(JS_BUDGETS[pageClass], accepted.firstLoadJsGzipBytes[pageClass] ?? 0)
}

/**
 * The metric targets CI holds a page to: its class's, each loosened only as far as an
 * accepted interim limit says (never tightened past the target by a stale entry).
 */
export function guardMetricTargets(
  page: Pick<PageResult, 'name' | 'pageClass'>,
  accepted: AcceptedLimits = ACCEPTED,
): MetricTargets {
  const target = METRIC_TARGETS[page.pageClass]
  const interim = accepted.pages[page.name] ?? {}
  const loosest = (a: number | undefined, b: number | undefined, lower: boolean) =>
    a === undefined ? undefined : b === undefined ? a : lower ? Math.min(a, b) : Math.max(a, b)
  return {
    performance: loosest(target.performance, interim.performance, true)!,
    totalBlockingTimeMs: loosest(target.totalBlockingTimeMs, interim.totalBlockingTimeMs, false)!,
    largestContentfulPaintMs: loosest(
      target.largestContentfulPaintMs,
      interim.largestContentfulPaintMs,
      false,
    ),
    cumulativeLayoutShift: loosest(
      target.cumulativeLayoutShift,
      interim.cumulativeLayoutShift,
      false,
    ),
  }
}

/** The limit a category is held to in CI: its class's threshold, or the accepted score when lower. */
export function guardThreshold(
  page: Pick<PageResult, 'name' | 'pageClass'>,
  category: CategoryId,
  accepted: AcceptedLimits = ACCEPTED,
): number {
  if (category === 'performance') return guardMetricTargets(page, accepted).performance
  const target = thresholdsFor(page.pageClass)[category]
  const interim = accepted.pages[page.name]?.[category]
  return interim === undefined ? target : Math.min(target, interim)
}

/** What fails CI on one measured page. */
export function pageGuardViolations(
  page: PageResult,
  accepted: AcceptedLimits = ACCEPTED,
): string[] {
  const targets = guardMetricTargets(page, accepted)
  const interim = accepted.pages[page.name] !== undefined
  const note = interim ? ' (accepted limit in bench/budgets/guard.ts)' : ''
  return [
    ...metricMisses(measuredPage(page), targets).map((miss) => `Lighthouse ${miss}${note}`),
    ...CATEGORY_IDS.filter((category) => category !== 'performance').flatMap((category) => {
      const score = page.checks.find((check) => check.category === category)?.score ?? null
      const limit = guardThreshold(page, category, accepted)
      if (score !== null && score >= limit) return []
      return [`Lighthouse ${category} on ${page.path}: ${score ?? 'no score'} < ${limit}${note}`]
    }),
  ]
}

/** What fails CI: anything worse than its target or, where one is accepted, its interim limit. */
export function guardViolations(
  js: FirstLoadReport,
  pages: readonly PageResult[],
  accepted: AcceptedLimits = ACCEPTED,
): string[] {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  return [
    ...js.routes.flatMap((route) => {
      const limit = jsGuardLimit(route.pageClass, accepted)
      if (route.gzipBytes <= limit) return []
      const target = JS_BUDGETS[route.pageClass]
      return [
        `first-load JS of ${route.route}: ${kb(route.gzipBytes)} > ${kb(limit)}` +
          (limit > target
            ? ` (accepted limit; target ${kb(target)})`
            : ` (${route.pageClass} target)`),
      ]
    }),
    ...pages.flatMap((page) => pageGuardViolations(page, accepted)),
  ]
}
