import { JS_BUDGETS, type FirstLoadReport, type PageClass } from './first-load'
import type { PageResult } from './report'
import { CATEGORY_IDS, LIGHTHOUSE_THRESHOLDS, type CategoryId } from './scores'

// The CI side of the budgets (`npm run bench:budgets -- --guard`). The targets (issue 22's
// first-load budgets per class of page, the Lighthouse thresholds) are in first-load.ts and
// scores.ts and are reported as they are; where a target is still missed,
// CI holds the line at what was accepted when it was last measured, so any regression fails
// the build while the gap stays visible in every report. Each number here may only go
// towards its target; once a target is met, its entry goes and the target itself applies.

export interface AcceptedLimits {
  /**
   * Largest first-load JavaScript (gzip) a route of each class may have while its target
   * (first-load.ts: JS_BUDGETS) is out of reach; a class that meets its target has none.
   */
  firstLoadJsGzipBytes: Partial<Record<PageClass, number>>
  /**
   * Latest largest contentful paint (Lighthouse, simulated mobile) per page while the
   * performance target is missed: steadier than the score, and what a late banner moves.
   */
  maxLcpMs: number
  /** Lowest Lighthouse score per page and category while a threshold is missed. */
  lighthouse: Readonly<Record<string, Partial<Record<CategoryId, number>>>>
  /** Why these limits exist; printed with every guarded run. */
  reason: string
}

export const ACCEPTED: AcceptedLimits = {
  // Measured 2026-11-25 (build vdzWbC9b21ZdBFJaR7DTX; first-load bytes are deterministic, machine
  // load does not move them): largest catalog route /[categoryType]/[[...rest]] 207,191 bytes,
  // largest form route /checkout 243,038 bytes; held at the next whole kB (docs/performance.md,
  // issue 22). Was 268 kB for every route (2026-11-22).
  firstLoadJsGzipBytes: { catalog: 208_000, forms: 244_000 },
  // Medians then: LCP 2.3 / 2.2 / 1.6 s, performance 76 / 79 / 88 (single runs 73-88);
  // total blocking time (hydration, 0.5-1.0 s) is what keeps the score from 95.
  maxLcpMs: 3_000,
  lighthouse: {
    home: { performance: 68 },
    product: { performance: 70 },
    cart: { performance: 75 },
  },
  reason:
    'React DOM and Next alone are 114.7 kB of the 150 kB; Apollo Client with its cache and the generated GraphQL documents, which every page hydrates with, add ~55 kB (decision 0019)',
}

/** The first-load limit CI holds a class of pages to: its target, or the accepted limit when higher. */
export function jsGuardLimit(pageClass: PageClass, accepted: AcceptedLimits = ACCEPTED): number {
  return Math.max(JS_BUDGETS[pageClass], accepted.firstLoadJsGzipBytes[pageClass] ?? 0)
}

/** The limit a category is held to in CI: the target, or the accepted score when lower. */
export function guardThreshold(
  page: string,
  category: CategoryId,
  accepted: AcceptedLimits = ACCEPTED,
): number {
  const target = LIGHTHOUSE_THRESHOLDS[category]
  const interim = accepted.lighthouse[page]?.[category]
  return interim === undefined ? target : Math.min(target, interim)
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
    ...pages.flatMap((page) => {
      const lcp = page.metrics.largestContentfulPaintMs
      if (lcp !== null && lcp <= accepted.maxLcpMs) return []
      return [
        `Lighthouse largest contentful paint on ${page.path}: ${lcp === null ? 'not measured' : `${Math.round(lcp)} ms`} > ${accepted.maxLcpMs} ms (accepted limit)`,
      ]
    }),
    ...pages.flatMap((page) =>
      CATEGORY_IDS.flatMap((category) => {
        const score = page.checks.find((check) => check.category === category)?.score ?? null
        const limit = guardThreshold(page.name, category, accepted)
        if (score !== null && score >= limit) return []
        return [
          `Lighthouse ${category} on ${page.path}: ${score ?? 'no score'} < ${limit}` +
            (limit < LIGHTHOUSE_THRESHOLDS[category]
              ? ` (accepted limit; target ${LIGHTHOUSE_THRESHOLDS[category]})`
              : ''),
        ]
      }),
    ),
  ]
}
