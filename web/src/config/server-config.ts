import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const webEnvSchema = z.object({
  // Where the server side of the storefront reaches the gateway.
  GRAPH_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000/graphql'),
  // A gateway that does not answer must never hang a page render.
  GRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // How often a statically generated catalog page is regenerated, in seconds.
  REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Where web/server.ts listens (production); `npm run dev` uses `next dev` instead.
  WEB_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  WEB_HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')]).default('0.0.0.0'),
  // How long a pre-rendered page's answer is repeated from memory (web/src/server); 0: never.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // The public origin of the storefront: canonical URLs, sitemap, and whether
  // cookies get the Secure flag (they do when it is https).
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  // Further host names the storefront answers besides SITE_URL's (comma-separated, e.g. a
  // www. alias); any other Host is answered 421 (DNS rebinding). Loopback always answers.
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.hostname(), z.ipv4(), z.ipv6()]))),
  // Third parties, loaded only with the visitor's consent (empty: switched off).
  TAG_MANAGER_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/)
    .default('GTM-SCHAUF1'),
  TAG_MANAGER_ORIGIN: z.url({ protocol: /^https?$/ }).default('https://www.googletagmanager.com'),
  AFFILIATE_SCRIPT_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .default('https://www.mczbf.com/tags/1234567/tag.js'),
  // Balancers in front of the storefront (comma-separated addresses or networks) whose
  // X-Forwarded-For names the visitor; empty: the storefront is the edge.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  // Next's incremental cache (ISR pages) in Redis, shared by every storefront instance
  // (web/cache-handler.mjs); unset keeps it on this instance's disk and memory.
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
})

export type WebServerConfig = z.infer<typeof webEnvSchema>

export function parseWebServerConfig(env: NodeJS.ProcessEnv): WebServerConfig {
  const result = webEnvSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid storefront configuration:\n  ${problems.join('\n  ')}`)
}

let cached: WebServerConfig | undefined

/** The storefront's server configuration, validated once per process. */
export function webServerConfig(): WebServerConfig {
  cached ??= parseWebServerConfig(process.env)
  return cached
}
