import path from 'node:path'
import { z } from 'zod'
import { accountsConfigShape } from './accounts/config'
import { adminConfigShape } from './admin/config'
import { cartConfigShape } from './cart/config'
import { conversionsConfigShape } from './conversions/config'
import { downloadsConfigShape } from './downloads/config'
import { formsConfigShape } from './forms/config'
import { redisConfigShape } from './redis'
import { blankAsUnset } from './config-fields'
import { trustedProxiesField } from './http/client-ip'
import {
  GENERATED_SECRETS,
  resolveSecrets,
  secretProblem,
  secretsConfigShape,
  type HubSecrets,
  type ResolvedSecrets,
} from './secrets'

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export const PGLITE_MEMORY = 'memory://'

export const DEFAULT_DOWNLOAD_DIR = path.join(repoRoot, 'var', 'downloads')

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const hubConfigSchema = z
  .object({
    HUB_HOST: z.preprocess(blankAsUnset, z.string().min(1).default('127.0.0.1')),
    // Host names the hub answers besides loopback, IP addresses and HUB_HOST (comma-separated);
    // any other Host is answered 421 (DNS rebinding, hub/src/http/host-check.ts).
    HUB_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.hostname({ error: 'must be comma-separated host names' }))),
    HUB_PORT: z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: 'must be a port number' })
        .int('must be an integer')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .default(4001),
    ),
    DATABASE_URL: z.preprocess(
      blankAsUnset,
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: 'must be a postgres:// or postgresql:// URL',
        })
        .optional(),
    ),
    PGLITE_DIR: z.preprocess(
      blankAsUnset,
      z
        .string()
        .default(path.join(repoRoot, 'var', 'pglite'))
        .transform((dir) => (dir === PGLITE_MEMORY ? dir : path.resolve(dir))),
    ),
    DOWNLOAD_DIR: z.preprocess(
      blankAsUnset,
      z
        .string()
        .default(DEFAULT_DOWNLOAD_DIR)
        .transform((dir) => path.resolve(dir)),
    ),
    LOG_LEVEL: z.preprocess(
      blankAsUnset,
      z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    ),
    NODE_ENV: z.preprocess(blankAsUnset, z.string().default('development')),
    // Peers whose X-Client-IP names the visitor (the gateways, a balancer in front of the
    // hubs); anyone else counts as the visitor itself for per-IP limits.
    TRUSTED_PROXIES: trustedProxiesField,
    ...formsConfigShape,
    ...cartConfigShape,
    ...accountsConfigShape,
    ...conversionsConfigShape,
    ...redisConfigShape,
    ...downloadsConfigShape,
    ...adminConfigShape,
    ...secretsConfigShape,
  })
  // The development secrets are public: outside development and test, none is accepted
  // even when set explicitly (unset ones are generated at start, hub/src/secrets.ts).
  .superRefine((config, context) => {
    for (const name of GENERATED_SECRETS) {
      const problem = secretProblem(config[name], config.NODE_ENV, { required: false })
      if (problem) context.addIssue({ code: 'custom', path: [name], message: problem })
    }
  })

// A network's postback URL often carries its account token.
const SECRET_VARIABLES = new Set<string>([
  'DATABASE_URL',
  ...GENERATED_SECRETS,
  'CONVERSION_POSTBACK_URL',
  'REDIS_URL',
])

export type HubConfig = z.infer<typeof hubConfigSchema>

/** The hub's configuration with every secret filled in (what a running hub uses). */
export type HubRuntimeConfig = Omit<HubConfig, keyof HubSecrets> & HubSecrets

export function loadHubConfig(env: NodeJS.ProcessEnv = process.env): HubConfig {
  const result = hubConfigSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)'
    // Never echo DATABASE_URL or the cart secret back: they are passwords in logs.
    const raw = SECRET_VARIABLES.has(name) ? undefined : env[name]
    return `  ${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`
  })
  throw new Error(`Invalid hub configuration:\n${problems.join('\n')}`)
}

/**
 * The configuration of a starting hub: loadHubConfig, then every secret the operator left
 * unset taken from (or generated into) SECRETS_DIR; development and test use the public
 * development values instead.
 */
export function loadHubRuntimeConfig(env: NodeJS.ProcessEnv = process.env): {
  config: HubRuntimeConfig
  secrets: Omit<ResolvedSecrets, 'secrets'>
} {
  const config = loadHubConfig(env)
  const { secrets, ...report } = resolveSecrets(config)
  return { config: { ...config, ...secrets }, secrets: report }
}
