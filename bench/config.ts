import type { ScenarioId } from './report'

// The bench's settings, all from the environment (and two flags), checked before anything
// starts; a bad value stops the run with a message naming the variable.

export const SCENARIO_IDS: readonly ScenarioId[] = [
  'product-html',
  'home-html',
  'listing-filter',
  'product-graphql',
  'product-hub',
  'cart-patch',
  'order-create',
  'conversion-stats',
]

export interface BenchConfig {
  durationS: number
  warmupS: number
  connections: number
  timeoutS: number
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string
  pgliteDir: string
  scenarios: ScenarioId[]
  ports: { web: number; graph: number; hub: number; ceiling: number }
  logLevel: string
  acceptEncoding: string | null
  orderVia: 'hub' | 'gateway'
  orderPoolSize: number
  orderRetryEvery: number
  statsConnections: number
  /** Skip `next build` when a build exists. */
  skipBuild: boolean
  /** Run seed:large into the bench database first. */
  large: boolean
  resultsDir: string
}

/** A whole number from the environment within [min, max]; throws naming the variable. */
export function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/** Set and not `0` or `false`. */
export function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]
  return raw !== undefined && raw !== '' && raw !== '0' && raw.toLowerCase() !== 'false'
}

export function benchConfigFrom(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  defaults: { pgliteDir: string; resultsDir: string },
): BenchConfig {
  const scenarioList = env['BENCH_SCENARIOS']
  const scenarios = scenarioList
    ? scenarioList.split(',').map((id) => id.trim())
    : [...SCENARIO_IDS]
  const unknown = scenarios.filter((id) => !(SCENARIO_IDS as readonly string[]).includes(id))
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_SCENARIOS: unknown ${unknown.join(', ')}; known: ${SCENARIO_IDS.join(', ')}`,
    )
  }
  const databaseUrl = env['BENCH_DATABASE_URL'] || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('BENCH_DATABASE_URL must be a postgres:// or postgresql:// URL')
  }
  const orderVia = env['BENCH_ORDERS_VIA'] || 'gateway'
  if (orderVia !== 'hub' && orderVia !== 'gateway') {
    throw new Error(`BENCH_ORDERS_VIA must be hub or gateway, got "${orderVia}"`)
  }
  const port = (name: string, fallback: number) => integer(env, name, fallback, 1, 65535)
  return {
    durationS: integer(env, 'BENCH_DURATION', 20, 1, 3600),
    warmupS: integer(env, 'BENCH_WARMUP', 3, 0, 600),
    connections: integer(env, 'BENCH_CONNECTIONS', 50, 1, 10_000),
    timeoutS: integer(env, 'BENCH_TIMEOUT', 10, 1, 600),
    ...(databaseUrl ? { databaseUrl } : {}),
    pgliteDir: env['BENCH_PGLITE_DIR'] || defaults.pgliteDir,
    scenarios: scenarios as ScenarioId[],
    ports: {
      web: port('BENCH_WEB_PORT', 3300),
      graph: port('BENCH_GRAPH_PORT', 4300),
      hub: port('BENCH_HUB_PORT', 4301),
      ceiling: port('BENCH_CEILING_PORT', 4399),
    },
    logLevel: env['BENCH_LOG_LEVEL'] || 'warn',
    acceptEncoding: env['BENCH_ACCEPT_ENCODING'] || null,
    orderVia,
    orderPoolSize: integer(env, 'BENCH_ORDER_POOL', 2000, 1, 1_000_000),
    orderRetryEvery: integer(env, 'BENCH_ORDER_RETRY_EVERY', 10, 0, 1_000_000),
    statsConnections: integer(env, 'BENCH_STATS_CONNECTIONS', 1, 1, 10_000),
    skipBuild: flag(env, 'BENCH_SKIP_BUILD') || argv.includes('--skip-build'),
    large: flag(env, 'BENCH_LARGE') || argv.includes('--large'),
    resultsDir: env['BENCH_RESULTS_DIR'] || defaults.resultsDir,
  }
}
