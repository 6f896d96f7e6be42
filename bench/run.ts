import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAnalystKey } from '../hub/src/analysts/keys'
import type { HubDatabase } from '../hub/src/db/database'
import { seedLarge } from '../hub/src/db/seed-large'
import { hasWebBuild, repoRoot, stopProcess } from '../scripts/stack-processes'
import type { CapturedResponse } from './ceiling'
import { benchConfigFrom, type BenchConfig } from './config'
import {
  forkModule,
  formatText,
  loadStackEnv,
  machineInfo,
  openLoadDatabase,
  stackVersions,
  startLoadStack,
  versionOf,
} from './harness'
import type { LoadJob, LoadResult } from './load-worker'
import {
  TABLE_HEADER,
  formatConsoleTable,
  formatMarkdownReport,
  tableRows,
  writeResults,
  type BenchRun,
  type DatabaseKind,
  type ScenarioResult,
} from './report'
import { SCENARIOS, type BenchContext } from './scenarios'
import { ordersByEmail, verifyOrders } from './verify'

// `npm run bench`: builds and starts the whole stack for production on ports of its own,
// drives each scenario from a second process (autocannon), measures each scenario's ceiling
// (node:http answering the same bytes from memory) in the same run, checks the orders in the
// database, and writes the results under bench/results/ (never into the README).

const benchDir = import.meta.dirname
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`)

async function countRows(db: HubDatabase['db'], table: 'products' | 'orders'): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number | string }[] }
  return Number(result.rows[0]?.n ?? 0)
}

/** Migrates and seeds the bench database, optionally adds the large set, makes an analyst key. */
async function prepareDatabase(config: BenchConfig, runId: string) {
  const database = await openLoadDatabase(config)
  try {
    if (config.large) await seedLarge(database.db, { log: (m) => log(`seed:large: ${m}`) })
    const key = await createAnalystKey(database.db, `bench-${runId}`)
    let serverVersion: string | undefined
    if (database.kind === 'postgres') {
      const result = (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[]
      }
      serverVersion = result.rows[0]?.server_version
    }
    return {
      kind: database.kind as DatabaseKind,
      analystKey: key.key,
      catalog: {
        products: await countRows(database.db, 'products'),
        orders: await countRows(database.db, 'orders'),
      },
      serverVersion,
    }
  } finally {
    await database.close()
  }
}

class LoadGenerator {
  private readonly child = forkModule('load-worker.ts', '--load-worker')

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`the load generator exited (${code})`))
      this.child.once('exit', onExit)
      this.child.once(
        'message',
        (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
          this.child.off('exit', onExit)
          if (message.ok) resolve(message.result)
          else reject(new Error(message.error))
        },
      )
      this.child.send(job)
    })
  }

  stop(): Promise<void> {
    this.child.disconnect()
    return stopProcess(this.child, 2000)
  }
}

async function startCeiling(port: number, responses: CapturedResponse[]): Promise<ChildProcess> {
  const child = forkModule('ceiling.ts', '--ceiling')
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)))
    child.once('message', () => resolve())
    child.send({ port, responses })
  })
  return child
}

async function runScenario(
  scenario: (typeof SCENARIOS)[number],
  ctx: BenchContext,
  config: BenchConfig,
  load: LoadGenerator,
  orderKeys: { answered: string[]; retries: number; prefix: string },
): Promise<ScenarioResult> {
  log(`${scenario.title}: preparing`)
  const prepared = await scenario.prepare(ctx)
  const phase = async (
    name: string,
    url: string,
    job: Omit<LoadJob, 'url' | 'connections' | 'durationS' | 'timeoutS'>,
    durationS: number,
  ) =>
    load.run({
      url,
      connections: prepared.connections,
      durationS,
      timeoutS: config.timeoutS,
      ...job,
    })
  const collect = (result: LoadResult) => {
    orderKeys.answered.push(...(result.orderKeysAnswered ?? []))
    orderKeys.retries += result.retriesSent ?? 0
  }
  if (prepared.preparedOrderKeys) orderKeys.answered.push(...prepared.preparedOrderKeys)
  if (config.warmupS > 0) {
    log(`${scenario.title}: warm-up ${config.warmupS} s`)
    collect(await phase('warmup', prepared.origin, prepared.job('warmup'), config.warmupS))
  }
  log(`${scenario.title}: ${config.durationS} s, ${prepared.connections} connections`)
  const measured = await phase(
    'measure',
    prepared.origin,
    prepared.job('measure'),
    config.durationS,
  )
  collect(measured)

  log(`${scenario.title}: ceiling`)
  const ceiling = await startCeiling(config.ports.ceiling, prepared.captured)
  let ceilingStats
  try {
    const ceilingUrl = `http://127.0.0.1:${config.ports.ceiling}`
    const ceilingJob = { requests: prepared.ceilingRequests }
    if (config.warmupS > 0) await phase('ceiling-warmup', ceilingUrl, ceilingJob, config.warmupS)
    ceilingStats = (await phase('ceiling', ceilingUrl, ceilingJob, config.durationS)).stats
  } finally {
    ceiling.disconnect()
    await stopProcess(ceiling, 2000)
  }

  const result: ScenarioResult = {
    id: scenario.id,
    title: scenario.title,
    request: `${prepared.ceilingRequests[0]?.method ?? 'GET'} ${(prepared.ceilingRequests[0]?.path ?? '').slice(0, 80)}`,
    connections: prepared.connections,
    requestsPerUnit: prepared.requestsPerUnit,
    stats: measured.stats,
    ceiling: ceilingStats,
    ...(prepared.note ? { note: prepared.note } : {}),
  }
  if (measured.unexpectedAnswers) {
    result.unexpectedAnswers = measured.unexpectedAnswers
  }
  if (measured.stats.requests === 0) {
    result.note = `${result.note ? `${result.note}; ` : ''}no request finished within the ${config.durationS} s phase`
    // Nothing answered is a failure of every connection, not a clean run.
    result.stats.errors += prepared.connections
  }
  if (prepared.unit === 'orders') {
    const placed = new Set(measured.orderKeysAnswered ?? []).size
    result.ordersPerSecond = placed / Math.max(measured.stats.durationS, 1)
    if ((measured.cartTokenReuse ?? 0) > 0) {
      result.note = `${result.note ?? ''}; ${measured.cartTokenReuse} orders reused a cart token of the pool (BENCH_ORDER_POOL)`
    }
  }
  log(
    `${scenario.title}: ${measured.stats.rps.toFixed(0)} req/s, p50 ${measured.stats.p50Ms} ms, p99 ${measured.stats.p99Ms} ms, ${measured.stats.errors} errors; ceiling ${ceilingStats.rps.toFixed(0)} req/s`,
  )
  for (const answer of result.unexpectedAnswers ?? [])
    log(`${scenario.title}: unexpected answer ${answer}`)
  return result
}

