import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

// Starting and stopping the three tiers as child processes: shared by
// `npm start`, `npm run dev` and the tests that need the whole stack.

export const repoRoot = join(import.meta.dirname, '..')
export const webDir = join(repoRoot, 'web')
const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const tsxBin = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs')

export interface StackPorts {
  hub: number
  graph: number
  web: number
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const port = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const parsed = Number(value)
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
      throw new Error(`${name} must be a port number (1-65535), got "${value}"`)
    }
    return parsed
  }
  return {
    hub: port('HUB_PORT', 4001),
    graph: port('GRAPH_PORT', 4000),
    web: port('WEB_PORT', 3000),
  }
}

/** The storefront's public origin when SITE_URL is unset (web, gateway and hub agree). */
export const DEFAULT_SITE_URL = 'http://localhost:3000'

/** Environment of every tier, wired so each finds the next one on the chosen ports. */
export function stackEnv(ports: StackPorts, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const base = { ...process.env, ...extra }
  const siteUrl = base['SITE_URL'] || DEFAULT_SITE_URL
  return {
    ...base,
    HUB_PORT: String(ports.hub),
    GRAPH_PORT: String(ports.graph),
    HUB_V1_URL: base['HUB_V1_URL'] ?? `http://127.0.0.1:${ports.hub}/v1`,
    CART_API_URL: base['CART_API_URL'] ?? `http://127.0.0.1:${ports.hub}/cart`,
    GRAPH_URL: base['GRAPH_URL'] ?? `http://127.0.0.1:${ports.graph}/graphql`,
    // One public origin for all three: the storefront's links and canonical URLs, the
    // gateway's Secure session cookie (https), the hub's links in mail.
    SITE_URL: siteUrl,
    PUBLIC_BASE_URL: base['PUBLIC_BASE_URL'] || siteUrl,
  }
}

export type Mode = 'production' | 'development'

/**
 * A tier's environment in `mode`: NODE_ENV follows the mode for every tier, so `npm start`
 * runs hub and gateway in production too (generated secrets, no development signing key,
 * no schema suggestions), whatever NODE_ENV the shell had.
 */
export function tierEnv(env: NodeJS.ProcessEnv, mode: Mode): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: mode }
}

/** Where a tier's output goes: a file descriptor (opened for appending), else the terminal. */
export type Output = number | undefined

function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; output?: Output; nodeFlags?: readonly string[] },
) {
  const out = options.output ?? 'inherit'
  const child = spawn(command, [...(options.nodeFlags ?? []), ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', out, out],
  })
  child.once('error', (error) => console.error(`[${name}] could not start: ${error.message}`))
  return child
}

/** Flags for node itself, before the script (the soak's `--trace-gc`). */
export type NodeFlags = readonly string[]

export function startHub(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  output?: Output,
  nodeFlags?: NodeFlags,
): ChildProcess {
  const args =
    mode === 'development'
      ? [tsxBin, 'watch', 'hub/src/server.ts']
      : ['--import', 'tsx', 'hub/src/server.ts']
  return start('hub', process.execPath, args, {
    cwd: repoRoot,
    env: tierEnv(env, mode),
    output,
    nodeFlags,
  })
}

export function startGraph(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  output?: Output,
  nodeFlags?: NodeFlags,
): ChildProcess {
  const args =
    mode === 'development'
      ? [tsxBin, 'watch', 'graph/src/server.ts']
      : ['--import', 'tsx', 'graph/src/server.ts']
  return start('graph', process.execPath, args, {
    cwd: repoRoot,
    env: tierEnv(env, mode),
    output,
    nodeFlags,
  })
}

/**
 * The storefront: `next dev` in development; in production web/server.ts, Next behind the
 * page answer cache (what the Dockerfile runs too).
 */
export function startWeb(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  port: number,
  output?: Output,
  nodeFlags?: NodeFlags,
): ChildProcess {
  const args =
    mode === 'development'
      ? [nextBin, 'dev', '--webpack', '-p', String(port), '-H', '127.0.0.1']
      : ['--import', 'tsx', 'server.ts']
  return start('web', process.execPath, args, {
    cwd: webDir,
    env: { ...tierEnv(env, mode), WEB_PORT: String(port), WEB_HOST: '127.0.0.1' },
    output,
    nodeFlags,
  })
}

// `next build` writes BUILD_ID before it renders the static pages, so a build that failed
// there (a gateway that was not up, a page that threw) leaves a BUILD_ID beside a server that
// cannot start. Our builds mark themselves complete once `next build` succeeded; only a build
// so marked is started or reused.
const buildIdFile = join(webDir, '.next', 'BUILD_ID')
const buildCompleteFile = join(webDir, '.next', 'BUILD_COMPLETE')

/** Marks the current `web/.next` as a finished build (after `next build` exited with 0). */
export function markWebBuildComplete(): void {
  writeFileSync(buildCompleteFile, readFileSync(buildIdFile, 'utf8'))
}

/** A storefront build that finished: its BUILD_ID marked complete by markWebBuildComplete. */
export function hasWebBuild(): boolean {
  if (!existsSync(buildIdFile) || !existsSync(buildCompleteFile)) return false
  return readFileSync(buildCompleteFile, 'utf8') === readFileSync(buildIdFile, 'utf8')
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === '.next') continue
    newest = Math.max(newest, newestMtime(join(entry, name)))
  }
  return newest
}

/**
 * A storefront build newer than every source it is made of (`npm run test:cluster`,
 * `npm run soak`); `force` (their REBUILD variables) says no, so a build is made.
 */
export function webBuildIsCurrent(force = false): boolean {
  if (force || !hasWebBuild()) return false
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'public'),
    join(webDir, 'next.config.ts'),
    join(webDir, 'cache-handler.mjs'),
    join(repoRoot, 'packages'),
    join(repoRoot, 'schema.graphql'),
    join(repoRoot, 'package-lock.json'),
  ]
  return statSync(buildCompleteFile).mtimeMs > Math.max(...sources.map(newestMtime))
}

/** Builds the storefront; the gateway must be up, since static pages are rendered with data. */
export function buildWeb(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start('build', process.execPath, [nextBin, 'build', '--webpack'], {
      cwd: webDir,
      env: { ...env, NODE_ENV: 'production' },
    })
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`next build failed with exit code ${code}`))
      markWebBuildComplete()
      resolve()
    })
  })
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs` (or when `child` exits). */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: process exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`)
}

/** Stops a child with SIGTERM, then SIGKILL if it does not exit in time. */
export function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
