import type { PageClass } from './first-load'
import { LIGHTHOUSE_THRESHOLDS, type CategoryId, type PerformanceMetrics } from './scores'

// Issue 22's targets for the metrics behind the performance score, per class of page
// (median of the Lighthouse runs, simulated mobile): catalog pages, where shoppers arriving
// from search decide, and the pages of forms (cart, checkout, account, contact).

export interface MetricTargets {
  /** Lowest performance score. */
  performance: number
  /** Highest total blocking time, ms. */
  totalBlockingTimeMs: number
  /** Latest largest contentful paint, ms; no target where the issue sets none. */
  largestContentfulPaintMs?: number
  /** Highest cumulative layout shift (0: nothing moves). */
  cumulativeLayoutShift?: number
}

export const METRIC_TARGETS: Readonly<Record<PageClass, MetricTargets>> = {
  catalog: {
    performance: 95,
    totalBlockingTimeMs: 150,
    largestContentfulPaintMs: 2_000,
    cumulativeLayoutShift: 0,
  },
  forms: { performance: 90, totalBlockingTimeMs: 300 },
}

/** The category thresholds of a class of page: its own performance target, the rest as for all. */
export function thresholdsFor(pageClass: PageClass): Readonly<Record<CategoryId, number>> {
  return { ...LIGHTHOUSE_THRESHOLDS, performance: METRIC_TARGETS[pageClass].performance }
}

/** What Lighthouse's median run of one page measured, as far as the targets read it. */
export interface MeasuredPage {
  path: string
  pageClass: PageClass
  performance: number | null
  metrics: Pick<
    PerformanceMetrics,
    'totalBlockingTimeMs' | 'largestContentfulPaintMs' | 'cumulativeLayoutShift'
  >
}

/** Lighthouse rounds CLS for display; a shift below this is none a person can see. */
const CLS_EPSILON = 0.0005

/**
 * The targets a page misses, each as one line; `targets` lets the CI guard hold interim
 * limits where a target is still out of reach.
 */
export function metricMisses(
  page: MeasuredPage,
  targets: MetricTargets = METRIC_TARGETS[page.pageClass],
): string[] {
  const misses: string[] = []
  const { totalBlockingTimeMs: tbt, largestContentfulPaintMs: lcp } = page.metrics
  const cls = page.metrics.cumulativeLayoutShift
  if (page.performance === null || page.performance < targets.performance) {
    misses.push(
      `performance on ${page.path}: ${page.performance ?? 'no score'} < ${targets.performance} (${page.pageClass})`,
    )
  }
  if (tbt === null || tbt > targets.totalBlockingTimeMs) {
    misses.push(
      `total blocking time on ${page.path}: ${tbt === null ? 'not measured' : `${Math.round(tbt)} ms`} > ${targets.totalBlockingTimeMs} ms (${page.pageClass})`,
    )
  }
  if (targets.largestContentfulPaintMs !== undefined) {
    if (lcp === null || lcp > targets.largestContentfulPaintMs) {
      misses.push(
        `largest contentful paint on ${page.path}: ${lcp === null ? 'not measured' : `${(lcp / 1000).toFixed(2)} s`} > ${(targets.largestContentfulPaintMs / 1000).toFixed(1)} s (${page.pageClass})`,
      )
    }
  }
  if (targets.cumulativeLayoutShift !== undefined) {
    if (cls === null || cls > targets.cumulativeLayoutShift + CLS_EPSILON) {
      misses.push(
        `cumulative layout shift on ${page.path}: ${cls === null ? 'not measured' : cls.toFixed(3)} > ${targets.cumulativeLayoutShift} (${page.pageClass})`,
      )
    }
  }
  return misses
}
