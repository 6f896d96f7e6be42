import { z } from 'zod'
import { DEFAULT_TRUSTED_PROXIES } from './client-ip'
import { SANDBOX_MODES } from './sandbox-csp'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const graphEnvSchema = z.object({
  GRAPH_HOST: z.string().min(1).default('127.0.0.1'),
  GRAPH_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // Host names the gateway answers besides loopback, IP addresses and GRAPH_HOST
  // (comma-separated); any other Host is answered 421 (DNS rebinding, graph/src/host-check.ts).
  GRAPH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.hostname())),
  // Two base URLs, so the gateway can point at a publisher's existing services.
  HUB_V1_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001/v1'),
  CART_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001/cart'),
  // A hub that does not answer must never hang a page: requests give up after this.
  HUB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // Affiliate network identifiers (spec §9: numeric constants the network assigns); the
  // defaults are placeholders for development, a deployment sets its own.
  AFFILIATE_ENTERPRISE_ID: z.coerce.number().int().positive().default(1234567),
  AFFILIATE_ACTION_TRACKER_ID: z.coerce.number().int().positive().default(7654321),
  // The modification key whose amount counts into the tracked unit price (spec §9).
  SUBSEQUENT_VERSION_KEY: z.string().min(1).default('subsequent-version'),
  // Shared Apollo cache (persisted queries, response cache) for several gateway
  // instances; unset keeps Apollo's in-process cache.
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  // What GET /graphql shows a browser: GraphiQL served by the gateway itself (works offline),
  // Apollo Sandbox (loaded from Apollo's CDN, needs internet), or nothing (graph/src/sandbox-page.ts).
  GRAPHQL_SANDBOX: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SANDBOX_MODES).default('graphiql'),
  ),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The storefront's public origin (the web tier's variable, which `npm start` passes to
  // both): an https:// origin makes the session cookie Secure.
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  // Peers whose X-Forwarded-For names the visitor (the storefront's servers, a balancer),
  // comma-separated addresses or networks; unset: loopback; empty: nobody, every caller is
  // the visitor itself (graph/src/client-ip.ts).
  TRUSTED_PROXIES: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
})

export type GraphConfig = z.infer<typeof graphEnvSchema>

/** Parses the gateway's environment; throws an Error naming every bad variable. */
export function loadGraphConfig(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  const result = graphEnvSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`)
}
