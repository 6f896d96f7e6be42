import type { AddressInfo } from 'node:net'
import { buildGraphApp, type GraphApp } from '../../../graph/src/app'
import { loadGraphConfig } from '../../../graph/src/config'
import { createGraphLogger } from '../../../graph/src/logger'
import type { BootedHub } from '../hub/harness'

/**
 * Puts a booted hub on a real loopback port and builds the gateway in front of
 * it, so gateway tests go through HTTP exactly as in production.
 */
export async function bootGatewayOver(
  hub: BootedHub,
  env: Record<string, string> = {},
): Promise<GraphApp> {
  // A second gateway (another configuration) shares the hub's port.
  if (!hub.app.server.listening) await hub.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = hub.app.server.address() as AddressInfo
  const config = loadGraphConfig({
    HUB_V1_URL: `http://127.0.0.1:${port}/v1`,
    CART_API_URL: `http://127.0.0.1:${port}/cart`,
    LOG_LEVEL: 'silent',
    ...env,
  })
  const graph = await buildGraphApp(config, createGraphLogger(config))
  await graph.app.ready()
  return graph
}
