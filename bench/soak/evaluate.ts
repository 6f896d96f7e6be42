import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  formatConsoleTable,
  formatMarkdownTable,
  formatMs,
  formatNumber,
  type DatabaseKind,
  type MachineInfo,
} from '../report'
import { verifyOrders } from '../verify'
import type { HeapSample } from './gc-trace'
import type { MemorySample, MemoryVerdict, MemoryWindows } from './memory'
import { TRAFFIC_TITLES, TRAFFIC_TYPES, type MixWeights } from './mix'
import type { TrafficStats } from './stats'
import type { SoakLoadResult } from './worker'

// The soak's verdict (pure): the checks of issue 10, the tables for the terminal and the
// Markdown report, and the files bench/results/soak-latest.{json,md}.

export interface SoakSettings {
  durationS: number
  connections: number
  /** Slow start: the first rampS seconds at rampConnections (absent in older results). */
  rampS?: number
  rampConnections?: number
  timeoutS: number
  weights: MixWeights
  drainS: number
  maxMemoryGrowth: number
  sampleIntervalMs: number
  logLevel: string
  seed: number
}

export interface OrderCheck {
  /** Distinct keys answered with an order. */
  successfulCheckouts: number
  ordersInDatabase: number
  /** Keys with more than one order. */
  duplicateKeys: number
  /** Keys answered with an order that has none in the database. */
  lostOrders: number
  /** Orders of keys never answered with an order (each breaks the equality). */
  ordersWithoutAnswer: number
  /** Keys never answered with an order, on any attempt. */
  checkoutsFailed: number
  /** Checkouts sent again with their key. */
  retries: number
  ok: boolean
}

/**
 * Orders in the database (counted per key's address) against the checkouts answered with an
 * order: equal, and no key with two orders.
 */
export function checkOrders(args: {
  answeredKeys: readonly string[]
  failedKeys: readonly string[]
  retries: number
  ordersByEmail: ReadonlyMap<string, number>
}): OrderCheck {
  const verified = verifyOrders({
    answeredKeys: args.answeredKeys,
    retriesSent: args.retries,
    ordersByEmail: args.ordersByEmail,
  })
  return {
    successfulCheckouts: verified.distinctKeysAnswered,
    ordersInDatabase: verified.ordersInDatabase,
    duplicateKeys: verified.duplicateKeys,
    lostOrders: verified.lostOrders,
    ordersWithoutAnswer: verified.ordersWithoutAnswer,
    checkoutsFailed: args.failedKeys.length,
    retries: args.retries,
    ok: verified.ordersInDatabase === verified.distinctKeysAnswered && verified.duplicateKeys === 0,
  }
}

export interface SoakCheck {
  name: string
  ok: boolean
  detail: string
}

const perType = (
  byType: Record<(typeof TRAFFIC_TYPES)[number], TrafficStats>,
  value: (stats: TrafficStats) => number,
) =>
  TRAFFIC_TYPES.filter((type) => value(byType[type]) > 0)
    .map((type) => `${type} ${formatNumber(value(byType[type]))}`)
    .join(', ')

/** The checks of issue 10, each with what it found. */
export function evaluateSoak(args: {
  load: Pick<SoakLoadResult, 'byType' | 'total'>
  memory: readonly MemoryVerdict[]
  orders: OrderCheck
  maxMemoryGrowth: number
}): SoakCheck[] {
  const { byType, total } = args.load
  const wrong = (stats: TrafficStats) => stats.status3xx + stats.status4xx + stats.unexpected
  const checks: SoakCheck[] = [
    {
      name: 'traffic answered',
      ok: total.answered > 0,
      detail: `${formatNumber(total.answered)} answers, ${formatNumber(total.rps)} per second`,
    },
    {
      name: 'no 5xx',
      ok: total.status5xx === 0,
      detail:
        total.status5xx === 0
          ? '0 answers with a 5xx status'
          : `${formatNumber(total.status5xx)} (${perType(byType, (s) => s.status5xx)})`,
    },
    {
      name: 'no connection errors or timeouts',
      ok: total.noAnswer === 0,
      detail:
        total.noAnswer === 0
          ? `every request answered (${formatNumber(total.inFlightAtEnd)} cut off by the end of the run)`
          : `${formatNumber(total.noAnswer)} without an answer (${perType(byType, (s) => s.noAnswer)})`,
    },
    {
      name: 'every answer as expected',
      ok: wrong(total) === 0,
      detail:
        wrong(total) === 0
          ? 'pages 200, queries without errors, every mutation its success type'
          : `${formatNumber(total.status3xx)} 3xx, ${formatNumber(total.status4xx)} 4xx, ` +
            `${formatNumber(total.unexpected)} 2xx not ok (${perType(byType, wrong)})`,
    },
  ]
  for (const verdict of args.memory) {
    checks.push({
      name: `memory of ${verdict.process} stable within ${Math.round(args.maxMemoryGrowth * 100)} %`,
      ok: verdict.ok,
      detail: memoryDetail(verdict),
    })
  }
  const o = args.orders
  checks.push({
    name: 'orders in the database = successful checkouts, none twice',
    ok: o.ok,
    detail:
      `${formatNumber(o.ordersInDatabase)} orders, ${formatNumber(o.successfulCheckouts)} successful checkouts, ` +
      `${o.duplicateKeys} keys with two orders, ${o.lostOrders} lost, ` +
      `${o.ordersWithoutAnswer} for keys never answered with an order ` +
      `(${o.checkoutsFailed} such keys; ${o.retries} retries with the same key)`,
  })
  return checks
}

