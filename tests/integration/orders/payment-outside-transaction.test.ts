import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HubDatabase } from '../../../hub/src/db/database'
import { coupons, idempotencyKeys, orders } from '../../../hub/src/db/schema-orders'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// The payment provider is called while the hub holds no database transaction (issue 21,
// point 2): a provider answers in seconds, and a transaction held that long stalls PGlite's
// one connection (every other request of the shop) or pins a PostgreSQL connection and the
// rows it locked. Since hosted payment (decision 0022) the call is the payment session's
// creation; the embedded test provider looks at the database while it creates one.

/** Transactions open on the hub's database right now (its own connection holds none). */
async function openTransactions(database: HubDatabase): Promise<number> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client
    return client.isInTransaction() ? 1 : 0
  }
  // Each test file has its own PostgreSQL database: every other session in it is the hub's.
  const result = (await database.db.execute(sql`
    select count(*)::int as open from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and state like 'idle in transaction%'`)) as unknown as { rows: { open: number }[] }
  return Number(result.rows[0]!.open)
}

/** Watches the embedded test provider: open transactions seen at each session's creation. */
class Probe {
  database!: HubDatabase
  readonly seen: number[] = []
  /** Runs while the session is created, after the probe (a test's move "during the payment"). */
  during: (() => Promise<void>) | undefined

  readonly onCreateSession = async () => {
    const open = await openTransactions(this.database)
    this.seen.push(open)
    // A move "during the payment" would wait forever on a transaction held around this call
    // (it cannot end before the payment does): then the probe's record fails the test instead.
    if (open === 0) await this.during?.()
  }
}

const customer = (email: string) => ({
  email,
  name: 'Erika Mustermann',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
})

describe.each(databaseTargets())('the payment call on $name', (target) => {
  const provider = new Probe()
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target, {
      cart: { testPayments: { onCreateSession: provider.onCreateSession } },
    })
    provider.database = hub.database
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function cartToken(body: object): Promise<string> {
    const response = await hub.app.inject({ method: 'PATCH', url: '/cart', payload: body })
    expect(response.statusCode).toBe(200)
    return response.json().cart.token
  }

  const placeOrder = (key: string, body: object) =>
    hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': key },
      payload: body,
    })

  it('runs with no transaction open, and the pending order is committed before it', async () => {
    provider.seen.length = 0
    const token = await cartToken({ items: [{ productId: 1, qty: 1 }], coupon: 'FRUEHLING20' })
    const response = await placeOrder(`probe-${randomUUID()}`, {
      cartToken: token,
      customer: customer('probe@example.org'),
      locale: 'de',
    })
    expect(response.statusCode).toBe(201)
    expect(provider.seen).toEqual([0])
    const [row] = await hub.database.db
      .select({ provider: orders.paymentProvider, coupon: orders.couponCode })
      .from(orders)
      .where(eq(orders.orderNumber, response.json().order.orderNumber))
    expect(row).toEqual({ provider: 'test', coupon: 'FRUEHLING20' })
  })

  it('takes the coupon use before the payment: used up meanwhile, the order keeps it', async () => {
    const token = await cartToken({ items: [{ productId: 1, qty: 1 }], coupon: 'FRUEHLING20' })
    const [before] = await hub.database.db
      .select({ limit: coupons.usageLimit, used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, 'FRUEHLING20'))
    const key = `probe-${randomUUID()}`
    // Another order takes the coupon's last use while this one is on the payment page.
    provider.during = async () => {
      await hub.database.db
        .update(coupons)
        .set({ usageLimit: sql`${coupons.usedCount}` })
        .where(eq(coupons.code, 'FRUEHLING20'))
    }
    try {
      const response = await placeOrder(key, {
        cartToken: token,
        customer: customer('used-up@example.org'),
        locale: 'en',
      })
      expect(provider.seen.at(-1)).toBe(0)
      // The pending order had taken its use already: what the buyer pays is what they saw.
      expect(response.statusCode).toBe(201)
      expect(response.json().order.coupon).toMatchObject({ code: 'FRUEHLING20' })
      const [after] = await hub.database.db
        .select({ used: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.code, 'FRUEHLING20'))
      expect(after!.used).toBe(before!.used + 1)
    } finally {
      provider.during = undefined
      await hub.database.db
        .update(coupons)
        .set({ usageLimit: before!.limit })
        .where(eq(coupons.code, 'FRUEHLING20'))
    }
    expect(
      await hub.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(1)
  })

  it('places one order and opens one payment session for two concurrent requests with one key', async () => {
    provider.seen.length = 0
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const body = { cartToken: token, customer: customer('twice@example.org'), locale: 'de' }
    const key = `probe-${randomUUID()}`
    // The first request's session takes a while to open: the second finds the committed
    // pending order without a payment page yet, and must wait for the same page.
    let secondArrived!: () => void
    const arrived = new Promise<void>((resolve) => (secondArrived = resolve))
    provider.during = () => arrived
    try {
      const first = placeOrder(key, body)
      // The second starts once the first is inside the provider (its order committed).
      while (provider.seen.length === 0) await new Promise((resolve) => setImmediate(resolve))
      const second = placeOrder(key, body)
      // Let the second reach its wait, then the first's session opens.
      setTimeout(secondArrived, 200)
      const [a, b] = await Promise.all([first, second])
      expect([a.statusCode, b.statusCode]).toEqual([201, 201])
      expect(a.json().order.orderNumber).toBe(b.json().order.orderNumber)
      expect(a.json().accessToken).toBe(b.json().accessToken)
      expect(a.json().paymentUrl).toMatch(/\/test-payment\/cs_test_/)
      expect(b.json().paymentUrl).toBe(a.json().paymentUrl)
      expect(b.headers['idempotent-replayed']).toBe('true')
    } finally {
      provider.during = undefined
    }
    expect(provider.seen).toEqual([0])
    const placed = await hub.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, 'twice@example.org'))
    expect(placed).toHaveLength(1)
  })

  it('has a retry open the payment session itself when the placing request never does', async () => {
    provider.seen.length = 0
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const body = { cartToken: token, customer: customer('taken-over@example.org'), locale: 'en' }
    const key = `probe-${randomUUID()}`
    // The placing request stalls inside the provider (as if its process had died there): the
    // order is committed without a payment page, and only a retry can open one.
    let releaseFirst!: () => void
    const stalled = new Promise<void>((resolve) => (releaseFirst = resolve))
    provider.during = () => (provider.seen.length === 1 ? stalled : Promise.resolve())
    try {
      const first = placeOrder(key, body)
      while (provider.seen.length === 0) await new Promise((resolve) => setImmediate(resolve))
      const retry = await placeOrder(key, body)
      expect(retry.statusCode).toBe(201)
      expect(retry.headers['idempotent-replayed']).toBe('true')
      const paymentUrl = retry.json().paymentUrl as string
      expect(paymentUrl).toMatch(/\/test-payment\/cs_test_/)
      const [row] = await hub.database.db
        .select({ url: orders.paymentUrl, status: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.email, 'taken-over@example.org'))
      expect(row).toEqual({ url: paymentUrl, status: 'pending' })
      // The stalled request comes back at last: the provider answers its order's key with the
      // session the retry opened, so the buyer has one payment page, whichever answer arrives.
      releaseFirst()
      const late = await first
      expect(late.statusCode).toBe(201)
      expect(late.json().paymentUrl).toBe(paymentUrl)
    } finally {
      releaseFirst()
      provider.during = undefined
    }
    expect(provider.seen).toEqual([0, 0])
  })
})