async function main() {
  const config = benchConfigFrom(process.env, process.argv.slice(2), {
    pgliteDir: path.join(repoRoot, 'var', 'bench', 'pglite'),
    resultsDir: path.join(benchDir, 'results'),
  })
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const date = new Date().toISOString()
  const machine = machineInfo()
  log(`run ${runId}: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`}`)

  const db = await prepareDatabase(config, runId)
  log(`catalog: ${db.catalog.products} products, ${db.catalog.orders} orders`)

  const scratch = await mkdtemp(path.join(tmpdir(), 'schaufenster-bench-'))
  const ports = { web: config.ports.web, graph: config.ports.graph, hub: config.ports.hub }
  const env = loadStackEnv(ports, { database: config, logLevel: config.logLevel, scratch })
  const children: ChildProcess[] = []
  let load: LoadGenerator | undefined
  const stopAll = async () => {
    await load?.stop()
    for (const child of [...children].reverse()) await stopProcess(child)
    children.length = 0
  }
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))

  const results: ScenarioResult[] = []
  const failures: string[] = []
  const orderKeys = { answered: [] as string[], retries: 0, prefix: `bench-${runId}-` }
  try {
    await startLoadStack(env, ports, {
      build: !config.skipBuild || !hasWebBuild(),
      log,
      children,
    })
    load = new LoadGenerator()

    const ctx: BenchContext = {
      web: `http://127.0.0.1:${ports.web}`,
      graph: `http://127.0.0.1:${ports.graph}`,
      hub: `http://127.0.0.1:${ports.hub}`,
      runId,
      analystKey: db.analystKey,
      acceptEncoding: config.acceptEncoding,
      orderVia: config.orderVia,
      orderPoolSize: config.orderPoolSize,
      orderRetryEvery: config.orderRetryEvery,
      statsConnections: config.statsConnections,
      connections: config.connections,
    }
    for (const scenario of SCENARIOS.filter((s) => config.scenarios.includes(s.id))) {
      try {
        results.push(await runScenario(scenario, ctx, config, load, orderKeys))
      } catch (error) {
        const message = `${scenario.title}: ${error instanceof Error ? error.message : String(error)}`
        failures.push(message)
        console.error(`[bench] FAILED ${message}`)
      }
    }
  } finally {
    await stopAll()
  }

  const orderResult = results.find((result) => result.id === 'order-create')
  if (orderResult) {
    log('counting the orders in the database')
    const database = await openLoadDatabase(config)
    try {
      orderResult.verification = verifyOrders({
        answeredKeys: orderKeys.answered,
        retriesSent: orderKeys.retries,
        ordersByEmail: await ordersByEmail(database.db, orderKeys.prefix),
      })
    } finally {
      await database.close()
    }
  }
  await rm(scratch, { recursive: true, force: true })

  const run: BenchRun = {
    date,
    database: db.kind,
    machine,
    versions: {
      ...stackVersions(),
      ...(db.kind === 'pglite'
        ? { pglite: versionOf('@electric-sql/pglite') }
        : { postgresql: db.serverVersion ?? 'unknown' }),
      autocannon: versionOf('autocannon'),
    },
    settings: {
      connections: config.connections,
      durationS: config.durationS,
      warmupS: config.warmupS,
      logLevel: config.logLevel,
      acceptEncoding: config.acceptEncoding,
    },
    catalog: db.catalog,
    scenarios: results,
    ...(failures.length > 0 ? { failures } : {}),
  }
  const files = await writeResults(run, config.resultsDir, formatText)
  process.stdout.write(`\n${formatConsoleTable(TABLE_HEADER, tableRows(run))}\n\n`)
  for (const line of formatMarkdownReport(run)
    .split('\n')
    .filter((l) => l.startsWith('- '))) {
    process.stdout.write(`${line}\n`)
  }
  log(`results: ${path.relative(repoRoot, files.json)}, ${path.relative(repoRoot, files.markdown)}`)
  if (failures.length > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(
    `[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  )
  process.exit(1)
})
