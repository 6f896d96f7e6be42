import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountsConfig } from '../../hub/src/accounts/config'
import { AttemptLimiter } from '../../hub/src/accounts/limiter'
import { LOGIN_DELAY_BASE_MS, LoginThrottle } from '../../hub/src/accounts/login-throttle'
import { PasswordHasher } from '../../hub/src/accounts/passwords'
import {
  createSession,
  customerOfSession,
  issueToken,
  pruneExpired,
} from '../../hub/src/accounts/service'
import { hashToken } from '../../hub/src/accounts/tokens'
import { customerSessions } from '../../hub/src/db/schema-accounts'
import { customers } from '../../hub/src/db/schema-orders'
import { closeRedisClient, createRedisClient } from '../../hub/src/redis'
import { bootFormsHub, type FormsHub } from '../integration/forms/boot'
import { TestSmtpServer } from '../integration/forms/smtp'
import { databaseTargets, silentLogger } from '../integration/hub/harness'

// Issue 18, point 9, played as the attacker: many concurrent guesses at one account from one
// address (were 24 of 30 checked against a limit of 10), failing on purpose to lock the owner
// out, probing which addresses have accounts, weak passwords, and a session left open.

const LIMIT = 5
const IDLE_MINUTES = 30
const PASSWORD = 'korrekt Pferd Batterie'

/** Counts the password checks that really ran scrypt (a dummy check included). */
class CountingHasher extends PasswordHasher {
  checks = 0
  override async verify(password: string, stored: string): Promise<boolean> {
    this.checks += 1
    return super.verify(password, stored)
  }
}

let serial = 0
const unique = (name: string) => `${name}.${Date.now().toString(36)}${++serial}@example.org`
const ip = () => `203.0.113.${(++serial % 250) + 1}`

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

/** A throwaway redis-server for the shared (multi-instance) counters. */
async function startRedis(): Promise<{ client: Redis; stop(): Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const client = createRedisClient(`redis://127.0.0.1:${port}`, silentLogger, 'logins-test')
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      if ((await client.ping()) === 'PONG') break
    } catch {
      if (Date.now() > deadline) throw new Error('redis-server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    client,
    stop: async () => {
      await closeRedisClient(client)
      child.kill('SIGTERM')
    },
  }
}

const stores = [['in-process', false], ...(hasRedis ? ([['Redis', true]] as const) : [])] as const