const mib = (kib: number | null) => (kib === null ? '–' : formatNumber(kib / 1024))
const times = (ratio: number | null) => (ratio === null ? '–' : `×${ratio.toFixed(3)}`)
const change = (baseline: number | null, final: number | null) => `${mib(baseline)} → ${mib(final)}`

function memoryDetail(v: MemoryVerdict): string {
  const heap =
    v.heapRatio === null
      ? `live heap not measured: no full collection in a window (${v.collections} in the run)`
      : `live heap ${change(v.baselineHeapKiB, v.finalHeapKiB)} MiB, ${times(v.heapRatio)}`
  const rss =
    v.ratio === null
      ? `RSS: not enough samples (${v.samples})`
      : `RSS lowest ${change(v.baselineKiB, v.finalKiB)} MiB, ${times(v.ratio)}; ` +
        `mean ${change(v.baselineMeanKiB, v.finalMeanKiB)} MiB, ${times(v.meanRatio)}; ` +
        `top ${change(v.baselineTopKiB, v.finalTopKiB)} MiB, ${times(v.topRatio)}`
  return `${heap}; ${rss}`
}

export interface SoakRun {
  date: string
  runId: string
  database: DatabaseKind
  machine: MachineInfo
  /** The load average when the load ended: with the one at the start, how busy the machine was. */
  loadAverageAtEnd: [number, number, number]
  versions: Record<string, string>
  settings: SoakSettings
  load: SoakLoadResult
  memory: {
    windows: MemoryWindows
    verdicts: MemoryVerdict[]
    samples: Record<string, MemorySample[]>
    /** Each process's full collections (live heap), from its `--trace-gc` lines. */
    heaps: Record<string, HeapSample[]>
  }
  orders: OrderCheck
  checks: SoakCheck[]
  ok: boolean
}

export const TRAFFIC_HEADER = [
  'traffic type',
  'requests',
  '2xx',
  '3xx',
  '4xx',
  '5xx',
  '2xx not ok',
  'errors',
  'req/s',
  'p50 ms',
  'p99 ms',
] as const
export const TRAFFIC_NUMERIC: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

/** One row per traffic type and a total; requests = answered + no answer. */
export function trafficRows(load: Pick<SoakLoadResult, 'byType' | 'total'>): string[][] {
  const row = (title: string, s: TrafficStats) => [
    title,
    formatNumber(s.answered + s.noAnswer),
    formatNumber(s.status2xx),
    formatNumber(s.status3xx),
    formatNumber(s.status4xx),
    formatNumber(s.status5xx),
    formatNumber(s.unexpected),
    formatNumber(s.noAnswer),
    formatNumber(s.rps, 1),
    formatMs(s.p50Ms),
    formatMs(s.p99Ms),
  ]
  return [
    ...TRAFFIC_TYPES.map((type) => row(TRAFFIC_TITLES[type], load.byType[type])),
    row('total', load.total),
  ]
}

export const MEMORY_HEADER = [
  'process',
  'live heap MiB',
  'heap ratio',
  'RSS lowest MiB',
  'lowest ratio',
  'RSS mean MiB',
  'mean ratio',
  'RSS top MiB',
  'top ratio',
  'peak MiB',
  'full GCs',
  'samples',
  'verdict',
] as const
export const MEMORY_NUMERIC: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])

/** One row per process: each measure as baseline → final window, and its ratio. */
export function memoryRows(verdicts: readonly MemoryVerdict[], maxGrowth: number): string[][] {
  const ratio = (value: number | null) => (value === null ? '–' : value.toFixed(3))
  return verdicts.map((v) => [
    v.process,
    change(v.baselineHeapKiB, v.finalHeapKiB),
    ratio(v.heapRatio),
    change(v.baselineKiB, v.finalKiB),
    ratio(v.ratio),
    change(v.baselineMeanKiB, v.finalMeanKiB),
    ratio(v.meanRatio),
    change(v.baselineTopKiB, v.finalTopKiB),
    ratio(v.topRatio),
    mib(v.peakKiB),
    String(v.collections),
    String(v.samples),
    v.ok ? 'ok' : `FAILED (> ×${(1 + maxGrowth).toFixed(2)})`,
  ])
}

