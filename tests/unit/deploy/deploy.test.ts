import { spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadGraphConfig } from '../../../graph/src/config'
import { loadHubConfig } from '../../../hub/src/config'
import { clusterPorts, loopbackNginxConfig } from '../../../scripts/cluster-config'
import { ATTACHMENT_MAX_BYTES } from '@schaufenster/validation'
import { parseWebServerConfig } from '../../../web/src/config/server-config'

// Docker cannot run here, so deploy/ is checked for what can be checked without it: the
// files exist, each tier's compose environment passes that tier's own configuration
// schema, and nginx's upstreams and listeners match the services and URLs in compose.

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Service {
  build?: { context: string; dockerfile: string }
  image?: string
  environment?: Record<string, string>
  ports?: string[]
  depends_on?: unknown
  healthcheck?: unknown
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const services = compose.services
const nginxConfig = read('deploy/nginx.conf')

/** Compose's `${NAME:-default}` and `${NAME:?message}` with the values a deployment sets. */
function interpolate(value: string): string {
  const given: Record<string, string> = { CART_TOKEN_SECRET: 'x'.repeat(48) }
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind, rest) => {
    if (given[name] !== undefined) return given[name]
    if (kind === '-') return rest as string
    throw new Error(`compose.yaml needs ${name} set`)
  })
}
const envOf = (service: string) =>
  Object.fromEntries(
    Object.entries(services[service]!.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value)),
    ]),
  )

