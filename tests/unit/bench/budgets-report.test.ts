import { describe, expect, it } from 'vitest'
import { budgetsConfigFrom } from '../../../bench/budgets/config'
import type { FirstLoadReport } from '../../../bench/budgets/first-load'
import {
  collectMisses,
  formatConsoleTable,
  formatMarkdownReport,
  formatMarkdownTable,
  summarizeMisses,
  type BudgetsRun,
  type PageResult,
} from '../../../bench/budgets/report'
import { thresholdsFor } from '../../../bench/budgets/metric-targets'
import { checkScores } from '../../../bench/budgets/scores'

const js: FirstLoadReport = {
  budgets: { catalog: 150_000, forms: 190_000 },
  shared: { files: ['static/chunks/pages/_app.js'], gzipBytes: 120_000 },
  routes: [
    {
      route: '/',
      files: [],
      method: 'html',
      gzipBytes: 260_100,
      rawBytes: 840_000,
      ownGzipBytes: 60_000,
      pageClass: 'catalog',
      budgetBytes: 150_000,
      withinBudget: false,
    },
    {
      route: '/404',
      files: [],
      method: 'html',
      gzipBytes: 129_000,
      rawBytes: 400_000,
      ownGzipBytes: 1_200,
      pageClass: 'catalog',
      budgetBytes: 150_000,
      withinBudget: true,
    },
  ],
  skipped: [{ route: '/robots.txt', reason: 'answers text/plain' }],
}

const metrics = {
  firstContentfulPaintMs: 1200,
  largestContentfulPaintMs: 5300,
  totalBlockingTimeMs: 1960,
  cumulativeLayoutShift: 0,
  speedIndexMs: 2000,
}

const page: PageResult = {
  name: 'cart',
  path: '/warenkorb',
  pageClass: 'forms',
  finalUrl: 'http://127.0.0.1:3700/warenkorb',
  runs: [
    {
      scores: { performance: 67, accessibility: 100, 'best-practices': 100, seo: 66 },
      metrics,
      benchmarkIndex: 2300,
      observedTaskTimeMs: 800,
      errors: [],
    },
  ],
  medianRunIndex: 0,
  retries: 0,
  checks: checkScores(
    { performance: 67, accessibility: 100, 'best-practices': 100, seo: 66 },
    thresholdsFor('forms'),
  ),
  failingAudits: [
    {
      category: 'seo',
      id: 'is-crawlable',
      title: 'Page is blocked from indexing',
      score: 0,
      weight: 4,
    },
  ],
  metrics,
  lcpElement: 'main > h1',
  scriptTransferBytes: 252_500,
  runWarnings: [],
}

const run: BudgetsRun = {
  date: '2026-11-22T19:40:00.000Z',
  machine: {
    cpuModel: 'AMD EPYC',
    cores: 2,
    loadAverageStart: [3, 4, 5],
    loadAverageEnd: [4, 4, 5],
  },
  versions: { node: '20.20.2', lighthouse: '12.8.2' },
  build: { id: 'abc', reused: true },
  js,
  lighthouse: {
    visit: 'first',
    runsPerPage: 1,
    formFactor: 'mobile',
    throttling: 'simulate',
    acceptLanguage: 'de-DE,de',
    pages: [page],
  },
  misses: collectMisses(js, [page]),
  durationS: 200,
}

describe('collectMisses', () => {
  it('names each route over the JS budget and each category under its threshold', () => {
    expect(collectMisses(js, [page])).toEqual([
      'first-load JS of /: 260.1 kB > 150.0 kB (catalog)',
      'Lighthouse seo on /warenkorb: 66 < 100',
      'Lighthouse performance on /warenkorb: 67 < 90 (forms)',
      'Lighthouse total blocking time on /warenkorb: 1960 ms > 300 ms (forms)',
    ])
  })

  it('are told in one line for the routes when many are over the JS budget', () => {
    const route = (name: string, gzipBytes: number) => ({
      route: name,
      files: [],
      method: 'html' as const,
      gzipBytes,
      rawBytes: 0,
      ownGzipBytes: 0,
      pageClass: 'catalog' as const,
      budgetBytes: 150_000,
      withinBudget: gzipBytes <= 150_000,
    })
    const many = {
      ...js,
      routes: [
        route('/a', 265_500),
        route('/b', 240_000),
        route('/c', 200_000),
        route('/d', 197_800),
        route('/e', 1),
      ],
    }
    expect(summarizeMisses({ js: many, misses: collectMisses(many, [page]) })).toEqual([
      'first-load JS over its budget on 4 of 5 routes (largest /a 265.5 kB, smallest /d 197.8 kB)',
      'Lighthouse seo on /warenkorb: 66 < 100',
      'Lighthouse performance on /warenkorb: 67 < 90 (forms)',
      'Lighthouse total blocking time on /warenkorb: 1960 ms > 300 ms (forms)',
    ])
    expect(summarizeMisses(run)).toEqual(run.misses)
  })

  it('is empty when everything is within budget', () => {
    const good: PageResult = {
      ...page,
      checks: checkScores(
        { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 },
        thresholdsFor('forms'),
      ),
      metrics: { ...metrics, totalBlockingTimeMs: 300 },
    }
    expect(collectMisses({ ...js, routes: js.routes.slice(1) }, [good])).toEqual([])
  })
})

