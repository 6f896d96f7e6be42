import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

// The pure part of `npm run bench`: the shape of a run's results, the ratio to the ceiling,
// the targets of issue 9, the console and Markdown tables, and the files under bench/results/.

export type DatabaseKind = 'pglite' | 'postgres'

/** What one autocannon run measured (one warm phase of one scenario, or its ceiling). */
export interface LoadStats {
  /** Requests answered in the measured phase. */
  requests: number
  /** Average requests per second over the measured phase. */
  rps: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Everything that is not a good answer: socket errors, timeouts, non-2xx, failed body checks. */
  errors: number
  errorBreakdown: { errors: number; timeouts: number; non2xx: number; mismatches: number }
  durationS: number
}

export interface OrderVerification {
  /** Requests answered with an order (2xx and an order in the body), first requests and retries. */
  answeredWithOrder: number
  /** Distinct idempotency keys among them. */
  distinctKeysAnswered: number
  /** Requests that repeated an earlier key on purpose. */
  retriesSent: number
  /** Orders found in the database for this run's keys. */
  ordersInDatabase: number
  /** Keys with more than one order. */
  duplicateKeys: number
  /** Keys answered with an order that has none in the database. */
  lostOrders: number
  /**
   * Orders in the database whose request saw no order: still in flight when a phase ended, or
   * past the gateway's HUB_TIMEOUT_MS. Not lost (a retry with the key answers the order); reported.
   */
  ordersWithoutAnswer: number
  ok: boolean
}

export type ScenarioId =
  | 'product-html'
  | 'home-html'
  | 'listing-filter'
  | 'product-graphql'
  | 'product-hub'
  | 'cart-patch'
  | 'order-create'
  | 'conversion-stats'

export interface ScenarioResult {
  id: ScenarioId
  title: string
  /** What was requested, for the reader: method and path of the first request. */
  request: string
  connections: number
  /** Requests one unit of work takes (the hub calls of one product page); 1 otherwise. */
  requestsPerUnit: number
  stats: LoadStats
  ceiling?: LoadStats
  verification?: OrderVerification
  /** The first few answers that failed the scenario's check, for the reader. */
  unexpectedAnswers?: string[]
  /** Orders only: new orders answered per second in the measured phase (retries not counted). */
  ordersPerSecond?: number
  note?: string
}

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGiB: number
  os: string
  loadAverage: [number, number, number]
}

export interface BenchSettings {
  connections: number
  durationS: number
  warmupS: number
  logLevel: string
  acceptEncoding: string | null
}

export interface BenchRun {
  date: string
  database: DatabaseKind
  machine: MachineInfo
  versions: Record<string, string>
  settings: BenchSettings
  catalog: { products: number; orders: number }
  scenarios: ScenarioResult[]
  /** Scenarios that could not run, with the reason. */
  failures?: string[]
}

/** Scenario requests per second over ceiling requests per second; null without a ceiling. */
export function ratio(stats: LoadStats, ceiling: LoadStats | undefined): number | null {
  if (!ceiling || ceiling.rps <= 0) return null
  return stats.rps / ceiling.rps
}

/** Units (pages, orders) per second: requests per second over the requests one unit takes. */
export function unitsPerSecond(result: Pick<ScenarioResult, 'stats' | 'requestsPerUnit'>): number {
  return result.stats.rps / Math.max(1, result.requestsPerUnit)
}

export interface TargetCheck {
  description: string
  /** null: the target does not apply to this run (conversionStats on PGlite). */
  met: boolean | null
}

/** The targets of issue 9 for one scenario; an empty list for scenarios without one. */
export function targetChecks(result: ScenarioResult, database: DatabaseKind): TargetCheck[] {
  const r = ratio(result.stats, result.ceiling)
  const { stats } = result
  switch (result.id) {
    case 'product-html':
    case 'home-html':
      return [
        { description: '≥ 0.5 × ceiling', met: r === null ? false : r >= 0.5 },
        { description: 'p99 < 100 ms', met: stats.p99Ms < 100 },
        { description: '0 errors', met: stats.errors === 0 },
      ]
    case 'product-graphql':
      return [{ description: '≥ 0.35 × ceiling', met: r === null ? false : r >= 0.35 }]
    case 'cart-patch':
      return [{ description: '≥ 1 000 req/s', met: stats.rps >= 1000 }]
    case 'order-create':
      return [
        {
          description: '≥ 200 orders/s',
          met: (result.ordersPerSecond ?? unitsPerSecond(result)) >= 200,
        },
        {
          description: 'no duplicate, no lost order',
          met: result.verification ? result.verification.ok : false,
        },
      ]
    case 'conversion-stats':
      return [
        {
          description: 'p99 < 300 ms on PostgreSQL',
          met: database === 'postgres' ? stats.p99Ms < 300 : null,
        },
      ]
    default:
      return []
  }
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

export function formatMs(value: number): string {
  return value < 10 ? formatNumber(value, 1) : formatNumber(value)
}

function targetCell(checks: TargetCheck[]): string {
  if (checks.length === 0) return ''
  return checks
    .map(
      (check) => `${check.met === null ? '–' : check.met ? 'ok' : 'MISSED'} ${check.description}`,
    )
    .join('; ')
}

export const TABLE_HEADER = [
  'scenario',
  'conn',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'ceiling req/s',
  'ratio',
  'targets',
] as const

/** One row per scenario, cells as text, in the order of TABLE_HEADER. */
export function tableRows(run: Pick<BenchRun, 'scenarios' | 'database'>): string[][] {
  return run.scenarios.map((result) => {
    const r = ratio(result.stats, result.ceiling)
    const units =
      result.ordersPerSecond !== undefined
        ? ` (${formatNumber(result.ordersPerSecond)} new orders/s)`
        : result.requestsPerUnit > 1
          ? ` (${formatNumber(unitsPerSecond(result))} pages/s)`
          : ''
    return [
      result.title,
      String(result.connections),
      `${formatNumber(result.stats.rps)}${units}`,
      formatMs(result.stats.p50Ms),
      formatMs(result.stats.p99Ms),
      formatNumber(result.stats.errors),
      result.ceiling ? formatNumber(result.ceiling.rps) : '',
      r === null ? '' : formatNumber(r, 2),
      targetCell(targetChecks(result, run.database)),
    ]
  })
}

const NUMERIC_COLUMNS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7])

