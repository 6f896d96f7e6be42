import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import type { ClusterEndpoints } from '../tests/cluster/endpoints'
import { clusterPorts, loopbackNginxConfig } from './cluster-config'
import {
  markWebBuildComplete,
  repoRoot,
  waitForHttp,
  webBuildIsCurrent,
  webDir,
} from './stack-processes'

// `npm run test:cluster`: the storefront scaled out on loopback. A throwaway PostgreSQL,
// Redis and nginx (Debian packages, installed by .ci/run, never by this script), two
// instances of each tier behind deploy/nginx.conf, then the `cluster` vitest project.
// Everything it starts is stopped and its folder removed, also when something fails.

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs')

const FORMS_RATE_LIMIT_MAX = 6
const LOGIN_RATE_LIMIT_MAX = 4
const ORDER_RATE_LIMIT_MAX = 10
const keep = process.env['CLUSTER_KEEP'] === '1'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const say = (message: string) => console.log(`[cluster ${elapsed()}] ${message}`)

// ---- binaries --------------------------------------------------------------------

function onPath(name: string): string | undefined {
  const dirs = [...(process.env['PATH'] ?? '').split(':'), '/usr/sbin', '/usr/bin', '/sbin']
  for (const dir of dirs) {
    const candidate = path.join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  return undefined
}

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number(a) - Number(b))
    const newest = versions.at(-1)
    if (newest) return path.join(root, newest, 'bin')
  }
  const initdb = onPath('initdb')
  return initdb && path.dirname(initdb)
}

interface Binaries {
  redis: string
  nginx: string
  pgBin: string
}

function findBinaries(): Binaries {
  const redis = onPath('redis-server')
  const nginx = onPath('nginx')
  const pgBin = postgresBinDir()
  const missing = [
    redis ? undefined : 'redis-server (Debian package redis-server)',
    nginx ? undefined : 'nginx (Debian package nginx)',
    pgBin ? undefined : 'PostgreSQL initdb/postgres (Debian package postgresql)',
  ].filter(Boolean)
  if (missing.length > 0 || !redis || !nginx || !pgBin) {
    throw new Error(
      `test:cluster needs ${missing.join(', ')}.\n` +
        '  Install them with: apt-get install -y redis-server nginx postgresql\n' +
        '  (.ci/run does this on a fresh machine; this script installs nothing).',
    )
  }
  return { redis, nginx, pgBin }
}

// ---- ports -----------------------------------------------------------------------

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

// ---- processes -------------------------------------------------------------------

interface Running {
  name: string
  child: ChildProcess
  log: string
  stopSignal: NodeJS.Signals
}

const running: Running[] = []

async function startProcess(
  name: string,
  command: string,
  args: string[],
  options: {
    cwd?: string
    env?: NodeJS.ProcessEnv
    logDir: string
    uid?: number
    gid?: number
    stopSignal?: NodeJS.Signals
  },
): Promise<ChildProcess> {
  const log = path.join(options.logDir, `${name}.log`)
  const stream = createWriteStream(log)
  await new Promise((resolve) => stream.once('open', resolve))
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', stream, stream],
    uid: options.uid,
    gid: options.gid,
  })
  child.once('error', (error) => say(`${name} could not start: ${error.message}`))
  running.push({ name, child, log, stopSignal: options.stopSignal ?? 'SIGTERM' })
  return child
}

function stopChild(entry: Running, graceMs = 8000): Promise<void> {
  const { child } = entry
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(entry.stopSignal)
  })
}

async function tail(file: string, lines = 40): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

async function until(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if (await check()) return
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`)
}

// ---- the pieces ------------------------------------------------------------------

function idOf(user: string, flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' })
  return result.status === 0 ? Number(result.stdout.trim()) : undefined
}

async function startPostgres(pgBin: string, root: string, port: number, logDir: string) {
  const dataDir = path.join(root, 'pg', 'data')
  const socketDir = path.join(root, 'pg')
  await mkdir(socketDir, { recursive: true })
  // PostgreSQL refuses to run as root: like .ci/run, the cluster belongs to `postgres`.
  const asRoot = process.getuid?.() === 0
  const uid = asRoot ? idOf('postgres', '-u') : undefined
  const gid = asRoot ? idOf('postgres', '-g') : undefined
  if (asRoot && (uid === undefined || gid === undefined)) {
    throw new Error('running as root needs the `postgres` user (Debian package postgresql)')
  }
  if (uid !== undefined && gid !== undefined) await chown(socketDir, uid, gid)
  const initdb = spawnSync(
    path.join(pgBin, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    { uid, gid, encoding: 'utf8' },
  )
  if (initdb.status !== 0) throw new Error(`initdb failed:\n${initdb.stderr || initdb.stdout}`)
  await startProcess(
    'postgres',
    path.join(pgBin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { logDir, uid, gid, stopSignal: 'SIGINT' },
  )
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  await until('PostgreSQL', 30_000, async () => {
    const client = new pg.Client(adminUrl)
    try {
      await client.connect()
      return true
    } finally {
      await client.end().catch(() => undefined)
    }
  })
  const client = new pg.Client(adminUrl)
  await client.connect()
  await client.query('create database schaufenster')
  await client.end()
  return `postgres://postgres@127.0.0.1:${port}/schaufenster`
}

