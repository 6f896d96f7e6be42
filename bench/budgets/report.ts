import { formatKb, type FirstLoadReport, type PageClass } from './first-load'
import { metricMisses, type MeasuredPage } from './metric-targets'
import {
  CATEGORY_IDS,
  type CategoryCheck,
  type CategoryId,
  type FailingAudit,
  type PerformanceMetrics,
} from './scores'

// The pure part of `npm run bench:budgets` that talks to people: the shape of the results
// file, the console and Markdown tables.

export interface LighthouseRunSummary {
  scores: Record<CategoryId, number | null>
  metrics: PerformanceMetrics
  benchmarkIndex: number | null
  observedTaskTimeMs: number | null
  /** Audits that could not run in this run (a category without a score names them). */
  errors: { id: string; message: string }[]
}

export interface PageResult {
  name: string
  path: string
  /** Whose targets apply (issue 22): catalog or forms. */
  pageClass: PageClass
  /** Where Lighthouse ended up (a redirect would show here). */
  finalUrl: string
  /** Every run, in order; the median run is the one that counts. */
  runs: LighthouseRunSummary[]
  medianRunIndex: number
  /** Runs repeated because they came back without a score (a broken trace). */
  retries: number
  checks: CategoryCheck[]
  failingAudits: FailingAudit[]
  metrics: PerformanceMetrics
  lcpElement: string | null
  /** Same-origin JavaScript transferred during the load (compressed, with headers). */
  scriptTransferBytes: number
  runWarnings: string[]
}

export type Visit = 'first' | 'returning'

export interface BudgetsRun {
  date: string
  machine: { cpuModel: string; cores: number; loadAverageStart: number[]; loadAverageEnd: number[] }
  versions: Record<string, string>
  build: { id: string; reused: boolean }
  js: FirstLoadReport
  lighthouse?: {
    visit: Visit
    runsPerPage: number
    formFactor: 'mobile'
    throttling: 'simulate'
    acceptLanguage: string
    pages: PageResult[]
  }
  /** Every budget missed, one line each; empty when everything is within budget. */
  misses: string[]
  durationS: number
}

/** The misses of a run: routes over the JS budget, categories under their threshold. */
export function collectMisses(js: FirstLoadReport, pages: readonly PageResult[]): string[] {
  return [
    ...js.routes
      .filter((route) => !route.withinBudget)
      .map(
        (route) =>
          `first-load JS of ${route.route}: ${formatKb(route.gzipBytes)} > ${formatKb(route.budgetBytes)} (${route.pageClass})`,
      ),
    // The performance score is one of the metric targets of the page's class (below).
    ...pages.flatMap((page) =>
      page.checks
        .filter((check) => !check.met && check.category !== 'performance')
        .map(
          (check) =>
            `Lighthouse ${check.category} on ${page.path}: ${check.score ?? 'no score'} < ${check.threshold}`,
        ),
    ),
    ...pages.flatMap((page) =>
      metricMisses(measuredPage(page)).map((miss) => `Lighthouse ${miss}`),
    ),
  ]
}

/** A page's median run as the metric targets read it. */
export function measuredPage(page: PageResult): MeasuredPage {
  return {
    path: page.path,
    pageClass: page.pageClass,
    performance: page.checks.find((check) => check.category === 'performance')?.score ?? null,
    metrics: page.metrics,
  }
}

export type Align = 'left' | 'right'

/** A plain-text table for the terminal, columns padded to their widest cell. */
export function formatConsoleTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        align[column] === 'right'
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}

/** A Markdown table (Prettier pads it when the file is formatted). */
export function formatMarkdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|')
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`
  const rule = `| ${header.map((_, column) => (align[column] === 'right' ? '--:' : '---')).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export const JS_HEADER = [
  'route',
  'class',
  'counted from',
  'first load (gzip)',
  'own chunks (gzip)',
  'minified',
  'budget',
]
export const JS_ALIGN: Align[] = ['left', 'left', 'left', 'right', 'right', 'right', 'left']

export function jsRows(js: FirstLoadReport): string[][] {
  return js.routes.map((route) => [
    route.route,
    route.pageClass,
    route.method === 'html' ? 'HTML' : 'manifest',
    formatKb(route.gzipBytes),
    formatKb(route.ownGzipBytes),
    formatKb(route.rawBytes),
    route.withinBudget
      ? `ok (≤ ${formatKb(route.budgetBytes)})`
      : `MISSED > ${formatKb(route.budgetBytes)}`,
  ])
}

const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}

export const LIGHTHOUSE_HEADER = [
  'page',
  ...CATEGORY_IDS.map((category) => CATEGORY_LABELS[category]),
  'LCP',
  'TBT',
  'CLS',
  'JS transferred',
]
export const LIGHTHOUSE_ALIGN: Align[] = [
  'left',
  'right',
  'right',
  'right',
  'right',
  'right',
  'right',
  'right',
  'right',
]

function scoreCell(check: CategoryCheck): string {
  const score = check.score === null ? '–' : String(check.score)
  return check.met ? score : `${score} (MISSED ≥ ${check.threshold})`
}

