import {
  choice,
  count,
  defineConfig,
  list,
  logLevel,
  optionalUrl,
  port,
  text,
  url,
} from '@schaufenster/config'
import { DEFAULT_SUBSEQUENT_VERSION_KEY } from '@schaufenster/contract'
import { z } from 'zod'
import { DEFAULT_TRUSTED_PROXIES } from './client-ip'
import { SANDBOX_MODES } from './sandbox-csp'

// The gateway's configuration: every variable it reads, built with the configuration kit
// (packages/config), which also writes .env.example and docs/configuration.md from it.

const HTTP = ['http', 'https'] as const

/** The gateway's variables; scripts/config-docs.ts documents them. */
export const graphConfigDefinition = defineConfig('gateway', {
  GRAPH_HOST: text('127.0.0.1', 'Gateway listen address.'),
  GRAPH_PORT: port(4000, 'Gateway port (`/graphql`).'),
  // Any other Host is answered 421 (DNS rebinding, graph/src/host-check.ts).
  GRAPH_ALLOWED_HOSTS: list(
    z.hostname({ error: 'must be comma-separated host names' }),
    'Host names the gateway answers besides loopback, IP addresses and GRAPH_HOST (comma-separated); any other `Host` gets 421.',
    { lowerCase: true },
  ),
  // Two base URLs, so the gateway can point at a publisher's existing services.
  HUB_V1_URL: url(HTTP, 'http://127.0.0.1:4001/v1', 'Base URL of the data hub API.'),
  CART_API_URL: url(HTTP, 'http://127.0.0.1:4001/cart', 'URL of the cart API.'),
  // A hub that does not answer must never hang a page.
  HUB_TIMEOUT_MS: count(3000, 100, 60_000, 'Deadline of every hub request, in milliseconds.'),
  // Spec §9: numeric constants the network assigns.
  AFFILIATE_ENTERPRISE_ID: count(
    1234567,
    1,
    Number.MAX_SAFE_INTEGER,
    'Affiliate network enterprise id (a placeholder for development; a deployment sets its own).',
  ),
  AFFILIATE_ACTION_TRACKER_ID: count(
    7654321,
    1,
    Number.MAX_SAFE_INTEGER,
    'Affiliate action tracker id of the conversion (a placeholder for development).',
  ),
  SUBSEQUENT_VERSION_KEY: text(
    DEFAULT_SUBSEQUENT_VERSION_KEY,
    'The modification key whose amount counts into the tracked unit price (spec §9).',
  ),
  REDIS_URL: optionalUrl(['redis', 'rediss'], {
    description:
      "Redis (`redis://` or `rediss://`, with its password) for the gateway's Apollo cache (persisted queries, response cache) shared by every instance; unset: Apollo's in-process cache.",
    secret: true,
  }),
  // graph/src/sandbox-page.ts
  GRAPHQL_SANDBOX: choice(
    SANDBOX_MODES,
    'graphiql',
    "What `GET /graphql` shows a browser: `graphiql` (served by the gateway itself, works offline), `apollo` (Apollo Sandbox from Apollo's CDN), `off` (no page).",
  ),
  LOG_LEVEL: logLevel(),
  NODE_ENV: choice(
    ['development', 'production', 'test'],
    'development',
    '`production` (what `npm start` runs) hides stack traces and schema suggestions from answers.',
  ),
  // The web tier's variable, which `npm start` passes to both.
  SITE_URL: url(
    HTTP,
    'http://localhost:3000',
    "The storefront's public origin; an `https://` origin makes the session cookie `Secure`.",
  ),
  // graph/src/client-ip.ts
  TRUSTED_PROXIES: list(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
      error: 'must be IP addresses or networks (10.0.0.0/8), separated by commas',
    }),
    "Peers (the storefront's servers, a balancer) whose `X-Forwarded-For` names the visitor, read from the right; comma-separated addresses or networks. Empty: nobody, every caller is the visitor itself.",
    { fallback: DEFAULT_TRUSTED_PROXIES.join(',') },
  ),
})

export type GraphConfig = ReturnType<typeof graphConfigDefinition.parse>

/** Parses the gateway's environment; throws a ConfigError naming every bad variable. */
export function loadGraphConfig(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  return graphConfigDefinition.parse(env)
}
