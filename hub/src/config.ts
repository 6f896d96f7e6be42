import path from 'node:path'
import {
  companyConfigShape,
  defineConfig,
  list,
  logLevel,
  optionalUrl,
  port,
  text,
} from '@schaufenster/config'
import { localPath } from '@schaufenster/config/node'
import { z } from 'zod'
import { accountsConfigShape } from './accounts/config'
import { adminConfigShape } from './admin/config'
import { cartConfigShape } from './cart/config'
import { conversionsConfigShape } from './conversions/config'
import { downloadsConfigShape } from './downloads/config'
import { formsConfigShape } from './forms/config'
import { redisConfigShape } from './redis'
import { trustedProxiesField } from './http/client-ip'
import {
  GENERATED_SECRETS,
  resolveSecrets,
  secretProblem,
  secretsConfigShape,
  type HubSecrets,
  type ResolvedSecrets,
} from './secrets'

// The hub's configuration: every variable it reads, built with the configuration kit
// (packages/config), which also writes .env.example and docs/configuration.md from it.

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export const PGLITE_MEMORY = 'memory://'

export const DEFAULT_DOWNLOAD_DIR = path.join(repoRoot, 'var', 'downloads')

const hubConfigShape = {
  HUB_HOST: text('127.0.0.1', 'Data hub listen address.'),
  // Any other Host is answered 421 (DNS rebinding, hub/src/http/host-check.ts).
  HUB_ALLOWED_HOSTS: list(
    z.hostname({ error: 'must be comma-separated host names' }),
    'Host names the hub answers besides loopback, IP addresses and HUB_HOST (comma-separated); any other `Host` gets 421.',
    { lowerCase: true },
  ),
  HUB_PORT: port(4001, 'Data hub port (REST `/v1` and the cart API `/cart`).', { min: 0 }),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql'], {
    description: '`postgres://…` to use a PostgreSQL server instead of PGlite (with its password).',
    secret: true,
  }),
  PGLITE_DIR: localPath(
    repoRoot,
    'var/pglite',
    'PGlite data folder; `memory://` keeps it in memory.',
    {
      keep: PGLITE_MEMORY,
    },
  ),
  DOWNLOAD_DIR: localPath(
    repoRoot,
    'var/downloads',
    "Download store, filled with the seed's setup files on start.",
  ),
  LOG_LEVEL: logLevel(),
  NODE_ENV: text(
    'development',
    '`production` (what `npm start` runs) refuses the public development secrets; `development` and `test` use them.',
  ),
  TRUSTED_PROXIES: trustedProxiesField,
  ...formsConfigShape,
  ...cartConfigShape,
  ...accountsConfigShape,
  ...conversionsConfigShape,
  ...redisConfigShape,
  ...downloadsConfigShape,
  ...adminConfigShape,
  // The seller (Impressum, invoices, mails): packages/config/src/company.ts.
  ...companyConfigShape,
  ...secretsConfigShape,
}

/** The hub's variables; scripts/config-docs.ts documents them. */
export const hubConfigDefinition = defineConfig('hub', hubConfigShape, (config, context) => {
  // The development secrets are public: outside development and test, none is accepted
  // even when set explicitly (unset ones are generated at start, hub/src/secrets.ts).
  for (const name of GENERATED_SECRETS) {
    const problem = secretProblem(config[name], config.NODE_ENV, { required: false })
    if (problem) context.addIssue({ code: 'custom', path: [name], message: problem })
  }
})

export type HubConfig = ReturnType<typeof hubConfigDefinition.parse>

/** The hub's configuration with every secret filled in (what a running hub uses). */
export type HubRuntimeConfig = Omit<HubConfig, keyof HubSecrets> & HubSecrets

/** Parses the hub's environment; throws a ConfigError naming every bad variable. */
export function loadHubConfig(env: NodeJS.ProcessEnv = process.env): HubConfig {
  return hubConfigDefinition.parse(env)
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