describe('deploy/', () => {
  it('has a Dockerfile per tier: multi-stage node:20-slim, production install, non-root', () => {
    for (const tier of ['hub', 'graph', 'web']) {
      const dockerfile = read(`deploy/${tier}/Dockerfile`)
      const froms = dockerfile.match(/^FROM .+$/gm) ?? []
      expect(froms.length, tier).toBeGreaterThanOrEqual(2)
      for (const from of froms) expect(from, tier).toMatch(/^FROM node:20-slim( AS \w+)?$/)
      expect(dockerfile, tier).toMatch(/npm ci --omit=dev/)
      expect(dockerfile, tier).not.toMatch(/npm install/)
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '))
      expect(runtime, tier).toMatch(/^USER node$/m)
      expect(runtime.indexOf('USER node'), tier).toBeLessThan(runtime.indexOf('CMD '))
      expect(runtime, tier).toMatch(/^HEALTHCHECK /m)
      expect(runtime, tier).toMatch(/ENV NODE_ENV=production/)
    }
    expect(read('deploy/web/Dockerfile')).toMatch(/scripts\/build-web\.ts/)
    // The storefront runs behind its page answer cache, as `npm start` does.
    expect(read('deploy/web/Dockerfile')).toMatch(
      /^CMD \["node", "--import", "tsx", "server\.ts"\]$/m,
    )
    expect(existsSync(path.join(root, 'web', 'server.ts'))).toBe(true)
    expect(existsSync(path.join(root, 'scripts', 'build-web.ts'))).toBe(true)
    expect(read('.dockerignore')).toMatch(/^node_modules$/m)
  })

  it('composes PostgreSQL, Redis, two instances of each tier and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'graph-1',
        'graph-2',
        'hub-1',
        'hub-2',
        'nginx',
        'postgres',
        'redis',
        'web-1',
        'web-2',
      ].sort(),
    )
    for (const [tier, port] of [
      ['hub', '4001'],
      ['graph', '4000'],
      ['web', '3000'],
    ] as const) {
      for (const name of [`${tier}-1`, `${tier}-2`]) {
        const service = services[name]!
        expect(service.build?.dockerfile).toBe(`deploy/${tier}/Dockerfile`)
        expect(
          existsSync(path.join(root, 'deploy', service.build!.context, service.build!.dockerfile)),
        ).toBe(true)
        expect(service.ports, name).toBeUndefined()
        const env = envOf(name)
        expect(env['REDIS_URL'], name).toMatch(/^redis:\/\/redis:6379\//)
        expect(env['NODE_ENV'], name).toBe('production')
        expect(Object.values(env), name).toContain(port)
      }
    }
    // Only nginx is reachable from outside.
    expect(services['nginx']!.ports).toEqual(['${HTTP_PORT:-8080}:80'])
    expect(read('deploy/compose.yaml')).toMatch(/\.\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/)
  })

  it('gives every tier an environment its own configuration accepts', () => {
    const hub = loadHubConfig(envOf('hub-1'))
    expect(new URL(hub.DATABASE_URL!).host).toBe('postgres:5432')
    expect(hub.REDIS_URL).toBeDefined()
    expect(hub.HUB_PORT).toBe(4001)
    expect(envOf('hub-2')).toEqual(envOf('hub-1'))

    const graph = loadGraphConfig(envOf('graph-1'))
    expect(graph.HUB_V1_URL).toBe('http://nginx:4001/v1')
    expect(graph.CART_API_URL).toBe('http://nginx:4001/cart')
    expect(graph.REDIS_URL).toBeDefined()

    const web = parseWebServerConfig(envOf('web-1'))
    expect(web.GRAPH_URL).toBe('http://nginx:4000/graphql')
    expect(web.REDIS_URL).toBeDefined()
    expect(web.TRUSTED_PROXIES.length).toBeGreaterThan(0)

    // Every hub signs cart tokens with the same secret: it comes from the deployment.
    expect(services['hub-1']!.environment!['CART_TOKEN_SECRET']).toMatch(
      /^\$\{CART_TOKEN_SECRET:\?/,
    )
  })

  it('balances exactly the composed instances in nginx, on the ports the tiers use', () => {
    const upstream = (name: string) =>
      [
        ...(new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginxConfig)?.[1] ?? '').matchAll(
          /^\s*server\s+(\S+)/gm,
        ),
      ].map((match) => match[1])
    expect(upstream('web')).toEqual(['web-1:3000', 'web-2:3000'])
    expect(upstream('graph')).toEqual(['graph-1:4000', 'graph-2:4000'])
    expect(upstream('hub')).toEqual(['hub-1:4001', 'hub-2:4001'])
    expect(nginxConfig).toMatch(/listen 80 default_server;/)
    expect(nginxConfig).toMatch(/listen 4000;/)
    expect(nginxConfig).toMatch(/listen 4001;/)
    expect(nginxConfig).toMatch(/keepalive \d+;/)
    expect(nginxConfig).toMatch(/gzip on;/)
    // The visitor's claimed X-Forwarded-For is replaced, never passed on.
    expect(nginxConfig).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/)
    expect(nginxConfig).not.toMatch(/\$proxy_add_x_forwarded_for/)
    const bodyLimit = Number(/client_max_body_size (\d+)m;/.exec(nginxConfig)?.[1]) * 1024 * 1024
    expect(bodyLimit).toBeGreaterThan(ATTACHMENT_MAX_BYTES)
  })

  it('is run on loopback by test:cluster with only servers, listeners and folders replaced', () => {
    const ports = clusterPorts(5540)
    const loopback = loopbackNginxConfig(nginxConfig, ports, '/tmp/run/nginx')
    expect(loopback).toMatch(/server 127\.0\.0\.1:5549 max_fails=3 fail_timeout=10s;/)
    expect(loopback).toMatch(/server 127\.0\.0\.1:5546 max_fails=3 fail_timeout=10s;/)
    expect(loopback).not.toMatch(/web-1|graph-1|hub-1/)
    expect(loopback).toMatch(/listen 127\.0\.0\.1:5542 default_server;/)
    expect(loopback).toMatch(/listen 127\.0\.0\.1:5543;/)
    expect(loopback).toMatch(/listen 127\.0\.0\.1:5544;/)
    expect(loopback).toMatch(/proxy_temp_path \/tmp\/run\/nginx\/temp\/proxy;/)
    expect(loopback).toMatch(/least_conn;/)
    expect(() => loopbackNginxConfig('events {}', ports, '/tmp')).toThrow(/deploy\/nginx\.conf/)
  })

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))
  it.skipIf(!nginx)('is a configuration nginx accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-check-'))
    try {
      mkdirSync(path.join(dir, 'temp'))
      const config = path.join(dir, 'nginx.conf')
      writeFileSync(config, loopbackNginxConfig(nginxConfig, clusterPorts(5540), dir))
      // Files, not pipes: nginx opens /dev/stdout, which a socket pair cannot be.
      const log = path.join(dir, 'check.log')
      const fd = openSync(log, 'w')
      const result = spawnSync(
        nginx!,
        [
          '-t',
          '-q',
          '-p',
          `${dir}/`,
          '-c',
          config,
          '-g',
          `pid ${dir}/nginx.pid; error_log stderr;`,
        ],
        { stdio: ['ignore', fd, fd] },
      )
      closeSync(fd)
      expect(readFileSync(log, 'utf8')).toBe('')
      expect(result.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
