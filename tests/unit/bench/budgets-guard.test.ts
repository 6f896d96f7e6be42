import { describe, expect, it } from 'vitest'
import type { FirstLoadReport } from '../../../bench/budgets/first-load'
import {
  ACCEPTED,
  guardThreshold,
  guardViolations,
  type AcceptedLimits,
} from '../../../bench/budgets/guard'
import type { PageResult } from '../../../bench/budgets/report'
import { checkScores, type CategoryId } from '../../../bench/budgets/scores'

const accepted: AcceptedLimits = {
  firstLoadJsGzipBytes: { catalog: 200_000 },
  maxLcpMs: 3_000,
  lighthouse: { home: { performance: 70 } },
  reason: 'test',
}

const route = (name: string, gzipBytes: number) => ({
  route: name,
  files: [],
  gzipBytes,
  rawBytes: gzipBytes * 3,
  ownGzipBytes: 1_000,
  method: 'html' as const,
  pageClass: name === '/cart' ? ('forms' as const) : ('catalog' as const),
  budgetBytes: name === '/cart' ? 190_000 : 150_000,
  withinBudget: gzipBytes <= (name === '/cart' ? 190_000 : 150_000),
})

const js = (...routes: ReturnType<typeof route>[]): FirstLoadReport => ({
  budgets: { catalog: 150_000, forms: 190_000 },
  shared: { files: [], gzipBytes: 100_000 },
  routes,
  skipped: [],
})

const page = (
  name: string,
  scores: Record<CategoryId, number>,
  largestContentfulPaintMs = 1_500,
): PageResult => ({
  name,
  path: `/${name}`,
  pageClass: 'catalog',
  finalUrl: `http://127.0.0.1/${name}`,
  runs: [],
  medianRunIndex: 0,
  retries: 0,
  checks: checkScores(scores),
  failingAudits: [],
  metrics: {
    firstContentfulPaintMs: 1,
    largestContentfulPaintMs,
    totalBlockingTimeMs: 0,
    cumulativeLayoutShift: 0,
    speedIndexMs: 1,
  },
  lcpElement: null,
  scriptTransferBytes: 0,
  runWarnings: [],
})

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

describe('budgets guard (CI)', () => {
  it('holds a missed target at its accepted limit and every other category at its target', () => {
    expect(guardThreshold('home', 'performance', accepted)).toBe(70)
    expect(guardThreshold('home', 'seo', accepted)).toBe(100)
    expect(guardThreshold('cart', 'performance', accepted)).toBe(95)
  })

  it('passes a run that is no worse than the accepted limits, though targets are missed', () => {
    const violations = guardViolations(
      js(route('/', 199_000), route('/404', 120_000)),
      [page('home', { ...perfect, performance: 72 })],
      accepted,
    )
    expect(violations).toEqual([])
  })

  it('fails a route that grew past the accepted limit and a score that fell below one', () => {
    const violations = guardViolations(
      js(route('/', 201_000)),
      [
        page('home', { ...perfect, performance: 69 }),
        page('cart', { ...perfect, seo: 92, performance: 96 }, 4_200),
      ],
      accepted,
    )
    expect(violations).toEqual([
      'first-load JS of /: 201.0 kB > 200.0 kB (accepted limit; target 150.0 kB)',
      'Lighthouse largest contentful paint on /cart: 4200 ms > 3000 ms (accepted limit)',
      'Lighthouse performance on /home: 69 < 70 (accepted limit; target 95)',
      'Lighthouse seo on /cart: 92 < 100',
    ])
  })

  it('never accepts more than a target asks once the target is stricter', () => {
    const loose: AcceptedLimits = { ...accepted, lighthouse: { home: { accessibility: 100 } } }
    expect(guardThreshold('home', 'best-practices', loose)).toBe(95)
    expect(
      guardViolations(js(route('/', 120_000)), [], {
        ...accepted,
        firstLoadJsGzipBytes: { catalog: 1 },
      }),
    ).toEqual([])
  })

  it('holds a class without an accepted limit to its target', () => {
    expect(guardViolations(js(route('/cart', 190_000)), [], accepted)).toEqual([])
    expect(guardViolations(js(route('/cart', 190_001)), [], accepted)).toEqual([
      'first-load JS of /cart: 190.0 kB > 190.0 kB (forms target)',
    ])
  })

  it('only ever relaxes targets it says why for', () => {
    expect(ACCEPTED.reason.length).toBeGreaterThan(20)
    for (const limits of Object.values(ACCEPTED.lighthouse)) {
      for (const value of Object.values(limits)) expect(value).toBeLessThan(100)
    }
  })
})
