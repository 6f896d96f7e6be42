import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { hostname, networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../graph/src/app'
import { buildAdminApp } from '../../hub/src/admin/app'
import { adminRefusal, isLoopbackAddress } from '../../hub/src/admin/guard'
import { createAnalystKey } from '../../hub/src/analysts/keys'
import { PGLITE_MEMORY } from '../../hub/src/config'
import { openDatabase, type HubDatabase } from '../../hub/src/db/database'
import { FolderInUseError, lockDataFolder, lockFileOf } from '../../hub/src/db/folder-lock'
import {
  newCartToken,
  postOrder,
  startHubProcess,
  type HubProcess,
} from '../faults/support/hub-process'
import {
  bootAccountsHub,
  customerWithOrder,
  uniqueEmail,
  type AccountsHub,
} from '../integration/accounts/helpers'
import { TestSmtpServer } from '../integration/forms/smtp'
import { bootGatewayOver } from '../integration/graph/harness'
import { injectPaidOrder } from '../integration/orders/hosted-payment'
import { databaseTargets, silentLogger } from '../integration/hub/harness'

// Issue 18, point 7. The attacks: (a) reach the hub's admin endpoint from elsewhere than the
// machine itself, or without its credential; (b) run `npm run analyst-key` (and the db:*
// commands) beside a running hub, which used to open its PGlite folder as a second instance
// and delete the hub's lock; (c) use an analyst key to read who bought what (e-mail, name,
// VAT id, licence keys), or to read anything but conversions.

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** An address of this machine that is not loopback (none in some sandboxes). */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address

describe('admin endpoint: loopback sockets with the local credential only', () => {
  const credential = randomBytes(32).toString('base64url')
  const wrong = randomBytes(32).toString('base64url')
  let database: HubDatabase
  let app: ReturnType<typeof buildAdminApp>
  let url: string

  beforeAll(async () => {
    database = await openDatabase({ PGLITE_DIR: PGLITE_MEMORY }, silentLogger)
    app = buildAdminApp({ database, dataDir: PGLITE_MEMORY, credential, logger: silentLogger })
    await app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('tells loopback addresses from all others by the socket address', () => {
    for (const address of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true)
    }
    for (const address of ['10.0.0.1', '203.0.113.9', '::ffff:192.168.1.2', '::', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false)
    }
    // Even with the right credential, a socket from elsewhere is refused.
    expect(adminRefusal('203.0.113.9', `Bearer ${credential}`, credential)?.status).toBe(403)
    expect(adminRefusal('127.0.0.1', `Bearer ${credential}`, credential)).toBeNull()
  })

  it('refuses a request from a non-loopback socket, whatever forwarding headers say', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/admin/analyst-keys',
      remoteAddress: '203.0.113.9',
      headers: {
        authorization: `Bearer ${credential}`,
        'x-forwarded-for': '127.0.0.1',
        'x-real-ip': '127.0.0.1',
        'x-client-ip': '127.0.0.1',
        forwarded: 'for=127.0.0.1',
      },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.body).not.toContain('keys')
  })

  it.skipIf(!outsideAddress)(
    'refuses a real connection over a non-loopback interface',
    async () => {
      // The same admin app bound (wrongly) to the machine's network address: still refused.
      const exposed = buildAdminApp({
        database,
        dataDir: PGLITE_MEMORY,
        credential,
        logger: silentLogger,
      })
      await exposed.listen({ host: outsideAddress!, port: 0 })
      try {
        const { port } = exposed.server.address() as AddressInfo
        const answer = await fetch(`http://${outsideAddress}:${port}/admin/analyst-keys`, {
          headers: { authorization: `Bearer ${credential}`, 'x-forwarded-for': '127.0.0.1' },
        })
        expect(answer.status).toBe(403)
      } finally {
        await exposed.close()
      }
    },
  )

  it('refuses a request without the credential or with a wrong one', async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${url}/admin/analyst-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'intruder' }),
      })
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${wrong}` },
      { authorization: `Bearer ${credential.slice(0, -1)}` },
      { authorization: credential },
      { authorization: `Basic ${Buffer.from(`admin:${credential}`).toString('base64')}` },
    ]
    for (const headers of attempts) {
      const answer = await ask(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(401)
    }
    const listed = await fetch(`${url}/admin/analyst-keys`, {
      headers: { authorization: `Bearer ${credential}` },
    })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { keys: unknown[] }).keys).toEqual([])
  })
})

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** A command-line tool as the operator runs it: its own process, the hub's configuration. */
function runTool(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('hub/src/cli', script), ...args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('the PGlite folder lock', () => {
  let workDir: string
  const lockOf = (holder: object) => JSON.stringify({ since: 'then', purpose: 'x', ...holder })

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'folder-lock-'))
  })
  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it('lets one holder in at a time, even within one process, and frees the folder on release', async () => {
    const dir = path.join(workDir, 'one')
    const first = await lockDataFolder(dir, 'first')
    await expect(lockDataFolder(dir, 'second')).rejects.toBeInstanceOf(FolderInUseError)
    await first.release()
    const again = await lockDataFolder(dir, 'again')
    await again.release()
    expect(existsSync(lockFileOf(dir))).toBe(false)
  })

  it('never removes a lock from another host or one it cannot read', async () => {
    // A pid that no process here has (any more): on another host it may well be alive.
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    for (const [name, text] of [
      ['foreign', lockOf({ pid: gone.pid, host: `not-${hostname()}`, token: 'a'.repeat(32) })],
      ['garbled', '{"pid": '],
    ] as const) {
      const dir = path.join(workDir, name)
      await writeFile(lockFileOf(dir), text)
      await expect(lockDataFolder(dir)).rejects.toBeInstanceOf(FolderInUseError)
      expect(await readFile(lockFileOf(dir), 'utf8')).toBe(text)
    }
  })

  it('replaces only a provably stale lock: an earlier process with this pid, or a reused pid', async () => {
    const dir = path.join(workDir, 'stale')
    // This pid, but a token this process never took: left by an earlier process (a restarted
    // container gets the same pid).
    await writeFile(
      lockFileOf(dir),
      lockOf({ pid: process.pid, host: hostname(), token: 'b'.repeat(32) }),
    )
    const taken = await lockDataFolder(dir)
    expect(JSON.parse(await readFile(lockFileOf(dir), 'utf8')).token).not.toBe('b'.repeat(32))
    await taken.release()
    if (existsSync(`/proc/${process.ppid}/stat`)) {
      // A live pid that started at another time than the lock says: reused, so stale.
      await writeFile(
        lockFileOf(dir),
        lockOf({ pid: process.ppid, host: hostname(), started: '1', token: 'c'.repeat(32) }),
      )
      const reused = await lockDataFolder(dir)
      await reused.release()
    }
  })
})

describe('analyst-key and db:* beside a running hub on a PGlite folder', () => {
  let workDir: string
  let dataDir: string
  let hub: HubProcess | undefined
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'analyst-cli-'))
    dataDir = path.join(workDir, 'pglite')
    env = {
      PGLITE_DIR: dataDir,
      ADMIN_PORT: String(await freePort()),
      ADMIN_CREDENTIAL_FILE: path.join(workDir, 'admin', 'credential'),
      DOWNLOAD_DIR: path.join(workDir, 'downloads'),
      // Nothing of this test's hub lands in the checkout's var/.
      SECRETS_DIR: path.join(workDir, 'secrets'),
      ATTACHMENT_DIR: path.join(workDir, 'attachments'),
      MAIL_DIR: path.join(workDir, 'mail'),
    }
    hub = await startHubProcess(await freePort(), env)
  }, 180_000)

  afterAll(async () => {
    await hub?.stop()
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it('keeps the credential in a file only its user reads', async () => {
    const file = env.ADMIN_CREDENTIAL_FILE!
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700)
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it.skipIf(!outsideAddress)('does not listen on any address but loopback', async () => {
    const attempt = await fetch(`http://${outsideAddress}:${env.ADMIN_PORT}/admin/status`).then(
      (answer) => answer.status,
      (error: { cause?: { code?: string } }) => error.cause?.code,
    )
    expect(attempt).toBe('ECONNREFUSED')
  })

  it('creates, lists and revokes a key through the hub, leaving its folder lock alone', async () => {
    const lockBefore = await readFile(lockFileOf(dataDir), 'utf8')
    expect(JSON.parse(lockBefore).pid).toBe(hub!.child.pid)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)

    const created = await runTool('analyst-key.ts', ['create', 'cli-through-hub'], env)
    expect(created.code, created.stderr).toBe(0)
    const key = created.stdout.split('\n')[1]!
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stats = `${hub!.url}/v1/conversion-stats?from=2020-01-01&to=2099-01-01&groupBy=month`
    expect((await fetch(stats, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200)

    const listed = await runTool('analyst-key.ts', ['list'], env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toMatch(/cli-through-hub\s+created \S+\s+active/)
    expect(listed.stdout).not.toContain(key)

    const revoked = await runTool('analyst-key.ts', ['revoke', 'cli-through-hub'], env)
    expect(revoked.code, revoked.stderr).toBe(0)
    expect((await fetch(stats, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401)

    // The hub's locks are as they were, and it still reads and writes its database.
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(lockBefore)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)
    const order = await postOrder(
      hub!.url,
      `after-cli-${Date.now()}`,
      await newCartToken(hub!.url),
      uniqueEmail('after-cli'),
    )
    expect(order.status).toBe(201)
  })

  it('refuses, and changes nothing, when the hub holds the folder and its admin endpoint is not reached', async () => {
    const lockBefore = await readFile(lockFileOf(dataDir), 'utf8')
    const elsewhere = { ...env, ADMIN_PORT: String(await freePort()) }
    const dummyBackup = path.join(workDir, `dummy.pglite.tar.gz`)
    await writeFile(dummyBackup, 'not a backup')
    const runs = {
      create: await runTool('analyst-key.ts', ['create', 'sneaky'], elsewhere),
      backup: await runTool('db-backup.ts', ['backup', path.join(workDir, 'b.pglite.tar.gz')], env),
      restore: await runTool('db-backup.ts', ['restore', dummyBackup], env),
      seed: await runTool('seed-large.ts', ['--products', '1', '--orders', '1'], env),
    }
    for (const [name, run] of Object.entries(runs)) {
      expect(run.code, `${name}: ${run.stdout}${run.stderr}`).not.toBe(0)
      expect(run.stderr, name).toContain(
        `The PGlite database folder ${dataDir} is in use by process ${hub!.child.pid}`,
      )
    }
    expect(runs.create.stderr).toContain('Nothing was changed')
    expect(existsSync(path.join(workDir, 'b.pglite.tar.gz'))).toBe(false)
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(lockBefore)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)
    const stillWrites = await postOrder(
      hub!.url,
      `after-refusal-${Date.now()}`,
      await newCartToken(hub!.url),
      uniqueEmail('after-refusal'),
    )
    expect(stillWrites.status).toBe(201)
    const listed = await runTool('analyst-key.ts', ['list'], env)
    expect(listed.stdout).not.toContain('sneaky')
  })

  it('refuses while any other live process holds the folder, and leaves that lock in place', async () => {
    await hub!.stop()
    hub = undefined
    expect(existsSync(lockFileOf(dataDir))).toBe(false)
    // Another process (here a sleeping child) holds the folder lock.
    const holder: ChildProcess = spawn('sleep', ['30'])
    try {
      const lock = JSON.stringify({
        pid: holder.pid,
        host: hostname(),
        started: null,
        purpose: 'other-tool',
        since: new Date().toISOString(),
        token: 'f'.repeat(32),
      })
      await writeFile(lockFileOf(dataDir), lock)
      const refused = await runTool('analyst-key.ts', ['list'], env)
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toContain(`is in use by process ${holder.pid}`)
      expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(lock)
    } finally {
      holder.kill('SIGKILL')
      await new Promise((resolve) => holder.once('exit', resolve))
    }
    // Its process is gone now: the lock is stale, so the tool may take the folder itself.
    const own = await runTool('analyst-key.ts', ['list'], env)
    expect(own.code, own.stderr).toBe(0)
    expect(own.stdout).toMatch(/cli-through-hub\s+created \S+\s+revoked/)
    expect(existsSync(lockFileOf(dataDir))).toBe(false)
  })

  it('opens the folder itself, under its own lock, while no hub runs', async () => {
    const created = await runTool('analyst-key.ts', ['create', 'cli-offline'], env)
    expect(created.code, created.stderr).toBe(0)
    expect(existsSync(lockFileOf(dataDir))).toBe(false)
    // And a hub started afterwards knows the key.
    hub = await startHubProcess(await freePort(), env)
    const key = created.stdout.split('\n')[1]!
    const stats = `${hub.url}/v1/conversion-stats?from=2020-01-01&to=2099-01-01&groupBy=month`
    expect((await fetch(stats, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200)
  }, 180_000)
})

describe.each(databaseTargets())('analyst keys read conversion data only on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let graph: GraphApp
  let analystKey: string
  let session: string
  let orderNumber: string
  let accessToken: string
  const buyer = {
    email: uniqueEmail('secret.buyer'),
    name: 'Wilhelmine Geheimnisträgerin',
    company: 'Verschwiegen Handels GmbH',
    vatId: 'DE987654321',
  }
  let licenceKeys: string[] = []
  const secrets = () => [buyer.email, buyer.name, buyer.company, buyer.vatId, ...licenceKeys]

  async function graphql(query: string, headers: Record<string, string> = {}) {
    const response = await graph.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query },
    })
    return response.body
  }

  function expectNoSecrets(text: string, where: string) {
    for (const secret of secrets()) expect(text, `${where} reveals ${secret}`).not.toContain(secret)
  }

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    graph = await bootGatewayOver(hub, { HUB_TIMEOUT_MS: '5000' })
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 1, qty: 2 }] },
    })
    const placed = await injectPaidOrder(hub.app, {
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `analyst-secrets-${Date.now()}` },
      payload: {
        cartToken: cart.json().cart.token,
        locale: 'de',
        customer: {
          ...buyer,
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
          cjEvent: 'cje-analyst-1',
        },
      },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    orderNumber = placed.json().order.orderNumber
    accessToken = placed.json().accessToken
    licenceKeys = (placed.json().order.products as { licenceKeys: string[] }[]).flatMap(
      (p) => p.licenceKeys,
    )
    expect(licenceKeys.length).toBeGreaterThan(0)
    expect(placed.body).toContain(buyer.vatId)
    analystKey = (await createAnalystKey(hub.database.db, `least-${Date.now()}`)).key
    session = (await customerWithOrder(hub, smtp, uniqueEmail('session.holder'))).session
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
    await smtp.stop()
  })

  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

  it('answers the hub’s analyst endpoints with conversion data and nothing about the buyer', async () => {
    const get = (url: string) =>
      hub.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${analystKey}` } })
    const list = await get(`/v1/conversions?from=${day(-1)}&to=${day(1)}&first=200`)
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(orderNumber)
    expect(list.body).toContain('cje-analyst-1')
    expectNoSecrets(list.body, 'GET /v1/conversions')
    const one = await get(`/v1/conversions/${orderNumber}`)
    expect(one.statusCode).toBe(200)
    expect(one.json().conversion.orderNumber).toBe(orderNumber)
    expectNoSecrets(one.body, 'GET /v1/conversions/:orderNumber')
    for (const groupBy of ['day', 'week', 'month', 'product', 'coupon', 'customer_status']) {
      const stats = await get(
        `/v1/conversion-stats?from=${day(-1)}&to=${day(1)}&groupBy=${groupBy}`,
      )
      expect(stats.statusCode).toBe(200)
      expectNoSecrets(stats.body, `conversion-stats by ${groupBy}`)
    }
  })

  it('answers the gateway’s analyst fields without the buyer either', async () => {
    const answer = await graphql(
      `{
        conversions(from: "${day(-1)}", to: "${day(1)}", first: 20) {
          edges { cursor node { enterpriseId pageType orderId actionTrackerId currency amount cjeventOrder discount coupon customerStatus items { unitPrice itemId quantity discount } } }
          pageInfo { endCursor hasNextPage }
        }
        conversionOrder(orderNumber: "${orderNumber}") { orderId amount cjeventOrder items { itemId quantity } }
        byProduct: conversionStats(from: "${day(-1)}", to: "${day(1)}", groupBy: PRODUCT) { key orders amount }
        byStatus: conversionStats(from: "${day(-1)}", to: "${day(1)}", groupBy: CUSTOMER_STATUS) { key orders }
      }`,
      { authorization: `Bearer ${analystKey}` },
    )
    expect(JSON.parse(answer).errors).toBeUndefined()
    expect(answer).toContain(orderNumber)
    expectNoSecrets(answer, 'the gateway')
  })

  it('opens no order, account or other endpoint to an analyst key', async () => {
    const bearer = { authorization: `Bearer ${analystKey}` }
    for (const url of [
      `/v1/orders/${orderNumber}`,
      '/v1/account',
      '/v1/account/orders',
      `/v1/account/orders/${orderNumber}`,
      '/v1/account/data-export',
    ]) {
      const answer = await hub.app.inject({ method: 'GET', url, headers: bearer })
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400)
      expectNoSecrets(answer.body, url)
    }
    const answer = await graphql(
      `{ order(orderNumber: "${orderNumber}") { orderNumber email name } me { email name } }`,
      bearer,
    )
    expectNoSecrets(answer, 'the gateway’s order and me')
    expect(answer).not.toContain(`"orderNumber":"${orderNumber}"`)
  })

  it('reads no conversions for customers: neither a session nor an order access token is an analyst key', async () => {
    for (const headers of [
      { 'x-customer-session': session },
      { authorization: `Bearer ${session}` },
      { authorization: `Bearer ${accessToken}` },
      { 'x-order-access-token': accessToken },
    ]) {
      for (const url of [
        `/v1/conversions?from=${day(-1)}&to=${day(1)}`,
        `/v1/conversions/${orderNumber}`,
        `/v1/conversion-stats?from=${day(-1)}&to=${day(1)}&groupBy=day`,
      ]) {
        const answer = await hub.app.inject({ method: 'GET', url, headers })
        expect(answer.statusCode, `${url} ${Object.keys(headers)[0]}`).toBe(401)
      }
    }
    const viaGateway = await graphql(
      `{ conversions(from: "${day(-1)}", to: "${day(1)}") { edges { cursor } } }`,
      { cookie: `sf_session=${session}` },
    )
    expect(JSON.parse(viaGateway).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