describe('the report', () => {
  it('has both tables, the failing audits with their titles and the misses', () => {
    const markdown = formatMarkdownReport(run)
    expect(markdown).toMatch(/^### Budgets 2026-11-22: 4 missed/)
    expect(markdown).toContain(
      '| / | catalog | HTML | 260.1 kB | 60.0 kB | 840.0 kB | MISSED > 150.0 kB |',
    )
    expect(markdown).toContain(
      '| /404 | catalog | HTML | 129.0 kB | 1.2 kB | 400.0 kB | ok (≤ 150.0 kB) |',
    )
    expect(markdown).toContain('`/robots.txt` not measured: answers text/plain')
    expect(markdown).toContain('first visit (no cookies: the consent banner shows)')
    expect(markdown).toContain(
      '| cart `/warenkorb` | 67 (MISSED ≥ 90) | 100 | 100 | 66 (MISSED ≥ 100) | 5.3 s | 2.0 s | 0.000 | 252.5 kB |',
    )
    expect(markdown).toContain('- SEO: `is-crawlable` Page is blocked from indexing (score 0)')
    expect(markdown).toContain('- Lighthouse seo on /warenkorb: 66 < 100')
  })

  it('pads console columns and right-aligns numbers', () => {
    expect(
      formatConsoleTable(
        ['a', 'n'],
        [
          ['x', '1'],
          ['yy', '10'],
        ],
        ['left', 'right'],
      ),
    ).toBe(['a    n', '--  --', 'x    1', 'yy  10'].join('\n'))
    expect(formatMarkdownTable(['a', 'n'], [['x|y', '1']], ['left', 'right'])).toBe(
      ['| a | n |', '| --- | --: |', '| x\\|y | 1 |'].join('\n'),
    )
  })
})

describe('budgets settings', () => {
  it('default to ports 3700/4700/4701, three runs, Debian’s Chromium, a first visit', () => {
    expect(budgetsConfigFrom({}, [])).toEqual({
      ports: { web: 3700, graph: 4700, hub: 4701 },
      runs: 3,
      chromiumPath: '/usr/bin/chromium',
      rebuild: false,
      jsOnly: false,
      returning: false,
      guard: false,
      pages: null,
    })
  })

  it('take variables and flags, and refuse what they do not know', () => {
    const config = budgetsConfigFrom(
      { BUDGETS_RUNS: '5', BUDGETS_WEB_PORT: '3999', CHROMIUM_PATH: '/opt/chromium' },
      ['--js-only', '--returning', '--rebuild'],
    )
    expect(config).toMatchObject({
      runs: 5,
      ports: { web: 3999 },
      chromiumPath: '/opt/chromium',
      jsOnly: true,
      returning: true,
      rebuild: true,
    })
    expect(budgetsConfigFrom({}, ['--guard'])).toMatchObject({ guard: true })
    expect(() => budgetsConfigFrom({ BUDGETS_RUNS: '0' }, [])).toThrow(/BUDGETS_RUNS/)
    expect(() => budgetsConfigFrom({}, ['--fast'])).toThrow(/unknown argument --fast/)
    expect(
      budgetsConfigFrom({ BUDGETS_PAGES: 'home, product' }, [], ['home', 'product', 'cart']).pages,
    ).toEqual(['home', 'product'])
    expect(() => budgetsConfigFrom({ BUDGETS_PAGES: 'shop' }, [], ['home'])).toThrow(
      /BUDGETS_PAGES names unknown pages: shop/,
    )
  })
})
