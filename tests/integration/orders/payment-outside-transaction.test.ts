import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HubDatabase } from '../../../hub/src/db/database'
import { coupons, idempotencyKeys, orders } from '../../../hub/src/db/schema-orders'
import type {
  AuthorizeRequest,
  AuthorizeResult,
  PaymentProvider,
} from '../../../hub/src/payments/provider'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// The payment provider is called while the hub holds no database transaction (issue 21,
// point 2): a provider answers in seconds, and a transaction held that long stalls PGlite's
// one connection (every other request of the shop) or pins a PostgreSQL connection and the
// rows it locked. The stand-in provider below looks at the database while it "authorizes".

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

class ProbingProvider implements PaymentProvider {
  readonly id = 'probe'
  readonly label = 'probing stand-in provider'
  database!: HubDatabase
  /** Open transactions seen by each authorization. */
  readonly seen: number[] = []
  /** Runs while authorizing, after the probe (a test's move "during the payment"). */
  during: ((request: AuthorizeRequest) => Promise<void>) | undefined

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const open = await openTransactions(this.database)
    this.seen.push(open)
    // A move "during the payment" would wait forever on a transaction held around this call
    // (it cannot end before the payment does): then the probe's record fails the test instead.
    if (open === 0) await this.during?.(request)
    return { status: 'approved', transactionId: `probe_${randomUUID()}` }
  }
}

const customer = (email: string) => ({
  email,
  name: 'Erika Mustermann',
  country: 'DE',
  acceptTerms: true,
  waiveWithdrawal: true,
  cardNumber: '4242 4242 4242 4242',
})

describe.each(databaseTargets())('the payment call on $name', (target) => {
  const provider = new ProbingProvider()
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target, { cart: { paymentProvider: provider } })
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

  it('runs with no transaction open, and the paid order is committed after it', async () => {
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
    expect(row).toEqual({ provider: 'probe', coupon: 'FRUEHLING20' })
  })

  it('refuses the order when its coupon was used up while the payment ran, writing nothing', async () => {
    const token = await cartToken({ items: [{ productId: 1, qty: 1 }], coupon: 'FRUEHLING20' })
    const [before] = await hub.database.db
      .select({ limit: coupons.usageLimit })
      .from(coupons)
      .where(eq(coupons.code, 'FRUEHLING20'))
    const key = `probe-${randomUUID()}`
    // Another order takes the coupon's last use while this one is being paid.
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
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('CART_NOT_ORDERABLE')
    } finally {
      provider.during = undefined
      await hub.database.db
        .update(coupons)
        .set({ usageLimit: before!.limit })
        .where(eq(coupons.code, 'FRUEHLING20'))
    }
    // The transaction rolled back: no order, and the key is free for a retry.
    expect(
      await hub.database.db.select().from(orders).where(eq(orders.email, 'used-up@example.org')),
    ).toEqual([])
    expect(
      await hub.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toEqual([])
  })

  it('places one order for two concurrent requests with one key, both paid outside', async () => {
    provider.seen.length = 0
    const token = await cartToken({ items: [{ productId: 2, qty: 1 }] })
    const body = { cartToken: token, customer: customer('twice@example.org'), locale: 'de' }
    const key = `probe-${randomUUID()}`
    // Both requests are past the look-up of their key and in the payment at the same time.
    let release!: () => void
    const bothPaying = new Promise<void>((resolve) => (release = resolve))
    let paying = 0
    provider.during = async () => {
      if (++paying === 2) release()
      await bothPaying
    }
    try {
      const [first, second] = await Promise.all([placeOrder(key, body), placeOrder(key, body)])
      expect([first!.statusCode, second!.statusCode]).toEqual([201, 201])
      expect(first!.json().order.orderNumber).toBe(second!.json().order.orderNumber)
      expect(first!.json().accessToken).toBe(second!.json().accessToken)
    } finally {
      provider.during = undefined
    }
    expect(provider.seen).toEqual([0, 0])
    const placed = await hub.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, 'twice@example.org'))
    expect(placed).toHaveLength(1)
  })
})
