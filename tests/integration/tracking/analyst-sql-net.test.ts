import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { netOfGross } from '@schaufenster/pricing'
import { orderItems, orders } from '../../../hub/src/db/schema-orders'
import { recordOrder } from '../../../hub/src/orders/record'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// The analysts' figures (hub/src/analysts/routes.ts) sum net amounts the pricing module
// stored with each order; no SQL recomputes the §9 formula net = round₂(gross − round₃(tax)),
// tax = gross − gross / (100 + rate) × 100 (issue 21, point 1). Checked here: the order
// record stores the module's figures, and the migration's backfill of the orders placed before
// computes exactly the module's figures, over every gross amount up to 100.00, some large
// ones, and the VAT rates the shop meets (EU rates, Swiss 8.1 %, 0 % for exports).

const RATES = [0, 2.5, 3, 5, 5.5, 7, 7.7, 8.1, 9, 10, 13, 16, 17, 19, 20, 21, 22, 23, 24, 25, 27]
const LARGE = [99_999, 123_457, 999_999, 1_000_001, 4_999_995, 21_474_836]

const migrationsFolder = path.resolve(import.meta.dirname, '../../../hub/drizzle')

/** The backfill statements of the migration that added the stored net figures. */
function backfillStatements(): string[] {
  const migration = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(path.join(migrationsFolder, file), 'utf8'))
    .find((text) => text.includes('SET "coupon_discount_net" ='))
  if (!migration) throw new Error('no migration backfills coupon_discount_net')
  return migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*UPDATE /.test(statement))
}

describe.each(databaseTargets())('§9 net amounts stored for the analysts on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  /**
   * Runs the migration's backfill over one old order per gross amount and rate: on
   * temporary tables of the same names, which PostgreSQL resolves before the real ones.
   */
  async function backfilled(grossList: string, rates: readonly number[]) {
    const statements = backfillStatements()
    expect(statements).toHaveLength(2)
    return hub.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table orders (id int primary key,
        coupon_discount int, tax_vat_percentage float8,
        coupon_discount_net int not null default 0) on commit drop`)
      await tx.execute(sql`create temporary table order_items (order_id int,
        offer_price_gross int, offer_price_net int) on commit drop`)
      await tx.execute(sql`insert into pg_temp.orders (id, coupon_discount, tax_vat_percentage)
        select row_number() over (), g, r
        from ${sql.raw(grossList)} g,
          unnest(array[${sql.join(
            rates.map((rate) => sql`${rate}`),
            sql`, `,
          )}]::float8[]) r`)
      await tx.execute(sql`insert into pg_temp.order_items (order_id, offer_price_gross)
        select id, coupon_discount from pg_temp.orders`)
      for (const statement of statements) await tx.execute(sql.raw(statement))
      const result = (await tx.execute(sql`
        select o.coupon_discount as gross, o.tax_vat_percentage as rate,
          o.coupon_discount_net as "couponNet", i.offer_price_net as "offerNet"
        from pg_temp.orders o join pg_temp.order_items i on i.order_id = o.id
        order by o.coupon_discount, o.tax_vat_percentage`)) as unknown as {
        rows: { gross: unknown; rate: unknown; couponNet: unknown; offerNet: unknown }[]
      }
      return result.rows.map((row) => ({
        gross: Number(row.gross),
        rate: Number(row.rate),
        couponNet: Number(row.couponNet),
        offerNet: Number(row.offerNet),
      }))
    })
  }

  it('stores the pricing module’s nets with every order it records', async () => {
    const email = `net-${randomUUID()}@example.org`
    const amounts = [1, 999, 1559, 3999, 12_345, ...LARGE]
    await hub.database.db.transaction(async (tx) => {
      for (const rate of RATES) {
        for (const gross of amounts) {
          await recordOrder(
            tx,
            {
              orderNumber: `net-${randomUUID()}`,
              customerId: null,
              sequence: 0,
              email,
              name: 'Net Test',
              country: 'DE',
              locale: 'de',
              currency: 'EUR',
              taxVatPercentage: rate,
              totalGross: gross,
              taxAmount: 0,
              netAmount: 0,
              couponCode: 'FRUEHLING20',
              couponDiscount: gross,
              paymentProvider: 'test',
              transactionId: 'net-test',
              accessTokenHash: 'x',
              termsAcceptedAt: new Date(),
              withdrawalWaivedAt: new Date(),
            },
            [
              {
                productId: 1,
                name: 'Foto-Studio Pro',
                qty: 1,
                unitPriceGross: gross,
                unitTax: 0,
                offerPriceGross: gross,
                offerProduct: true,
                modifications: [],
                licensed: false,
              },
            ],
          )
        }
      }
    })
    const rows = await hub.database.db
      .select({
        rate: orders.taxVatPercentage,
        coupon: orders.couponDiscount,
        couponNet: orders.couponDiscountNet,
        offer: orderItems.offerPriceGross,
        offerNet: orderItems.offerPriceNet,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.email, email))
    expect(rows).toHaveLength(RATES.length * amounts.length)
    for (const row of rows) {
      expect(row.couponNet, `${row.coupon} at ${row.rate} %`).toBe(
        netOfGross(row.coupon!, row.rate),
      )
      expect(row.offerNet, `${row.offer} at ${row.rate} %`).toBe(netOfGross(row.offer!, row.rate))
    }
    // The worked example of §9: 9.99 at 19 % has tax 1.595 and net 8.40.
    expect(rows.find((row) => row.coupon === 999 && row.rate === 19)?.couponNet).toBe(840)
  })

  it('backfills the worked example up, as §9 says (9.99 at 19 %: tax 1.595, net 8.40)', async () => {
    expect(await backfilled('unnest(array[999]::int[])', [19])).toEqual([
      { gross: 999, rate: 19, couponNet: 840, offerNet: 840 },
    ])
    expect(netOfGross(999, 19)).toBe(840)
  })

  it('backfills the pricing module’s nets for every amount up to 100.00 at every rate', async () => {
    const rows = await backfilled('generate_series(1, 10000)', RATES)
    expect(rows).toHaveLength(10_000 * RATES.length)
    const differing = rows.filter(
      (row) =>
        row.couponNet !== netOfGross(row.gross, row.rate) ||
        row.offerNet !== netOfGross(row.gross, row.rate),
    )
    expect(differing.slice(0, 5)).toEqual([])
    // Some of them are the cases the old rule (gross − round₂(tax₃)) got one cent wrong.
    const ties = rows.filter((row) => {
      const tax3 = Math.round(((row.gross * row.rate) / (100 + row.rate)) * 10) / 10
      return Math.abs(tax3 - Math.trunc(tax3) - 0.5) < 1e-9
    })
    expect(ties.length).toBeGreaterThan(100)
  })

  it('backfills the pricing module’s nets for large amounts', async () => {
    const rows = await backfilled(`unnest(array[${LARGE.join(',')}]::int[])`, RATES)
    expect(rows).toHaveLength(LARGE.length * RATES.length)
    for (const row of rows) {
      const net = netOfGross(row.gross, row.rate)
      expect(row.couponNet, `${row.gross} at ${row.rate} %`).toBe(net)
      expect(row.offerNet, `${row.gross} at ${row.rate} %`).toBe(net)
    }
  })
})
