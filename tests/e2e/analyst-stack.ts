import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  repoRoot,
  stackEnv,
  startGraph,
  startHub,
  startWeb,
  stopProcess,
  waitForHttp,
  type StackPorts,
} from '../../scripts/stack-processes'
import { buyer } from '../faults/support/hub-process'

// A stack of its own for the analysts' specs, started as `npm start` starts it (production
// hub, gateway and the storefront build the main e2e stack made) but on a PGlite folder in a
// temporary var/ instead of memory: only then does the hub open its loopback admin endpoint,
// through which `npm run analyst-key` makes keys while the hub runs (spec: no test and no
// analyst touches the database folder). Ports apart from the main e2e stack's.

export interface AnalystStackPorts extends StackPorts {
  admin: number
}

export interface AnalystStack {
  ports: AnalystStackPorts
  /** The environment of every tier, and of the commands an analyst runs beside them. */
  env: NodeJS.ProcessEnv
  hubUrl: string
  graphUrl: string
  webUrl: string
  stop(): Promise<void>
}

export async function startAnalystStack(ports: AnalystStackPorts): Promise<AnalystStack> {
  const varDir = mkdtempSync(join(tmpdir(), 'schaufenster-analysts-'))
  const env = stackEnv(ports, {
    PGLITE_DIR: join(varDir, 'pglite'),
    ADMIN_PORT: String(ports.admin),
    ADMIN_CREDENTIAL_FILE: join(varDir, 'admin', 'credential'),
    SECRETS_DIR: join(varDir, 'secrets'),
    DOWNLOAD_DIR: join(varDir, 'downloads'),
    ATTACHMENT_DIR: join(varDir, 'attachments'),
    MAIL_DIR: join(varDir, 'mail'),
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    ORDER_RATE_LIMIT_MAX: '100000',
    FORMS_RATE_LIMIT_MAX: '100000',
    MAIL_IP_LIMIT_MAX: '100000',
    HUB_TIMEOUT_MS: '15000',
    GRAPH_TIMEOUT_MS: '20000',
  })
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all([...children].reverse().map((child) => stopProcess(child)))
    rmSync(varDir, { recursive: true, force: true })
  }
  const urls = {
    hubUrl: `http://127.0.0.1:${ports.hub}`,
    graphUrl: `http://127.0.0.1:${ports.graph}`,
    webUrl: `http://127.0.0.1:${ports.web}`,
  }
  try {
    const hub = startHub(env, 'production')
    children.push(hub)
    await waitForHttp(`${urls.hubUrl}/healthz`, 120_000, hub)
    const graph = startGraph(env, 'production')
    children.push(graph)
    await waitForHttp(`${urls.graphUrl}/healthz`, 60_000, graph)
    const web = startWeb(env, 'production', ports.web)
    children.push(web)
    await waitForHttp(`${urls.webUrl}/`, 120_000, web)
  } catch (error) {
    await stop()
    throw error
  }
  return { ports, env, ...urls, stop }
}

/** Runs a command-line tool of the checkout (e.g. `npm run analyst-key -- …`) with the stack's env. */
export function runCommand(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd = repoRoot,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A key made the analyst's way: `npm run analyst-key -- create <name>` beside the running hub. */
export async function createKeyWithCli(stack: AnalystStack, name: string): Promise<string> {
  const run = await runCommand(
    'npm',
    ['run', '--silent', 'analyst-key', '--', 'create', name],
    stack.env,
  )
  if (run.code !== 0) throw new Error(`analyst-key failed: ${run.stderr}`)
  const key = run.stdout.split('\n')[1]?.trim() ?? ''
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new Error(`no key in: ${run.stdout}`)
  return key
}

export interface PlacedOrder {
  orderNumber: string
}

/**
 * One paid order through the hub's REST API (as the gateway's placeOrder sends it): a cart of
 * `qty` licences of a product in a currency, with an affiliate click id or without.
 */
export async function placeOrder(
  hubUrl: string,
  options: {
    currency: 'EUR' | 'USD' | 'GBP' | 'CHF'
    cjEvent?: string
    productId?: number
    qty?: number
  },
): Promise<PlacedOrder> {
  const cart = await fetch(`${hubUrl}/cart`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId: options.productId ?? 1, qty: options.qty ?? 1 }],
      currency: options.currency,
    }),
  })
  if (cart.status !== 200) throw new Error(`PATCH /cart: ${cart.status} ${await cart.text()}`)
  const token = ((await cart.json()) as { cart: { token: string; currency: string } }).cart
  if (token.currency !== options.currency) throw new Error(`cart in ${token.currency}`)
  const email = `analyst.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`
  const response = await fetch(`${hubUrl}/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `analysts-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    body: JSON.stringify({
      cartToken: token.token,
      locale: 'de',
      customer: { ...buyer(email), ...(options.cjEvent ? { cjEvent: options.cjEvent } : {}) },
    }),
  })
  const body = (await response.json()) as { order?: { orderNumber: string } }
  if (response.status !== 201 || !body.order) {
    throw new Error(`POST /v1/orders: ${response.status} ${JSON.stringify(body)}`)
  }
  return { orderNumber: body.order.orderNumber }
}
