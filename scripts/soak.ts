import type { ChildProcess } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { operationDocument } from '../bench/documents'
import {
  forkModule,
  formatText,
  loadStackEnv,
  machineInfo,
  openLoadDatabase,
  stackVersions,
  startLoadStack,
  versionOf,
} from '../bench/harness'
import { jsonRequest, rawRequest } from '../bench/http'
import { soakConfigFrom, type SoakConfig } from '../bench/soak/config'
import { fullCollections } from '../bench/soak/gc-trace'
import {
  checkOrders,
  evaluateSoak,
  formatConsoleReport,
  writeSoakResults,
  type SoakRun,
} from '../bench/soak/evaluate'
import {
  MemorySampler,
  memoryStability,
  memoryWindows,
  sampleIntervalMs,
} from '../bench/soak/memory'
import { REQUEST_KINDS, TRAFFIC_TYPES, seededRandom, type RequestKind } from '../bench/soak/mix'
import {
  GRAPHQL_OPERATIONS,
  TrafficPlanner,
  judgeAnswer,
  searchTermsOf,
  type GraphqlOperation,
  type Locale,
  type SoakFixtures,
} from '../bench/soak/traffic'
import type { SoakJob, SoakLoadResult, SoakProgress, WorkerMessage } from '../bench/soak/worker'
import { ordersByEmail } from '../bench/verify'
import { repoRoot, stopProcess, webBuildIsCurrent } from './stack-processes'

// `npm run soak` (issue 10): the production stack on ports of its own, then mixed traffic
// (pages, catalog queries, cart, checkout, forms) through the storefront's public paths from
// a forked autocannon process for SOAK_MINUTES (10), while the RSS of hub, gateway and
// storefront is sampled. It fails on any 5xx, on a connection error or timeout, on an
// answer that is not what the request should get, on memory growing more than 10 %, and
// when the orders in the database differ from the successful checkouts.

const log = (message: string) => console.log(`[soak] ${message}`)
const COUPON = 'FRUEHLING20'

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

interface ListingAnswer {
  data: {
    products: {
      edges: {
        node: {
          id: string
          name: string
          isFree: boolean
          paths: { de: string; en: string }
          priceGross: { amountMinor: number } | null
        }
      }[]
    }
  }
}

/** Product paths, categories, search words and purchasable products, read from the storefront. */
async function prepareFixtures(web: string): Promise<SoakFixtures> {
  const documents = Object.fromEntries(
    GRAPHQL_OPERATIONS.map((name) => [name, operationDocument(name)]),
  ) as Record<GraphqlOperation, string>
  const query = <T>(
    operationName: GraphqlOperation | 'ProductListingCategories',
    variables: object,
  ) =>
    jsonRequest<T>(`${web}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query: operationDocument(operationName), variables }),
    })
  const listing = (locale: Locale) =>
    query<ListingAnswer>('ProductListing', {
      locale,
      platform: null,
      category: null,
      sort: 'NAME',
      first: 60,
    }).then((answer) => answer.data.products.edges.map((edge) => edge.node))
  const categories = (locale: Locale) =>
    query<{ data: { categories: { slug: string }[] } }>('ProductListingCategories', {
      locale,
    }).then((answer) => answer.data.categories.map((category) => category.slug))
  // A product a running promotion gives away is claimed by e-mail, never sold (issue 19): the
  // cart refuses it, as it would refuse a shopper.
  const promoted = () =>
    query<{ data: { promotions: { product: { id: string } }[] } }>('HomePage', {
      locale: 'de',
    }).then((answer) => new Set(answer.data.promotions.map((promotion) => promotion.product.id)))
  const [de, en, categoriesDe, categoriesEn, givenAway] = await Promise.all([
    listing('de'),
    listing('en'),
    categories('de'),
    categories('en'),
    promoted(),
  ])
  const purchasableIds = de
    .filter((product) => !product.isFree && (product.priceGross?.amountMinor ?? 0) > 0)
    .filter((product) => !givenAway.has(product.id))
    .map((product) => Number(product.id))
  if (de.length === 0 || purchasableIds.length === 0) {
    throw new Error('the catalog has no products to soak with')
  }
  return {
    productPaths: de.map((product) => product.paths),
    categories: { de: categoriesDe, en: categoriesEn },
    searchTerms: {
      de: searchTermsOf(de.map((product) => product.name)),
      en: searchTermsOf(en.map((product) => product.name)),
    },
    purchasableIds,
    coupon: COUPON,
    documents,
  }
}

/**
 * Every kind of request once, in a shopper's order, before the load: a misbuilt request
 * stops the run here with its answer instead of failing ten minutes of traffic. Its orders
 * use a prefix of their own, so they are not counted with the soak's.
 */
async function preflight(web: string, fixtures: SoakFixtures, config: SoakConfig, runId: string) {
  const planner = new TrafficPlanner(
    fixtures,
    config.weights,
    `soakcheck-${runId}`,
    seededRandom(config.seed),
  )
  const order: RequestKind[] = [
    ...TRAFFIC_TYPES.filter((type) => type !== 'cart' && type !== 'checkout').flatMap((type) => [
      ...REQUEST_KINDS[type],
    ]),
    'add-to-cart',
    'change-quantity',
    'apply-coupon',
    'place-order',
  ]
  for (const kind of order) {
    const planned = planner.build(kind)
    const { method, path: requestPath, headers, body } = planned.request
    // A cold or busy stack may ask for a retry; a wrong request fails at once.
    for (let attempt = 1; ; attempt++) {
      const answer = await rawRequest(`${web}${requestPath}`, {
        method,
        ...(headers ? { headers } : {}),
        ...(body === undefined ? {} : { body }),
      })
      const text = answer.body.toString('utf8')
      const outcome = judgeAnswer(planned.kind, answer.status, text)
      if (outcome.ok) {
        if (outcome.cartToken) planner.cartAnswered(planned, outcome.cartToken)
        break
      }
      if (!outcome.retry || attempt === 3) {
        throw new Error(
          `preflight ${planned.kind} (${method} ${requestPath.slice(0, 100)}): ${outcome.reason}: ${text.slice(0, 300)}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

function runWorker(
  child: ChildProcess,
  job: SoakJob,
  onProgress: (progress: SoakProgress) => void,
): Promise<SoakLoadResult> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)))
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.progress)
      else if (message.type === 'done') resolve(message.result)
      else reject(new Error(`the load generator failed: ${message.error}`))
    })
    child.send(job)
  })
}

