import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startHubProcess,
  newCartToken,
  orderWithRetries,
  postOrder,
  type HubProcess,
} from './support/hub-process'
import { auditOrders } from './support/order-audit'
import { PostgresServer, postgresAvailable } from './support/postgres-server'
import { faultPorts } from './support/ports'

// Orders under the two faults that hurt most: the database restarting while checkouts run,
// and the hub dying mid-transaction. After either, every checkout the client retried with
// its key ends as exactly one complete order, and nothing half-written is left behind.

const CHECKOUTS = 12

async function emlCount(dir: string): Promise<number> {
  return (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).length
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what}: not reached within ${timeoutMs} ms`)
}

describe.runIf(postgresAvailable())('PostgreSQL restarts during checkout', () => {
  const server = new PostgresServer(faultPorts.postgres)
  let hub: HubProcess
  let mailDir: string

  beforeAll(async () => {
    server.start()
    mailDir = await mkdtemp(path.join(tmpdir(), 'faults-mail-'))
    hub = await startHubProcess(faultPorts.hub, { DATABASE_URL: server.url, MAIL_DIR: mailDir })
  })

  afterAll(async () => {
    await hub?.stop()
    server.destroy()
    await rm(mailDir, { recursive: true, force: true })
  })

  it('leaves no partial order, and each retried key completes exactly one order', async () => {
    const run = `pg-${Date.now()}`
    const emails = Array.from({ length: CHECKOUTS }, (_, i) => `${run}-${i}@example.org`)
    const tokens = await Promise.all(emails.map(() => newCartToken(hub.url)))

    // Checkouts start; the database goes down under them and comes back a second later.
    const checkouts = emails.map((email, i) =>
      orderWithRetries(() => hub.url, `${run}-key-${i}`, tokens[i]!, email),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    server.stop()
    const whileDown = await postOrder(hub.url, `${run}-down`, tokens[0]!, `${run}-down@example.org`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    server.start()
    const results = await Promise.all(checkouts)

    // An outage is a 503 the client may retry, never a 500.
    expect(whileDown.status).toBe(503)
    const statuses = results.flatMap((result) => result.attempts.map((a) => a.status))
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([])
    expect(new Set(results.map((result) => result.orderNumber)).size).toBe(CHECKOUTS)

    // Repeating every key once more finds the same orders.
    for (const [i, email] of emails.entries()) {
      const again = await postOrder(hub.url, `${run}-key-${i}`, tokens[i]!, email)
      expect(again).toEqual({ status: 201, orderNumber: results[i]!.orderNumber })
    }
    await until('every confirmation sent', async () => (await emlCount(mailDir)) >= CHECKOUTS)
    const audit = await auditOrders({ DATABASE_URL: server.url, PGLITE_DIR: 'memory://' }, [
      ...emails,
      `${run}-down@example.org`,
    ])
    expect(audit).toEqual({ orders: CHECKOUTS, incomplete: [], unkeyed: [], unsentMails: 0 })
    expect(await emlCount(mailDir)).toBe(CHECKOUTS)
  })
})

const killTargets = [
  { name: 'PGlite', postgres: false },
  ...(postgresAvailable() ? [{ name: 'PostgreSQL', postgres: true }] : []),
]

describe.each(killTargets)('the hub is killed during order creation ($name)', ({ postgres }) => {
  const server = postgres ? new PostgresServer(faultPorts.postgres + 1) : undefined
  let workDir: string
  let config: { DATABASE_URL?: string; PGLITE_DIR: string }
  let hub: HubProcess | undefined

  beforeAll(async () => {
    server?.start()
    workDir = await mkdtemp(path.join(tmpdir(), 'faults-kill-'))
    config = server
      ? { DATABASE_URL: server.url, PGLITE_DIR: 'memory://' }
      : { PGLITE_DIR: path.join(workDir, 'pglite') }
  })

  afterAll(async () => {
    await hub?.stop()
    server?.destroy()
    await rm(workDir, { recursive: true, force: true })
  })

  it('has no order or one complete order per key after the restart, and the mail still goes out', async () => {
    const mailDir = path.join(workDir, 'mail')
    // A short lease, so the claims of the killed hub come back within the test.
    const env = { ...config, MAIL_DIR: mailDir, OUTBOX_POLL_MS: '60000', OUTBOX_LEASE_MS: '2000' }
    const first = await startHubProcess(faultPorts.hub + 1, env)
    hub = first
    const run = `kill-${Date.now()}`
    const emails = Array.from({ length: CHECKOUTS }, (_, i) => `${run}-${i}@example.org`)
    const tokens = await Promise.all(emails.map(() => newCartToken(first.url)))

    // The first confirmed order is the moment: the others are in flight when the hub dies.
    const inFlight = emails.map((email, i) =>
      postOrder(first.url, `${run}-key-${i}`, tokens[i]!, email),
    )
    await Promise.race(inFlight)
    await first.kill()
    const before = await Promise.all(inFlight)
    expect(before.some((attempt) => attempt.status === 0)).toBe(true)

    const second = await startHubProcess(faultPorts.hub + 1, { ...env, OUTBOX_POLL_MS: '100' })
    hub = second
    const results = await Promise.all(
      emails.map((email, i) =>
        orderWithRetries(() => second.url, `${run}-key-${i}`, tokens[i]!, email),
      ),
    )
    // Orders confirmed before the kill are the same orders after it.
    for (const [i, attempt] of before.entries()) {
      if (attempt.status === 201) expect(results[i]!.orderNumber).toBe(attempt.orderNumber)
    }
    await until('every confirmation sent', async () => (await emlCount(mailDir)) >= CHECKOUTS)
    await second.stop()

    const audit = await auditOrders(config, emails)
    expect(audit).toEqual({ orders: CHECKOUTS, incomplete: [], unkeyed: [], unsentMails: 0 })
    expect(await emlCount(mailDir)).toBe(CHECKOUTS)
  })
})