async function startRedis(redisBin: string, root: string, port: number, logDir: string) {
  const dir = path.join(root, 'redis')
  await mkdir(dir, { recursive: true })
  await startProcess(
    'redis',
    redisBin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { logDir },
  )
  const url = `redis://127.0.0.1:${port}`
  await until('Redis', 15_000, async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 })
    client.on('error', () => undefined)
    try {
      await client.connect()
      return (await client.ping()) === 'PONG'
    } finally {
      client.disconnect()
    }
  })
  return url
}

// ---- the web build ---------------------------------------------------------------

async function buildWeb(env: NodeJS.ProcessEnv, logDir: string): Promise<void> {
  const child = await startProcess('web-build', process.execPath, [nextBin, 'build', '--webpack'], {
    cwd: webDir,
    env: { ...env, NODE_ENV: 'production' },
    logDir,
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) {
    throw new Error(
      `next build failed (exit ${code}):\n${await tail(path.join(logDir, 'web-build.log'), 60)}`,
    )
  }
  markWebBuildComplete()
}

// ---- main ------------------------------------------------------------------------

async function main(): Promise<number> {
  const binaries = findBinaries()
  const base = Number(process.env['CLUSTER_PORT_BASE'] ?? 5540)
  const ports = clusterPorts(base)
  const all = [
    ports.postgres,
    ports.redis,
    ports.nginx,
    ports.nginxGraph,
    ports.nginxHub,
    ...ports.hubs,
    ...ports.graphs,
    ...ports.webs,
  ]
  for (const port of all) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} is taken; set CLUSTER_PORT_BASE to a free range of 11 ports`)
    }
  }

  const root = await mkdtemp(path.join(tmpdir(), 'schaufenster-cluster-'))
  // The postgres user and nginx's workers need to reach their folders inside.
  await chmod(root, 0o755)
  const logDir = path.join(root, 'logs')
  await mkdir(logDir)
  let failed = true
  const cleanup = async () => {
    say('stopping')
    // Front to back: nginx and the tiers first, then the stores they use.
    const order = ['nginx', 'web-1', 'web-2', 'graph-1', 'graph-2', 'hub-1', 'hub-2']
    const first = running.filter((entry) => order.includes(entry.name))
    await Promise.all(first.map((entry) => stopChild(entry)))
    await Promise.all(running.map((entry) => stopChild(entry)))
    if (failed) {
      for (const entry of running) {
        console.error(`\n----- ${entry.name} (last lines of ${entry.log}) -----`)
        console.error(await tail(entry.log))
      }
    }
    if (keep) say(`kept ${root} (CLUSTER_KEEP=1)`)
    else await rm(root, { recursive: true, force: true })
  }
  let interrupted = false
  const onSignal = () => {
    if (interrupted) return
    interrupted = true
    void cleanup().then(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    say(`PostgreSQL on ${ports.postgres}, Redis on ${ports.redis}`)
    const [databaseUrl, redisUrl] = await Promise.all([
      startPostgres(binaries.pgBin, root, ports.postgres, logDir),
      startRedis(binaries.redis, root, ports.redis, logDir),
    ])

    const nginxDir = path.join(root, 'nginx')
    await mkdir(path.join(nginxDir, 'temp'), { recursive: true })
    const nginxConfig = path.join(nginxDir, 'nginx.conf')
    await writeFile(
      nginxConfig,
      loopbackNginxConfig(
        await readFile(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8'),
        ports,
        nginxDir,
      ),
    )
    say(`nginx on ${ports.nginx} (graph ${ports.nginxGraph}, hub ${ports.nginxHub})`)
    const nginx = await startProcess(
      'nginx',
      binaries.nginx,
      [
        '-p',
        `${nginxDir}/`,
        '-c',
        nginxConfig,
        '-g',
        `daemon off; pid ${path.join(nginxDir, 'nginx.pid')}; error_log stderr warn;`,
      ],
      { logDir, stopSignal: 'SIGQUIT' },
    )
    await waitForHttp(`http://127.0.0.1:${ports.nginx}/nginx-health`, 15_000, nginx)

    const hubBase = {
      ...process.env,
      NODE_ENV: 'production',
      HUB_HOST: '127.0.0.1',
      // The gateways reach the hubs through nginx's :4001, which names its upstream "hub".
      HUB_ALLOWED_HOSTS: 'hub',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Stateless cart tokens: every hub signs and reads them with the same secret.
      CART_TOKEN_SECRET: randomBytes(36).toString('base64url'),
      // The other secrets are generated by whichever hub starts first; both read that one.
      SECRETS_DIR: path.join(root, 'secrets'),
      MAIL_DIR: path.join(root, 'mail'),
      ATTACHMENT_DIR: path.join(root, 'attachments'),
      PUBLIC_BASE_URL: `http://127.0.0.1:${ports.nginx}`,
      FORMS_RATE_LIMIT_MAX: String(FORMS_RATE_LIMIT_MAX),
      FORMS_RATE_LIMIT_WINDOW_MS: '60000',
      ORDER_RATE_LIMIT_MAX: String(ORDER_RATE_LIMIT_MAX),
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_RATE_LIMIT_MAX),
      // Every request comes from this one address; the forms limit above is what is tested.
      MAIL_IP_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
    }
    // Both at once on an empty database: one migrates and seeds, the other waits for it.
    say(`hubs on ${ports.hubs.join(', ')} (started together on the empty database)`)
    const hubs = await Promise.all(
      ports.hubs.map((port, index) =>
        startProcess(
          `hub-${index + 1}`,
          process.execPath,
          ['--import', 'tsx', 'hub/src/server.ts'],
          {
            logDir,
            env: {
              ...hubBase,
              HUB_PORT: String(port),
              DOWNLOAD_DIR: path.join(root, `hub-${index + 1}`, 'downloads'),
            },
          },
        ),
      ),
    )
    await Promise.all(
      ports.hubs.map((port, index) =>
        waitForHttp(`http://127.0.0.1:${port}/healthz`, 120_000, hubs[index]),
      ),
    )

    say(`gateways on ${ports.graphs.join(', ')}`)
    const graphEnv = {
      ...process.env,
      NODE_ENV: 'production',
      GRAPH_HOST: '127.0.0.1',
      HUB_V1_URL: `http://127.0.0.1:${ports.nginxHub}/v1`,
      CART_API_URL: `http://127.0.0.1:${ports.nginxHub}/cart`,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
    }
    const graphs = await Promise.all(
      ports.graphs.map((port, index) =>
        startProcess(
          `graph-${index + 1}`,
          process.execPath,
          ['--import', 'tsx', 'graph/src/server.ts'],
          { logDir, env: { ...graphEnv, GRAPH_PORT: String(port) } },
        ),
      ),
    )
    await Promise.all(
      ports.graphs.map((port, index) =>
        waitForHttp(`http://127.0.0.1:${port}/healthz`, 60_000, graphs[index]),
      ),
    )

    const webEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      GRAPH_URL: `http://127.0.0.1:${ports.nginxGraph}/graphql`,
      SITE_URL: `http://127.0.0.1:${ports.nginx}`,
      REDIS_URL: redisUrl,
      // nginx (on loopback) names the visitor in X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      LOG_LEVEL: 'info',
    }
    if (webBuildIsCurrent(process.env['CLUSTER_REBUILD'] === '1')) {
      say('storefront build is current; reusing web/.next (CLUSTER_REBUILD=1 rebuilds)')
    } else {
      say('building the storefront (next build --webpack, against this cluster)')
      await buildWeb({ ...webEnv, REDIS_URL: '' }, logDir)
      say('storefront built')
    }

    say(`storefronts on ${ports.webs.join(', ')}`)
    const webs = await Promise.all(
      ports.webs.map((port, index) =>
        startProcess(`web-${index + 1}`, process.execPath, ['--import', 'tsx', 'server.ts'], {
          cwd: webDir,
          logDir,
          env: { ...webEnv, WEB_PORT: String(port), WEB_HOST: '127.0.0.1' },
        }),
      ),
    )
    await Promise.all(
      ports.webs.map((port, index) =>
        waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 120_000, webs[index]),
      ),
    )
    await waitForHttp(`http://127.0.0.1:${ports.nginx}/robots.txt`, 15_000, nginx)

    const endpoints: ClusterEndpoints = {
      nginx: `http://127.0.0.1:${ports.nginx}`,
      webs: ports.webs.map((port) => `http://127.0.0.1:${port}`),
      graphs: ports.graphs.map((port) => `http://127.0.0.1:${port}/graphql`),
      hubs: ports.hubs.map((port) => `http://127.0.0.1:${port}`),
      databaseUrl,
      redisUrl,
      formsRateLimitMax: FORMS_RATE_LIMIT_MAX,
      loginRateLimitMax: LOGIN_RATE_LIMIT_MAX,
      orderRateLimitMax: ORDER_RATE_LIMIT_MAX,
    }
    say('running the cluster tests')
    const tests = spawn(process.execPath, [vitestBin, 'run', '--project', 'cluster'], {
      cwd: repoRoot,
      env: { ...process.env, CLUSTER_ENDPOINTS: JSON.stringify(endpoints) },
      stdio: 'inherit',
    })
    const code = await new Promise<number | null>((resolve) => tests.once('exit', resolve))
    failed = code !== 0
    return code ?? 1
  } catch (error) {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    if (!interrupted) await cleanup()
  }
}

main().then(
  (code) => {
    say(code === 0 ? 'passed' : 'failed')
    process.exit(code)
  },
  (error: unknown) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
