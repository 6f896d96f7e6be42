import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os'
import path from 'node:path'
import { format as prettierFormat, resolveConfig } from 'prettier'
import { loadHubConfig } from '../hub/src/config'
import { openDatabase, type HubDatabase } from '../hub/src/db/database'
import { createHubLogger } from '../hub/src/logger'
import {
  buildWeb,
  repoRoot,
  stackEnv,
  startGraph,
  startHub,
  startWeb,
  waitForHttp,
  type NodeFlags,
  type Output,
  type StackPorts,
} from '../scripts/stack-processes'
import type { MachineInfo } from './report'

// What `npm run bench` and `npm run soak` share: the production stack on ports of their own
// with the per-visitor limits raised for the one load address, its database, the machine and
// versions for the report, and the child process the load generator runs in.

/** PostgreSQL when `databaseUrl` is set, else the PGlite folder. */
export interface DatabaseTarget {
  databaseUrl?: string
  pgliteDir: string
}

export function databaseEnv(target: DatabaseTarget): NodeJS.ProcessEnv {
  return target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl, PGLITE_DIR: '' }
    : { DATABASE_URL: '', PGLITE_DIR: target.pgliteDir }
}

/** The load stack's database, opened (and migrated) from this process; the hub must be down for PGlite. */
export async function openLoadDatabase(target: DatabaseTarget): Promise<HubDatabase> {
  const hubConfig = loadHubConfig({ ...process.env, ...databaseEnv(target), NODE_ENV: 'test' })
  return openDatabase(hubConfig, createHubLogger('warn'))
}

/**
 * The three tiers' environment under load: production, a random cart secret, and the
 * per-visitor order and forms limits raised, since all load comes from one address.
 * Mail, attachments and downloads go to `scratch`.
 */
export function loadStackEnv(
  ports: StackPorts,
  options: { database: DatabaseTarget; logLevel: string; scratch: string },
): NodeJS.ProcessEnv {
  return stackEnv(ports, {
    ...databaseEnv(options.database),
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel,
    WEB_PORT: String(ports.web),
    HUB_V1_URL: undefined,
    CART_API_URL: undefined,
    GRAPH_URL: undefined,
    CART_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    // Every order comes from this one address; the per-visitor limit would stop the load.
    ORDER_RATE_LIMIT_MAX: '100000',
    FORMS_RATE_LIMIT_MAX: '100000',
    MAIL_IP_LIMIT_MAX: '100000',
    SECRETS_DIR: path.join(options.scratch, 'secrets'),
    MAIL_DIR: path.join(options.scratch, 'mail'),
    ATTACHMENT_DIR: path.join(options.scratch, 'attachments'),
    DOWNLOAD_DIR: path.join(options.scratch, 'downloads'),
    NEXT_TELEMETRY_DISABLED: '1',
  })
}

export interface LoadStack {
  hub: ChildProcess
  graph: ChildProcess
  web: ChildProcess
  /** When each was spawned (Date.now()). */
  startedAt: { hub: number; graph: number; web: number }
}

/**
 * Starts hub, gateway and storefront (production) one after the other, each once the one
 * before answers; builds the storefront first when `build` says so (the gateway must be up
 * for that). Every process started is pushed to `children`, so the caller can stop them
 * also when a later step fails or on Ctrl-C.
 */
export async function startLoadStack(
  env: NodeJS.ProcessEnv,
  ports: StackPorts,
  options: {
    build: boolean
    log: (message: string) => void
    children: ChildProcess[]
    /** The servers' output (a file descriptor); the terminal when absent. The build's stays there. */
    output?: Output
    /** Flags for the servers' node (the soak's `--trace-gc`). */
    nodeFlags?: NodeFlags
  },
): Promise<LoadStack> {
  const { children, output, nodeFlags } = options
  const startedAt = { hub: Date.now(), graph: 0, web: 0 }
  const hub = startHub(env, 'production', output, nodeFlags)
  children.push(hub)
  // A new PGlite folder is migrated and seeded first.
  await waitForHttp(`http://127.0.0.1:${ports.hub}/healthz`, 300_000, hub)
  startedAt.graph = Date.now()
  const graph = startGraph(env, 'production', output, nodeFlags)
  children.push(graph)
  await waitForHttp(`http://127.0.0.1:${ports.graph}/healthz`, 60_000, graph)
  if (options.build) {
    options.log('building the storefront for production (next build)')
    await buildWeb(env)
  }
  startedAt.web = Date.now()
  const web = startWeb(env, 'production', ports.web, output, nodeFlags)
  children.push(web)
  await waitForHttp(`http://127.0.0.1:${ports.web}/`, 180_000, web)
  return { hub, graph, web, startedAt }
}

export function versionOf(pkg: string): string {
  const require = createRequire(import.meta.url)
  try {
    const file = require.resolve(`${pkg}/package.json`)
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  } catch {
    // Packages whose exports hide package.json: find it next to the entry point.
    let dir = path.dirname(require.resolve(pkg))
    while (dir !== path.dirname(dir)) {
      const file = path.join(dir, 'package.json')
      if (existsSync(file)) {
        const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }
        if (json.name === pkg) return json.version
      }
      dir = path.dirname(dir)
    }
    return 'unknown'
  }
}

/** node and the packages the stack's speed depends on. */
export function stackVersions(): Record<string, string> {
  return {
    node: process.versions.node,
    next: versionOf('next'),
    react: versionOf('react'),
    '@apollo/server': versionOf('@apollo/server'),
    fastify: versionOf('fastify'),
    graphql: versionOf('graphql'),
    'drizzle-orm': versionOf('drizzle-orm'),
  }
}

export function machineInfo(): MachineInfo {
  const cpuList = cpus()
  const [one = 0, five = 0, fifteen = 0] = loadavg()
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    os: `${osType()} ${release()}`,
    loadAverage: [one, five, fifteen],
  }
}

/**
 * A module of bench/ in a child process of its own (with tsx and an IPC channel), so a load
 * generator never shares an event loop with the orchestrator or a server. `flag` is the
 * argument the module looks for before it listens for jobs.
 */
export function forkModule(file: string, flag: string): ChildProcess {
  return fork(path.join(import.meta.dirname, file), [flag], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
}

/** Text formatted as the repository's Prettier would (the results files). */
export async function formatText(text: string, parser: 'markdown' | 'json'): Promise<string> {
  const options = (await resolveConfig(path.join(repoRoot, 'README.md'))) ?? {}
  return prettierFormat(text, { ...options, parser })
}
