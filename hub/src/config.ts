import path from 'node:path'
import { z } from 'zod'
import { accountsConfigShape } from './accounts/config'
import { cartConfigShape } from './cart/config'
import { conversionsConfigShape } from './conversions/config'
import { formsConfigShape } from './forms/config'

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export const PGLITE_MEMORY = 'memory://'

export const DEFAULT_DOWNLOAD_DIR = path.join(repoRoot, 'var', 'downloads')

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

// Empty strings count as unset so that `HUB_PORT= tsx ...` falls back to the default
// instead of failing on a value nobody meant to give.
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

const hubConfigSchema = z
  .object({
    HUB_HOST: z.preprocess(blankAsUnset, z.string().min(1).default('127.0.0.1')),
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
    ...formsConfigShape,
    ...cartConfigShape,
    ...accountsConfigShape,
    ...conversionsConfigShape,
  })
  // The development cart secret is public; a production hub must have its own.
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && !config.CART_TOKEN_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['CART_TOKEN_SECRET'],
        message: 'is required in production (at least 32 characters)',
      })
    }
  })

// A network's postback URL often carries its account token.
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'CART_TOKEN_SECRET', 'CONVERSION_POSTBACK_URL'])

export type HubConfig = z.infer<typeof hubConfigSchema>

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
