import { flag, integer } from '../config'
import type { DatabaseTarget } from '../harness'
import { parseWeights, type MixWeights } from './mix'

// `npm run soak`'s settings, all from the environment, checked before anything starts.

export interface SoakConfig extends DatabaseTarget {
  durationS: number
  connections: number
  /**
   * Slow start: the run's first seconds at a few connections, as a load balancer brings a
   * new instance in, so caches and the JIT warm up under traffic. Counted like the rest.
   */
  rampS: number
  rampConnections: number
  timeoutS: number
  weights: MixWeights
  /** No new checkout in the run's last seconds: each is answered before the end. */
  drainS: number
  /** 0.1: the final RSS may be at most 10 % above the baseline. */
  maxMemoryGrowth: number
  seed: number
  ports: { web: number; graph: number; hub: number }
  logLevel: string
  /** Build the storefront even when web/.next is current. */
  rebuild: boolean
  /** Keep the run's temporary folder (PGlite, mail). */
  keep: boolean
  progressEveryS: number
  resultsDir: string
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new Error(`${name} must be a number above 0 and at most ${max}, got "${raw}"`)
  }
  return value
}

export function soakConfigFrom(
  env: NodeJS.ProcessEnv,
  defaults: { pgliteDir: string; resultsDir: string; seed: number },
): SoakConfig {
  const minutes = positiveNumber(env, 'SOAK_MINUTES', 10, 24 * 60)
  const durationS = Math.max(5, Math.round(minutes * 60))
  const timeoutS = integer(env, 'SOAK_TIMEOUT', 10, 1, 600)
  const databaseUrl = env['SOAK_DATABASE_URL'] || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('SOAK_DATABASE_URL must be a postgres:// or postgresql:// URL')
  }
  const port = (name: string, fallback: number) => integer(env, name, fallback, 1, 65535)
  const connections = integer(env, 'SOAK_CONNECTIONS', 50, 1, 10_000)
  return {
    durationS,
    connections,
    // At most a tenth of the run, so a short run is still mostly at full load.
    rampS: Math.min(integer(env, 'SOAK_RAMP', 30, 0, 600), Math.floor(durationS / 10)),
    rampConnections: Math.min(integer(env, 'SOAK_RAMP_CONNECTIONS', 5, 1, 10_000), connections),
    timeoutS,
    weights: parseWeights(env['SOAK_MIX']),
    // The timeout and a little more, but never more than a quarter of a short run.
    drainS: Math.min(timeoutS + 5, Math.floor(durationS / 4)),
    maxMemoryGrowth: positiveNumber(env, 'SOAK_MAX_MEMORY_GROWTH', 0.1, 10),
    seed: integer(env, 'SOAK_SEED', defaults.seed, 0, 2 ** 32 - 1),
    ...(databaseUrl ? { databaseUrl } : {}),
    pgliteDir: defaults.pgliteDir,
    ports: {
      web: port('SOAK_WEB_PORT', 3800),
      graph: port('SOAK_GRAPH_PORT', 4800),
      hub: port('SOAK_HUB_PORT', 4801),
    },
    logLevel: env['SOAK_LOG_LEVEL'] || 'warn',
    rebuild: flag(env, 'SOAK_REBUILD'),
    keep: flag(env, 'SOAK_KEEP'),
    progressEveryS: Math.max(5, Math.min(30, Math.round(durationS / 20))),
    resultsDir: env['SOAK_RESULTS_DIR'] || defaults.resultsDir,
  }
}
