import type { ChildProcess } from 'node:child_process'
import { buildSandbox } from '../graph/sandbox/build'
import {
  buildWeb,
  hasWebBuild,
  portsFromEnv,
  stackEnv,
  startGraph,
  startHub,
  startWeb,
  stopProcess,
  waitForHttp,
  type Mode,
} from './stack-processes'

// `npm start` (every tier in production, builds once) and `npm run dev` (hot reload,
// development secrets): hub, then gateway, then storefront, each started once the one
// before is healthy. In production the hub generates the secrets nobody set on first start
// and keeps them in SECRETS_DIR (var/secrets), so carts and logins survive restarts.

async function main(): Promise<void> {
  const mode: Mode = process.argv[2] === 'dev' ? 'development' : 'production'
  const rebuild = process.argv.includes('--rebuild')
  const ports = portsFromEnv()
  const env = stackEnv(ports)
  const children: ChildProcess[] = []
  let stopping = false

  const stopAll = async (exitCode: number) => {
    if (stopping) return
    stopping = true
    await Promise.all([...children].reverse().map((child) => stopProcess(child)))
    process.exit(exitCode)
  }
  process.once('SIGINT', () => void stopAll(0))
  process.once('SIGTERM', () => void stopAll(0))

  const watch = (name: string, child: ChildProcess) => {
    children.push(child)
    child.once('exit', (code, signal) => {
      if (stopping) return
      console.error(`[stack] ${name} exited (${signal ?? code}); stopping the others`)
      void stopAll(1)
    })
    return child
  }

  try {
    // The gateway's GraphiQL bundle (graph/.sandbox/), also when the stack is started
    // without `npm start` (Playwright's web server): skipped when it is up to date.
    const sandbox = await buildSandbox()
    if (sandbox.built) {
      console.log(`[stack] built the GraphQL sandbox in ${Math.round(sandbox.ms)} ms`)
    }
    const hub = watch('hub', startHub(env, mode))
    await waitForHttp(`http://127.0.0.1:${ports.hub}/healthz`, 120_000, hub)
    const graph = watch('graph', startGraph(env, mode))
    await waitForHttp(`http://127.0.0.1:${ports.graph}/healthz`, 60_000, graph)
    if (mode === 'production' && (rebuild || !hasWebBuild())) {
      console.log('[stack] building the storefront (once; delete web/.next to rebuild)')
      await buildWeb(env)
    }
    const web = watch('web', startWeb(env, mode, ports.web))
    await waitForHttp(`http://127.0.0.1:${ports.web}/`, 180_000, web)
  } catch (error) {
    console.error(`[stack] ${(error as Error).message}`)
    await stopAll(1)
    return
  }

  console.log(
    [
      '',
      'Schaufenster is running:',
      `  storefront  http://localhost:${ports.web}/  (English: http://localhost:${ports.web}/en)`,
      `  gateway     http://localhost:${ports.graph}/graphql`,
      `  data hub    http://localhost:${ports.hub}/v1/products`,
      'Press Ctrl-C to stop all three.',
      '',
    ].join('\n'),
  )
}

void main()