describe.each(
  databaseTargets().flatMap((target) =>
    stores.map(([store, redis]) => ({ target, name: `${target.name}, ${store} counters`, redis })),
  ),
)('logins on $name', ({ target, redis: withRedis }) => {
  const smtp = new TestSmtpServer()
  const hasher = new CountingHasher({ N: 1024, r: 8, p: 1 })
  let hub: FormsHub
  let attachmentDir: string
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined

  beforeAll(async () => {
    await smtp.start()
    attachmentDir = await mkdtemp(path.join(tmpdir(), 'logins-'))
    redis = withRedis ? await startRedis() : undefined
    hub = await bootFormsHub(target, {
      smtpUrl: smtp.url,
      attachmentDir,
      redis: redis?.client,
      accounts: {
        hasher,
        config: accountsConfig({
          LOGIN_RATE_LIMIT_MAX: LIMIT,
          LOGIN_DELAY_MAX_MS: 400,
          ACCOUNT_RATE_LIMIT_MAX: 1000,
          SESSION_IDLE_MINUTES: IDLE_MINUTES,
        }),
      },
    })
  })

  afterAll(async () => {
    await hub?.stop()
    await redis?.stop()
    await smtp.stop()
    await rm(attachmentDir, { recursive: true, force: true })
  })

  /** A customer with a confirmed address and a password, as registration leaves them. */
  async function customer(password = PASSWORD) {
    const email = unique('owner')
    const [row] = await hub.database.db
      .insert(customers)
      .values({
        email,
        name: 'Erika Mustermann',
        passwordHash: await hasher.hash(password),
        emailVerifiedAt: new Date(),
      })
      .returning()
    return row!
  }

  const login = (email: string, password: string, from: string, locale = 'de') =>
    hub.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'x-client-ip': from, 'accept-language': locale },
      payload: { email, password },
    })

  it('checks at most the limit of 30 concurrent guesses from one address', async () => {
    const { email } = await customer()
    const attacker = ip()
    const before = hasher.checks
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `guess number ${i}`, attacker)),
    )
    expect(hasher.checks - before).toBeLessThanOrEqual(LIMIT)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LIMIT)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - LIMIT)
    expect(new Set(statuses)).toEqual(new Set([401, 429]))
  })

  it("does not let a stranger's failures lock the owner out", async () => {
    const { email } = await customer()
    // The stranger fails on purpose from one address until refused, and from many more.
    const stranger = ip()
    for (let i = 0; i < LIMIT + 3; i++) await login(email, `not it ${i}`, stranger)
    expect((await login(email, PASSWORD, stranger)).statusCode).toBe(429)
    for (let i = 0; i < 8; i++) {
      expect((await login(email, `not it either ${i}`, ip())).statusCode).toBe(401)
    }
    // The owner, from their own address: slowed down, not refused.
    const owner = await login(email, PASSWORD, ip())
    expect(owner.statusCode, owner.body).toBe(201)
    expect(owner.json().session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('answers alike whether the account exists, also once limited', async () => {
    const { email } = await customer()
    const ghost = unique('ghost')
    const from = ip()
    const wrong = await login(email, 'the wrong password', from)
    const unknown = await login(ghost, 'the wrong password', ip())
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    const limitedOwner = ip()
    const limitedGhost = ip()
    for (let i = 0; i < LIMIT; i++) {
      await login(email, `wrong ${i}`, limitedOwner)
      await login(ghost, `wrong ${i}`, limitedGhost)
    }
    const a = await login(email, PASSWORD, limitedOwner)
    const b = await login(ghost, PASSWORD, limitedGhost)
    expect(a.statusCode).toBe(429)
    expect(b.statusCode).toBe(429)
    expect(b.json()).toEqual(a.json())
  })

  describe('passwords', () => {
    const SHORT = 'elf Zeichen' // 11 characters
    const COMMON = 'password1234' // on zxcvbn-ts's list of common passwords

    const shortDe = 'Passwort muss mindestens 12 Zeichen lang sein'
    const commonDe =
      'Passwort gehört zu den verbreitetsten Passwörtern. Bitte wählen Sie eines, das niemand errät'

    async function expectRefused(
      send: (
        password: string,
        locale: 'de' | 'en',
      ) => Promise<{ statusCode: number; json(): { error: { fields: Record<string, string> } } }>,
      field: string,
      label: { de: string; en: string },
    ) {
      expect(SHORT).toHaveLength(11)
      const short = await send(SHORT, 'de')
      expect(short.statusCode).toBe(400)
      expect(short.json().error.fields[field]).toBe(shortDe.replace('Passwort', label.de))
      const common = await send(COMMON, 'de')
      expect(common.statusCode).toBe(400)
      expect(common.json().error.fields[field]).toBe(commonDe.replace('Passwort', label.de))
      const english = await send('Password2024!', 'en')
      expect(english.statusCode).toBe(400)
      expect(english.json().error.fields[field]).toBe(
        `The ${label.en} field is one of the most common passwords. Please choose one nobody would guess`,
      )
    }

    it('refuses short and common passwords at registration', async () => {
      await expectRefused(
        (password, locale) =>
          hub.app.inject({
            method: 'POST',
            url: '/v1/accounts',
            headers: { 'x-client-ip': ip(), 'accept-language': locale },
            payload: { email: unique('reg'), name: 'Robin Roth', password },
          }),
        'password',
        { de: 'Passwort', en: 'password' },
      )
    })

    it('refuses them for a reset and a set-password link, without spending the link', async () => {
      for (const purpose of ['reset-password', 'set-password'] as const) {
        const owner = await customer()
        const token = await issueToken(hub.database.db, {
          purpose,
          customerId: owner.id,
          email: owner.email,
          locale: 'de',
        })
        const send = (password: string, locale: 'de' | 'en') =>
          hub.app.inject({
            method: 'POST',
            url: '/v1/password-resets/confirmations',
            headers: { 'x-client-ip': ip(), 'accept-language': locale },
            payload: { token, password },
          })
        await expectRefused(send, 'password', { de: 'Passwort', en: 'password' })
        expect((await send('ein gutes neues Passwort', 'de')).statusCode).toBe(200)
      }
    })

    it('refuses them as a new password, and lets an old short password still log in', async () => {
      const owner = await customer('kurz123')
      const loggedIn = await login(owner.email, 'kurz123', ip())
      expect(loggedIn.statusCode).toBe(201)
      const session = loggedIn.json().session.token as string
      await expectRefused(
        (newPassword, locale) =>
          hub.app.inject({
            method: 'PUT',
            url: '/v1/accounts/me/password',
            headers: {
              'x-client-ip': ip(),
              'accept-language': locale,
              'x-customer-session': session,
            },
            payload: { currentPassword: 'kurz123', newPassword },
          }),
        'newPassword',
        { de: 'Neues Passwort', en: 'new password' },
      )
    })
  })

  describe('sessions', () => {
    it('ends a session after SESSION_IDLE_MINUTES without use (injected clock)', async () => {
      const owner = await customer()
      const db = hub.database.db
      const { token } = await createSession(db, owner.id, {
        ttlDays: 30,
        idleMinutes: IDLE_MINUTES,
      })
      const start = new Date()
      const minutes = (n: number) => new Date(start.getTime() + n * 60_000)
      // Used after 20 minutes: still valid, and the use is recorded.
      expect((await customerOfSession(db, token, minutes(20)))?.customer.id).toBe(owner.id)
      // 20 more idle minutes count from that use, not from the login.
      expect((await customerOfSession(db, token, minutes(40)))?.customer.id).toBe(owner.id)
      // Then IDLE_MINUTES and a bit without use: over.
      expect(await customerOfSession(db, token, minutes(40 + IDLE_MINUTES + 1))).toBeUndefined()
    })

    it('records the last use at most once a minute, not on every request', async () => {
      const owner = await customer()
      const db = hub.database.db
      const { token } = await createSession(db, owner.id, {
        ttlDays: 30,
        idleMinutes: IDLE_MINUTES,
      })
      const seen = async () =>
        (
          await db.select().from(customerSessions).where(eq(customerSessions.customerId, owner.id))
        )[0]!.lastSeenAt
      const first = await seen()
      await customerOfSession(db, token, new Date(first.getTime() + 30_000))
      expect((await seen()).getTime()).toBe(first.getTime())
      await customerOfSession(db, token, new Date(first.getTime() + 90_000))
      expect((await seen()).getTime()).toBe(first.getTime() + 90_000)
    })

    it('deletes sessions a day after they went idle, keeps the ones in use', async () => {
      const owner = await customer()
      const db = hub.database.db
      const lifetime = { ttlDays: 30, idleMinutes: IDLE_MINUTES }
      const idle = await createSession(db, owner.id, lifetime)
      const active = await createSession(db, owner.id, lifetime)
      await db
        .update(customerSessions)
        .set({
          lastSeenAt: sql`now() - interval '1 day' - make_interval(mins => ${IDLE_MINUTES + 1})`,
        })
        .where(eq(customerSessions.tokenHash, hashToken(idle.token)))
      await pruneExpired(db)
      const left = await db
        .select({ tokenHash: customerSessions.tokenHash })
        .from(customerSessions)
        .where(eq(customerSessions.customerId, owner.id))
      expect(left).toEqual([{ tokenHash: hashToken(active.token) }])
    })

    it('answers 401 through the hub once the session was idle too long', async () => {
      const owner = await customer()
      const session = (await login(owner.email, PASSWORD, ip())).json().session.token as string
      const me = () =>
        hub.app.inject({ url: '/v1/accounts/me', headers: { 'x-customer-session': session } })
      expect((await me()).statusCode).toBe(200)
      // The clock of the database moves on: the last use lies IDLE_MINUTES + 1 in the past.
      await hub.database.db
        .update(customerSessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${IDLE_MINUTES + 1})` })
        .where(eq(customerSessions.customerId, owner.id))
      expect((await me()).statusCode).toBe(401)
    })
  })
})

describe('the growing wait per account', () => {
  it('waits longer with every failure beyond the free ones, up to the cap, and never refuses', async () => {
    const waits: number[] = []
    const counter = () => new AttemptLimiter(3, 60_000)
    const throttle = new LoginThrottle(
      { source: counter(), accountSource: counter(), accountFailures: counter() },
      { freeFailures: 3, baseDelayMs: LOGIN_DELAY_BASE_MS, maxDelayMs: 2000 },
      async (ms) => {
        waits.push(ms)
      },
    )
    const email = 'owner@example.org'
    // Failures from ever new addresses: none of them is refused, each waits longer.
    for (let i = 0; i < 8; i++) {
      expect(await throttle.admit(email, `198.51.100.${i}`)).toBe(true)
      await throttle.failed(email)
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 2000])
    // Another account is not slowed down by them.
    expect(await throttle.admit('someone@example.org', '198.51.100.200')).toBe(true)
    expect(waits).toHaveLength(5)
  })
})
