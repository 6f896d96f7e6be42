import {
  blankAsUnset,
  count,
  defineConfig,
  list,
  logLevel,
  optionalUrl,
  port,
  url,
  variable,
} from '@schaufenster/config'
import { z } from 'zod'

// The storefront's server configuration: every variable it reads, built with the
// configuration kit (packages/config), which also writes .env.example and
// docs/configuration.md from it.

const HTTP = ['http', 'https'] as const
const addressOrNetwork = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'must be IP addresses or networks (10.0.0.0/8), separated by commas',
})

/** The storefront's variables; scripts/config-docs.ts documents them. */
export const webConfigDefinition = defineConfig('storefront', {
  GRAPH_URL: url(
    HTTP,
    'http://127.0.0.1:4000/graphql',
    "Where the storefront's server reaches the gateway.",
  ),
  // A gateway that does not answer must never hang a page render.
  GRAPH_TIMEOUT_MS: count(
    5000,
    100,
    60_000,
    'Deadline of every gateway request until its answer begins, in milliseconds (a download or press kit may take longer to arrive).',
  ),
  REVALIDATE_SECONDS: count(
    60,
    1,
    86_400,
    'How often a statically generated catalog page is regenerated, in seconds.',
  ),
  // `npm run dev` uses `next dev` instead.
  WEB_PORT: port(3000, 'Where `web/server.ts` listens in production (port).'),
  WEB_HOST: variable(
    z.preprocess(
      blankAsUnset,
      z
        .union([z.ipv4(), z.ipv6(), z.literal('localhost')], {
          error: 'must be an IP address or localhost',
        })
        .default('0.0.0.0'),
    ),
    'Where `web/server.ts` listens (address; `npm start` binds 127.0.0.1).',
  ),
  // web/src/server
  PAGE_CACHE_MS: count(
    1000,
    0,
    10_000,
    "How long a pre-rendered page's answer is repeated from memory, in milliseconds; `0` switches it off.",
  ),
  LOG_LEVEL: logLevel(),
  SITE_URL: url(
    HTTP,
    'http://localhost:3000',
    'The public origin of the storefront: canonical URLs, hreflang, sitemap; `https://…` also makes cookies `Secure`.',
    { trimSlash: true },
  ),
  // Any other Host is answered 421 (DNS rebinding). Loopback always answers.
  ALLOWED_HOSTS: list(
    z.union([z.hostname(), z.ipv4(), z.ipv6()], { error: 'must be comma-separated host names' }),
    "Further host names the storefront answers besides SITE_URL's and loopback (comma-separated, e.g. a www. alias); any other `Host` gets 421.",
    { lowerCase: true },
  ),
  // Third parties, loaded only with the visitor's consent; empty switches one off, so blank
  // is a value here, not unset.
  TAG_MANAGER_ID: variable(
    z
      .string()
      .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'must be a container id like GTM-XXXX, or empty')
      .default('GTM-SCHAUF1'),
    'Tag-manager container, loaded only with statistics consent; empty switches it off.',
  ),
  TAG_MANAGER_ORIGIN: url(
    HTTP,
    'https://www.googletagmanager.com',
    'Where the tag manager comes from (also allowed by the CSP).',
  ),
  AFFILIATE_SCRIPT_URL: variable(
    z
      .union([z.literal(''), z.url({ protocol: /^https?$/ })], {
        error: 'must be an http:// or https:// URL, or empty',
      })
      .default('https://www.mczbf.com/tags/1234567/tag.js'),
    "The affiliate tracker's script, loaded only with marketing consent; empty switches it off.",
  ),
  TRUSTED_PROXIES: list(
    addressOrNetwork,
    'Balancers in front of the storefront (comma-separated addresses or networks, `10.0.0.0/8,::1`) whose `X-Forwarded-For` names the visitor; empty: the storefront is the edge.',
  ),
  // web/cache-handler.mjs
  REDIS_URL: optionalUrl(['redis', 'rediss'], {
    description:
      "Redis (`redis://` or `rediss://`, with its password) for Next's incremental cache (ISR pages), shared by every storefront instance in production; unset: each instance's disk and memory.",
    secret: true,
  }),
})

export type WebServerConfig = ReturnType<typeof webConfigDefinition.parse>

/** Parses the storefront's environment; throws a ConfigError naming every bad variable. */
export function parseWebServerConfig(env: NodeJS.ProcessEnv): WebServerConfig {
  return webConfigDefinition.parse(env)
}

let cached: WebServerConfig | undefined

/** The storefront's server configuration, validated once per process. */
export function webServerConfig(): WebServerConfig {
  cached ??= parseWebServerConfig(process.env)
  return cached
}