const ms = (value: number | null) =>
  value === null
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`

export function lighthouseRows(pages: readonly PageResult[]): string[][] {
  return pages.map((page) => [
    `${page.name} \`${page.path}\``,
    ...page.checks.map(scoreCell),
    ms(page.metrics.largestContentfulPaintMs),
    ms(page.metrics.totalBlockingTimeMs),
    page.metrics.cumulativeLayoutShift === null
      ? '–'
      : page.metrics.cumulativeLayoutShift.toFixed(3),
    formatKb(page.scriptTransferBytes),
  ])
}

/** One line per audit that cost points, for a list under the table. */
export function failingAuditLines(page: PageResult): string[] {
  return page.failingAudits.map((audit) => {
    const kind = audit.weight > 0 ? '' : ' (diagnostic)'
    const value = audit.displayValue ? `, ${audit.displayValue}` : ''
    return `${CATEGORY_LABELS[audit.category]}: \`${audit.id}\` ${audit.title} (score ${audit.score}${value})${kind}`
  })
}

function runsLine(page: PageResult): string {
  const performance = page.runs.map((run) => run.scores.performance ?? '–').join(', ')
  const index = page.runs.map((run) => run.benchmarkIndex ?? '–').join(', ')
  const tasks = page.runs
    .map((run) => (run.observedTaskTimeMs === null ? '–' : Math.round(run.observedTaskTimeMs)))
    .join(', ')
  const retries = page.retries > 0 ? `; ${page.retries} run(s) repeated after a broken trace` : ''
  return `performance per run ${performance} (median run ${page.medianRunIndex + 1}); benchmark index ${index}; main-thread task time observed ${tasks} ms${retries}`
}

/** The Markdown report: conditions, both tables, what missed and why. */
export function formatMarkdownReport(run: BudgetsRun): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
  const versions = Object.entries(run.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')
  const lines = [
    `### Budgets ${run.date.slice(0, 10)}: ${run.misses.length === 0 ? 'all met' : `${run.misses.length} missed`}`,
    '',
    `- Machine: ${run.machine.cpuModel}, ${run.machine.cores} cores; load average ${load(run.machine.loadAverageStart)} at the start, ${load(run.machine.loadAverageEnd)} at the end`,
    `- Versions: ${versions}`,
    `- Build ${run.build.id} (${run.build.reused ? 'reused' : 'built for this run'}); took ${Math.round(run.durationS)} s`,
    '',
    `First-load JavaScript per route (gzip level 9, 1 kB = 1000 bytes), budget ${formatKb(run.js.budgets.catalog)} for catalog pages, ${formatKb(run.js.budgets.forms)} for the pages of forms; ` +
      `${formatKb(run.js.shared.gzipBytes)} of it is shared by every page (\`/_app\`: webpack runtime, React, Next, the app chunk):`,
    '',
    formatMarkdownTable(JS_HEADER, jsRows(run.js), JS_ALIGN),
    '',
    ...run.js.skipped.map((skip) => `- \`${skip.route}\` not measured: ${skip.reason}`),
  ]
  const lh = run.lighthouse
  if (lh) {
    lines.push(
      '',
      `Lighthouse ${run.versions['lighthouse'] ?? ''} (mobile, simulated throttling, median of ${lh.runsPerPage} runs per page), ` +
        `${lh.visit === 'first' ? 'first visit (no cookies: the consent banner shows)' : 'returning visitor (consent cookie set: no banner)'}, ` +
        `Accept-Language ${lh.acceptLanguage}:`,
      '',
      formatMarkdownTable(LIGHTHOUSE_HEADER, lighthouseRows(lh.pages), LIGHTHOUSE_ALIGN),
      '',
    )
    for (const page of lh.pages) {
      lines.push(
        `${page.name} \`${page.path}\` (${runsLine(page)}; LCP element \`${page.lcpElement ?? '–'}\`):`,
        '',
      )
      const audits = failingAuditLines(page)
      lines.push(...(audits.length > 0 ? audits : ['nothing failed']).map((line) => `- ${line}`))
      lines.push(...page.runWarnings.map((warning) => `- Lighthouse warning: ${warning}`), '')
    }
  }
  lines.push(
    run.misses.length === 0 ? 'Every budget met.' : 'Missed:',
    '',
    ...summarizeMisses(run).map((miss) => `- ${miss}`),
    '',
  )
  return lines.join('\n')
}

/** The misses for people: routes over the JS budget in one line when there are many. */
export function summarizeMisses(run: Pick<BudgetsRun, 'js' | 'misses'>): string[] {
  const over = run.js.routes.filter((route) => !route.withinBudget)
  if (over.length <= 3) return run.misses
  const largest = over[0]!
  return [
    `first-load JS over its budget on ${over.length} of ${run.js.routes.length} routes ` +
      `(largest ${largest.route} ${formatKb(largest.gzipBytes)}, smallest ${over.at(-1)!.route} ${formatKb(over.at(-1)!.gzipBytes)})`,
    ...run.misses.filter((miss) => !miss.startsWith('first-load JS of ')),
  ]
}
