import type { ChildProcess } from 'node:child_process'
import {
  buildWeb,
  stackEnv,
  startGraph,
  startHub,
  stopProcess,
  waitForHttp,
} from './stack-processes'

// Builds the storefront without a running stack (deploy/web/Dockerfile): static pages are
// rendered with data, so a throwaway hub on an in-memory database (the same seed) and a
// gateway run for the length of the build. Regeneration later reads the real database.

async function main(): Promise<void> {
  const ports = { hub: 5591, graph: 5590, web: 5592 }
  const env = stackEnv(ports, {
    PGLITE_DIR: 'memory://',
    DATABASE_URL: '',
    REDIS_URL: '',
    // The throwaway hub signs no real carts; `next build` sets production for itself.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  })
  const children: ChildProcess[] = []
  try {
    const hub = startHub(env, 'production')
    children.push(hub)
    await waitForHttp(`http://127.0.0.1:${ports.hub}/healthz`, 120_000, hub)
    const graph = startGraph(env, 'production')
    children.push(graph)
    await waitForHttp(`http://127.0.0.1:${ports.graph}/healthz`, 60_000, graph)
    await buildWeb(env)
  } finally {
    await Promise.all(children.reverse().map((child) => stopProcess(child)))
  }
}

main().catch((error: unknown) => {
  console.error(`[build-web] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