async function countOrders(config: SoakConfig, keyPrefix: string) {
  const database = await openLoadDatabase(config)
  try {
    let serverVersion: string | undefined
    if (database.kind === 'postgres') {
      const result = (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[]
      }
      serverVersion = result.rows[0]?.server_version
    }
    return {
      kind: database.kind,
      serverVersion,
      byEmail: await ordersByEmail(database.db, `${keyPrefix}-`),
    }
  } finally {
    await database.close()
  }
}

async function main(): Promise<number> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const scratch = await mkdtemp(path.join(tmpdir(), 'schaufenster-soak-'))
  const config = soakConfigFrom(process.env, {
    pgliteDir: path.join(scratch, 'pglite'),
    resultsDir: path.join(repoRoot, 'bench', 'results'),
    seed: randomInt(2 ** 32),
  })
  const date = new Date().toISOString()
  const machine = machineInfo()
  const keyPrefix = `soak-${runId}`
  const ports = config.ports
  const web = `http://127.0.0.1:${ports.web}`
  log(
    `run ${runId}: ${clock(config.durationS)} min, ${config.connections} connections, ` +
      `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`}, seed ${config.seed}`,
  )

  const env = loadStackEnv(ports, { database: config, logLevel: config.logLevel, scratch })
  // The servers' own output (their warnings and errors under load) goes to a file, so the
  // progress lines stay readable.
  const serverLog = path.join(repoRoot, 'var', 'soak', 'servers.log')
  mkdirSync(path.dirname(serverLog), { recursive: true })
  const output = openSync(serverLog, 'w')
  log(`server output: ${path.relative(repoRoot, serverLog)}`)
  const children: ChildProcess[] = []
  let worker: ChildProcess | undefined
  let stopped = false
  const stopAll = async () => {
    if (worker) {
      if (worker.connected) worker.disconnect()
      await stopProcess(worker, 2000)
    }
    for (const child of [...children].reverse()) await stopProcess(child)
    children.length = 0
  }
  process.once('SIGINT', () => {
    stopped = true
    void stopAll().then(() => process.exit(130))
  })

  const interval = sampleIntervalMs(config.durationS * 1000)
  let load: SoakLoadResult
  let sampler: MemorySampler
  const servers: Record<string, { pid: number; startedAt: number }> = {}
  let loadAverageAtEnd: [number, number, number]
  try {
    const stack = await startLoadStack(env, ports, {
      build: !webBuildIsCurrent(config.rebuild),
      log,
      children,
      output,
      // Every collection to the server log: the live heap after the full ones is read from there.
      nodeFlags: ['--trace-gc'],
    })
    log('reading the catalog and trying each kind of request once')
    const fixtures = await prepareFixtures(web)
    await preflight(web, fixtures, config, runId)

    for (const name of ['hub', 'graph', 'web'] as const) {
      const pid = stack[name].pid
      if (pid === undefined) throw new Error(`${name} has no process id`)
      servers[name] = { pid, startedAt: stack.startedAt[name] }
    }
    sampler = new MemorySampler(
      Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, server.pid])),
      interval,
    )
    const job: SoakJob = {
      url: web,
      connections: config.connections,
      rampS: config.rampS,
      rampConnections: config.rampConnections,
      durationS: config.durationS,
      timeoutS: config.timeoutS,
      weights: config.weights,
      seed: config.seed,
      keyPrefix,
      drainS: config.drainS,
      progressEveryS: config.progressEveryS,
      fixtures,
    }
    log(
      `load: ${config.connections} connections for ${clock(config.durationS)} min` +
        (config.rampS > 0
          ? `, the first ${config.rampS} s at ${config.rampConnections} (slow start)`
          : ''),
    )
    worker = forkModule('soak/worker.ts', '--soak-worker')
    sampler.start()
    load = await runWorker(worker, job, (p) => {
      const rss = Object.entries(sampler.current())
        .map(([name, kib]) => `${name} ${kib === undefined ? '–' : Math.round(kib / 1024)}`)
        .join(' ')
      log(
        `${clock(p.elapsedS)} / ${clock(config.durationS)}: ${p.answered.toLocaleString('en-US')} answers ` +
          `(${p.rps}/s, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms), 5xx ${p.status5xx}, ` +
          `2xx not ok ${p.unexpected}, no answer ${p.noAnswer}, ` +
          `carts ${p.carts}; RSS MiB ${rss}`,
      )
    })
    sampler.stop()
    loadAverageAtEnd = machineInfo().loadAverage
  } finally {
    if (!stopped) {
      log('stopping the stack')
      await stopAll()
    }
    closeSync(output)
  }

  log('counting the orders in the database')
  const orders = await countOrders(config, keyPrefix)
  if (!config.keep) await rm(scratch, { recursive: true, force: true })
  else log(`kept ${scratch}`)

  const windows = memoryWindows(config.durationS * 1000)
  const gcLog = readFileSync(serverLog, 'utf8')
  const heaps = Object.fromEntries(
    Object.entries(servers).map(([name, server]) => [
      name,
      fullCollections(gcLog, server.pid, server.startedAt - sampler.startedAt),
    ]),
  )
  const verdicts = [...sampler.samples].map(([name, samples]) =>
    memoryStability(name, samples, heaps[name] ?? [], windows, config.maxMemoryGrowth),
  )
  const orderCheck = checkOrders({
    answeredKeys: load.checkoutKeysAnswered,
    failedKeys: load.checkoutKeysFailed,
    retries: load.checkoutRetries,
    ordersByEmail: orders.byEmail,
  })
  const checks = evaluateSoak({
    load,
    memory: verdicts,
    orders: orderCheck,
    maxMemoryGrowth: config.maxMemoryGrowth,
  })
  const run: SoakRun = {
    date,
    runId,
    database: orders.kind,
    machine,
    loadAverageAtEnd,
    versions: {
      ...stackVersions(),
      ...(orders.kind === 'pglite'
        ? { pglite: versionOf('@electric-sql/pglite') }
        : { postgresql: orders.serverVersion ?? 'unknown' }),
      autocannon: versionOf('autocannon'),
    },
    settings: {
      durationS: config.durationS,
      connections: config.connections,
      rampS: config.rampS,
      rampConnections: config.rampConnections,
      timeoutS: config.timeoutS,
      weights: config.weights,
      drainS: config.drainS,
      maxMemoryGrowth: config.maxMemoryGrowth,
      sampleIntervalMs: interval,
      logLevel: config.logLevel,
      seed: config.seed,
    },
    load,
    memory: { windows, verdicts, samples: Object.fromEntries(sampler.samples), heaps },
    orders: orderCheck,
    checks,
    ok: checks.every((check) => check.ok),
  }
  const files = await writeSoakResults(run, config.resultsDir, formatText)
  console.log(`\n${formatConsoleReport(run)}\n`)
  log(`results: ${path.relative(repoRoot, files.json)}, ${path.relative(repoRoot, files.markdown)}`)
  return run.ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `[soak] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  },
)
