import { describe, expect, it } from 'vitest'
import type { FirstLoadReport } from '../../../bench/budgets/first-load'
import {
  ACCEPTED,
  guardMetricTargets,
  guardThreshold,
  guardViolations,
  pageGuardViolations,
  type AcceptedLimits,
} from '../../../bench/budgets/guard'
import { PAGES } from '../../../bench/budgets/pages'
import type { PageResult } from '../../../bench/budgets/report'
import { checkScores, type CategoryId } from '../../../bench/budgets/scores'

const accepted: AcceptedLimits = {
  firstLoadJsGzipBytes: { catalog: 200_000 },
  pages: { home: { performance: 70, totalBlockingTimeMs: 400 } },
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
  metrics: { lcp?: number; tbt?: number; cls?: number } = {},
  pageClass: 'catalog' | 'forms' = name === 'cart' ? 'forms' : 'catalog',
): PageResult => ({
  name,
  path: `/${name}`,
  pageClass,
  finalUrl: `http://127.0.0.1/${name}`,
  runs: [],
  medianRunIndex: 0,
  retries: 0,
  checks: checkScores(scores),
  failingAudits: [],
  metrics: {
    firstContentfulPaintMs: 1,
    largestContentfulPaintMs: metrics.lcp ?? 1_500,
    totalBlockingTimeMs: metrics.tbt ?? 100,
    cumulativeLayoutShift: metrics.cls ?? 0,
    speedIndexMs: 1,
  },
  lcpElement: null,
  scriptTransferBytes: 0,
  runWarnings: [],
})

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

describe('budgets guard (CI)', () => {
  it('holds a missed target at its accepted limit and every other one at its class target', () => {
    const home = { name: 'home', pageClass: 'catalog' as const }
    const cart = { name: 'cart', pageClass: 'forms' as const }
    expect(guardThreshold(home, 'performance', accepted)).toBe(70)
    expect(guardThreshold(home, 'seo', accepted)).toBe(100)
    expect(guardThreshold(cart, 'performance', accepted)).toBe(90)
    expect(guardMetricTargets(home, accepted)).toEqual({
      performance: 70,
      totalBlockingTimeMs: 400,
      largestContentfulPaintMs: 2_000,
      cumulativeLayoutShift: 0,
    })
    expect(guardMetricTargets(cart, accepted)).toEqual({
      performance: 90,
      totalBlockingTimeMs: 300,
      largestContentfulPaintMs: undefined,
      cumulativeLayoutShift: undefined,
    })
  })

  it('passes a run that is no worse than the accepted limits, though targets are missed', () => {
    const violations = guardViolations(
      js(route('/', 199_000), route('/404', 120_000)),
      [page('home', { ...perfect, performance: 72 }, { tbt: 390 })],
      accepted,
    )
    expect(violations).toEqual([])
  })

  it('fails a route past its limit and every metric or score past its target or limit', () => {
    const violations = guardViolations(
      js(route('/', 201_000)),
      [
        page('home', { ...perfect, performance: 69 }, { tbt: 450 }),
        page('product', { ...perfect, performance: 96 }, { lcp: 2_100, cls: 0.02 }),
        page('cart', { ...perfect, seo: 92, performance: 91 }, { tbt: 320, lcp: 4_200 }),
      ],
      accepted,
    )
    expect(violations).toEqual([
      'first-load JS of /: 201.0 kB > 200.0 kB (accepted limit; target 150.0 kB)',
      'Lighthouse performance on /home: 69 < 70 (catalog) (accepted limit in bench/budgets/guard.ts)',
      'Lighthouse total blocking time on /home: 450 ms > 400 ms (catalog) (accepted limit in bench/budgets/guard.ts)',
      'Lighthouse largest contentful paint on /product: 2.10 s > 2.0 s (catalog)',
      'Lighthouse cumulative layout shift on /product: 0.020 > 0 (catalog)',
      'Lighthouse total blocking time on /cart: 320 ms > 300 ms (forms)',
      'Lighthouse seo on /cart: 92 < 100',
    ])
  })

  it('follows a target once reached: without an entry a page is held to its class target', () => {
    const met: AcceptedLimits = { ...accepted, pages: {} }
    expect(pageGuardViolations(page('home', perfect, { tbt: 150, lcp: 2_000 }), met)).toEqual([])
    expect(pageGuardViolations(page('home', perfect, { tbt: 151 }), met)).toEqual([
      'Lighthouse total blocking time on /home: 151 ms > 150 ms (catalog)',
    ])
  })

  it('never accepts more than a target asks once the target is stricter', () => {
    const stale: AcceptedLimits = {
      ...accepted,
      pages: { home: { performance: 99, totalBlockingTimeMs: 50, accessibility: 100 } },
    }
    expect(guardMetricTargets({ name: 'home', pageClass: 'catalog' }, stale)).toMatchObject({
      performance: 95,
      totalBlockingTimeMs: 150,
    })
    expect(guardThreshold({ name: 'home', pageClass: 'catalog' }, 'best-practices', stale)).toBe(95)
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

  it('only ever relaxes targets it says why for, and only for pages that are measured', () => {
    expect(ACCEPTED.reason.length).toBeGreaterThan(20)
    const measured = new Set(PAGES.map((candidate) => candidate.name))
    for (const [name, limits] of Object.entries(ACCEPTED.pages)) {
      expect(measured.has(name), name).toBe(true)
      for (const value of [limits.accessibility, limits['best-practices'], limits.seo]) {
        if (value !== undefined) expect(value).toBeLessThan(100)
      }
    }
  })
})