/**
 * A plain-text table for the terminal, columns padded to their widest cell; the columns in
 * `numeric` (the bench table's by default) are aligned right.
 */
export function formatConsoleTable(
  header: readonly string[],
  rows: string[][],
  numeric: ReadonlySet<number> = NUMERIC_COLUMNS,
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|')

/** A Markdown table (Prettier pads it when the file is formatted). */
export function formatMarkdownTable(
  header: readonly string[],
  rows: string[][],
  numeric: ReadonlySet<number> = NUMERIC_COLUMNS,
): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  const rule = `| ${header.map((_, column) => (numeric.has(column) ? '--:' : '---')).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

function verificationLine(result: ScenarioResult): string | undefined {
  const v = result.verification
  if (!v) return undefined
  return (
    `Orders: ${formatNumber(v.answeredWithOrder)} answered with an order ` +
    `(${formatNumber(v.distinctKeysAnswered)} keys, ${formatNumber(v.retriesSent)} deliberate retries), ` +
    `${formatNumber(v.ordersInDatabase)} in the database, ${v.duplicateKeys} duplicate, ` +
    `${v.lostOrders} lost, ${v.ordersWithoutAnswer} placed for requests that saw no order ` +
    `(in flight when a phase ended, or past the gateway's hub timeout): ` +
    `${v.ok ? 'ok' : 'FAILED'}.`
  )
}

/** The short Markdown report of a run: what ran where, the table, the order check. */
export function formatMarkdownReport(run: BenchRun): string {
  const { machine, versions, settings } = run
  const versionList = Object.entries(versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')
  const notes = [
    ...run.scenarios.flatMap((result) => [
      verificationLine(result),
      result.note && `${result.title}: ${result.note}`,
    ]),
    ...(run.failures ?? []).map((failure) => `FAILED ${failure}`),
  ].filter((line): line is string => Boolean(line))
  return [
    `### Bench ${run.date.slice(0, 10)} on ${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `- Machine: ${machine.cpuModel}, ${machine.cores} cores, ${formatNumber(machine.memoryGiB)} GiB, ${machine.os}; ` +
      `load average at the start ${machine.loadAverage.map((load) => load.toFixed(2)).join(' ')}`,
    `- Versions: ${versionList}`,
    `- Run: ${run.date}, ${settings.connections} connections, ${settings.warmupS} s warm-up + ${settings.durationS} s per scenario, ` +
      `log level ${settings.logLevel}, ${settings.acceptEncoding ? `Accept-Encoding: ${settings.acceptEncoding}` : 'no compression'}`,
    `- Catalog: ${formatNumber(run.catalog.products)} products, ${formatNumber(run.catalog.orders)} orders`,
    '',
    formatMarkdownTable(TABLE_HEADER, tableRows(run)),
    '',
    ...notes.map((line) => `- ${line}`),
    '',
  ].join('\n')
}

/** `2026-11-22-pglite`: the base name of a run's files under bench/results/. */
export function resultBaseName(run: Pick<BenchRun, 'date' | 'database'>): string {
  const stamp = run.date.slice(0, 19).replace(/:/g, '').replace('T', '-')
  return `${stamp}-${run.database}`
}

/** Writes `<base>.json`, `<base>.md` and `latest.md`; answers the paths written. */
export async function writeResults(
  run: BenchRun,
  dir: string,
  /** Formats the files as the repository's Prettier would (identity by default). */
  format: (text: string, parser: 'markdown' | 'json') => Promise<string> = async (text) => text,
): Promise<{ json: string; markdown: string; latest: string }> {
  await mkdir(dir, { recursive: true })
  const base = path.join(dir, resultBaseName(run))
  const markdown = await format(formatMarkdownReport(run), 'markdown')
  const files = {
    json: `${base}.json`,
    markdown: `${base}.md`,
    latest: path.join(dir, 'latest.md'),
  }
  await writeFile(files.json, await format(`${JSON.stringify(run, null, 2)}\n`, 'json'))
  await writeFile(files.markdown, markdown)
  await writeFile(files.latest, markdown)
  return files
}
