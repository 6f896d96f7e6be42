import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  TABLE_HEADER,
  formatConsoleTable,
  formatMarkdownReport,
  formatMarkdownTable,
  ratio,
  resultBaseName,
  tableRows,
  targetChecks,
  unitsPerSecond,
  writeResults,
  type BenchRun,
  type LoadStats,
  type ScenarioResult,
} from '../../../bench/report'

function stats(overrides: Partial<LoadStats> = {}): LoadStats {
  return {
    requests: 1000,
    rps: 1000,
    p50Ms: 20,
    p99Ms: 80,
    maxMs: 120,
    errors: 0,
    errorBreakdown: { errors: 0, timeouts: 0, non2xx: 0, mismatches: 0 },
    durationS: 20,
    ...overrides,
  }
}

function scenario(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    id: 'product-html',
    title: 'product page HTML',
    request: 'GET /windows/grafik/foto-studio-pro',
    connections: 50,
    requestsPerUnit: 1,
    stats: stats({ rps: 3000 }),
    ceiling: stats({ rps: 5000 }),
    ...overrides,
  }
}

function run(scenarios: ScenarioResult[]): BenchRun {
  return {
    date: '2026-11-22T18:31:54.961Z',
    database: 'pglite',
    machine: {
      cpuModel: 'Test CPU',
      cores: 2,
      memoryGiB: 24,
      os: 'Linux 6',
      loadAverage: [0.5, 0.25, 0.1],
    },
    versions: { node: '20.20.2', next: '16.4.6' },
    settings: {
      connections: 50,
      durationS: 20,
      warmupS: 3,
      logLevel: 'warn',
      acceptEncoding: null,
    },
    catalog: { products: 44, orders: 0 },
    scenarios,
  }
}

describe('bench ratios and targets', () => {
  it('divides the scenario by its ceiling, and has no ratio without one', () => {
    expect(ratio(stats({ rps: 2500 }), stats({ rps: 5000 }))).toBe(0.5)
    expect(ratio(stats(), undefined)).toBeNull()
    expect(ratio(stats(), stats({ rps: 0 }))).toBeNull()
  })

  it('counts pages, not calls, when a unit takes several requests', () => {
    expect(unitsPerSecond({ stats: stats({ rps: 900 }), requestsPerUnit: 3 })).toBe(300)
    expect(unitsPerSecond({ stats: stats({ rps: 900 }), requestsPerUnit: 1 })).toBe(900)
  })

  it('checks the HTML targets: half the ceiling, p99 under 100 ms, no errors', () => {
    expect(targetChecks(scenario(), 'pglite').map((check) => check.met)).toEqual([true, true, true])
    const slow = scenario({ stats: stats({ rps: 2000, p99Ms: 150, errors: 3 }) })
    expect(targetChecks(slow, 'pglite').map((check) => check.met)).toEqual([false, false, false])
  })

  it('judges orders by new orders per second and by the database check', () => {
    const orders = scenario({
      id: 'order-create',
      stats: stats({ rps: 260 }),
      ordersPerSecond: 210,
      verification: {
        answeredWithOrder: 5200,
        distinctKeysAnswered: 4700,
        retriesSent: 500,
        ordersInDatabase: 4730,
        duplicateKeys: 0,
        lostOrders: 0,
        ordersWithoutAnswer: 30,
        ok: true,
      },
    })
    expect(targetChecks(orders, 'postgres').map((check) => check.met)).toEqual([true, true])
    const lost = { ...orders, ordersPerSecond: 150, verification: undefined }
    expect(targetChecks(lost, 'postgres').map((check) => check.met)).toEqual([false, false])
  })

  it('applies the conversionStats latency target on PostgreSQL only', () => {
    const stats300 = scenario({ id: 'conversion-stats', stats: stats({ p99Ms: 250 }) })
    expect(targetChecks(stats300, 'postgres')[0]?.met).toBe(true)
    expect(targetChecks(stats300, 'pglite')[0]?.met).toBeNull()
  })
})

describe('bench tables', () => {
  const rows = tableRows(
    run([
      scenario(),
      scenario({
        id: 'product-hub',
        title: 'product page, hub REST calls',
        requestsPerUnit: 3,
        stats: stats({ rps: 1200, p50Ms: 4.25 }),
        ceiling: undefined,
      }),
    ]),
  )

  it('formats numbers, ratios and per-page figures', () => {
    expect(rows[0]).toEqual([
      'product page HTML',
      '50',
      '3,000',
      '20',
      '80',
      '0',
      '5,000',
      '0.60',
      'ok ≥ 0.5 × ceiling; ok p99 < 100 ms; ok 0 errors',
    ])
    expect(rows[1]?.[2]).toBe('1,200 (400 pages/s)')
    expect(rows[1]?.[3]).toBe('4.3')
    expect(rows[1]?.[6]).toBe('')
    expect(rows[1]?.[7]).toBe('')
  })

  it('pads console columns, numbers to the right', () => {
    const table = formatConsoleTable(
      ['name', 'conn'],
      [
        ['a', '5'],
        ['longer', '50'],
      ],
    )
    expect(table.split('\n')).toEqual([
      'name    conn',
      '------  ----',
      'a          5',
      'longer    50',
    ])
  })

  it('writes a Markdown table with right-aligned number columns and escaped pipes', () => {
    const table = formatMarkdownTable(TABLE_HEADER, [
      ['a | b', '1', '2', '3', '4', '5', '6', '7', ''],
    ])
    const lines = table.split('\n')
    expect(lines[0]).toBe(`| ${TABLE_HEADER.join(' | ')} |`)
    expect(lines[1]).toBe('| --- | --: | --: | --: | --: | --: | --: | --: | --- |')
    expect(lines[2]).toContain('a \\| b')
  })

  it('reports machine, versions, settings and the order check', () => {
    const report = formatMarkdownReport({
      ...run([scenario()]),
      failures: ['home page HTML: boom'],
    })
    expect(report).toContain('### Bench 2026-11-22 on PGlite')
    expect(report).toContain('Test CPU, 2 cores, 24 GiB')
    expect(report).toContain('node 20.20.2, next 16.4.6')
    expect(report).toContain('3 s warm-up + 20 s per scenario')
    expect(report).toContain('| product page HTML | 50 | 3,000 |')
    expect(report).toContain('- FAILED home page HTML: boom')
  })
})

describe('bench result files', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('names files by date, time and database', () => {
    expect(resultBaseName({ date: '2026-11-22T18:31:54.961Z', database: 'postgres' })).toBe(
      '2026-11-22-183154-postgres',
    )
  })

  it('writes the JSON, the Markdown and latest.md', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-report-'))
    const result = run([scenario()])
    const files = await writeResults(result, dir)
    expect((await readdir(dir)).sort()).toEqual([
      '2026-11-22-183154-pglite.json',
      '2026-11-22-183154-pglite.md',
      'latest.md',
    ])
    expect(JSON.parse(await readFile(files.json, 'utf8'))).toEqual(result)
    expect(await readFile(files.latest, 'utf8')).toBe(await readFile(files.markdown, 'utf8'))
  })
})