const windowText = (w: MemoryWindows) =>
  `baseline ${formatNumber(w.baseline.startMs / 1000)}-${formatNumber(w.baseline.endMs / 1000)} s, ` +
  `final ${formatNumber(w.final.startMs / 1000)}-${formatNumber(w.final.endMs / 1000)} s`

/** `search-page: status 503 ×658`, most frequent first, at most `limit` lines. */
export function failureLines(failures: SoakLoadResult['failures'], limit = 12): string[] {
  const rows = Object.entries(failures).flatMap(([kind, reasons]) =>
    Object.entries(reasons ?? {}).map(([reason, count]) => ({ kind, reason, count })),
  )
  rows.sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind))
  const lines = rows
    .slice(0, limit)
    .map((row) => `${row.kind}: ${row.reason} ×${formatNumber(row.count)}`)
  if (rows.length > limit) lines.push(`and ${rows.length - limit} more reasons (in the JSON)`)
  return lines
}

export function checkLines(checks: readonly SoakCheck[]): string[] {
  return checks.map((check) => `${check.ok ? 'ok    ' : 'FAILED'} ${check.name}: ${check.detail}`)
}

/** The console output after a run: both tables, the checks and the failures by reason. */
export function formatConsoleReport(run: SoakRun): string {
  const failures = failureLines(run.load.failures)
  return [
    formatConsoleTable(TRAFFIC_HEADER, trafficRows(run.load), TRAFFIC_NUMERIC),
    '',
    `Memory (live heap after full collections, RSS; baseline → final window: ${windowText(run.memory.windows)}):`,
    formatConsoleTable(
      MEMORY_HEADER,
      memoryRows(run.memory.verdicts, run.settings.maxMemoryGrowth),
      MEMORY_NUMERIC,
    ),
    '',
    ...checkLines(run.checks),
    ...(failures.length > 0 ? ['', 'Failures by reason:', ...failures.map((l) => `  ${l}`)] : []),
    '',
    run.ok ? 'Soak passed.' : 'Soak FAILED.',
  ].join('\n')
}

export function formatMarkdownReport(run: SoakRun): string {
  const { machine, settings } = run
  const weights = TRAFFIC_TYPES.map((type) => `${type} ${settings.weights[type]}`).join(', ')
  const failures = failureLines(run.load.failures)
  const samples = TRAFFIC_TYPES.flatMap((type) =>
    (run.load.samples[type] ?? []).map((line) => `  - ${type}: \`${line.replace(/`/g, "'")}\``),
  )
  return [
    `### Soak ${run.date.slice(0, 10)} on ${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${run.ok ? 'passed' : 'FAILED'}`,
    '',
    `- Machine: ${machine.cpuModel}, ${machine.cores} cores, ${formatNumber(machine.memoryGiB)} GiB, ${machine.os}; ` +
      `load average ${machine.loadAverage.map((load) => load.toFixed(2)).join(' ')} at the start, ` +
      `${run.loadAverageAtEnd.map((load) => load.toFixed(2)).join(' ')} at the end`,
    `- Versions: ${Object.entries(run.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
    `- Run: ${run.date}, ${formatNumber(settings.durationS)} s, ${settings.connections} connections` +
      (settings.rampS ? ` (the first ${settings.rampS} s at ${settings.rampConnections})` : '') +
      ', ' +
      `timeout ${settings.timeoutS} s, mix ${weights}, no new checkout in the last ${settings.drainS} s, ` +
      `log level ${settings.logLevel}, seed ${settings.seed}`,
    '',
    formatMarkdownTable(TRAFFIC_HEADER, trafficRows(run.load), TRAFFIC_NUMERIC),
    '',
    `Memory (live heap after each full collection, from --trace-gc; RSS from /proc every ${settings.sampleIntervalMs} ms; top = 90th percentile; baseline → final window: ${windowText(run.memory.windows)}):`,
    '',
    formatMarkdownTable(
      MEMORY_HEADER,
      memoryRows(run.memory.verdicts, settings.maxMemoryGrowth),
      MEMORY_NUMERIC,
    ),
    '',
    ...checkLines(run.checks).map((line) => `- ${line}`),
    ...(failures.length > 0 ? ['- Failures by reason:', ...failures.map((l) => `  - ${l}`)] : []),
    ...(samples.length > 0 ? ['- Unexpected answers (first few per type):', ...samples] : []),
    '',
  ].join('\n')
}

/** Writes `soak-latest.json` and `soak-latest.md` into `dir`; answers their paths. */
export async function writeSoakResults(
  run: SoakRun,
  dir: string,
  format: (text: string, parser: 'markdown' | 'json') => Promise<string> = async (text) => text,
): Promise<{ json: string; markdown: string }> {
  await mkdir(dir, { recursive: true })
  const files = {
    json: path.join(dir, 'soak-latest.json'),
    markdown: path.join(dir, 'soak-latest.md'),
  }
  await writeFile(files.json, await format(`${JSON.stringify(run, null, 2)}\n`, 'json'))
  await writeFile(files.markdown, await format(formatMarkdownReport(run), 'markdown'))
  return files
}
