import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { netOfGross, taxOfGross, taxOfGrossThousandths } from '@schaufenster/pricing'
import { LARGE_SEED, seedLarge } from '../../../hub/src/db/seed-large'
import { bootHub, databaseTargets, type BootedHub } from './harness'

// The large seed writes its orders set-based, with spec §9 in SQL; its tax and net figures must
// be those of the pricing module (tax₃ first, then the net to cents; tax = gross − net), so the
// bench and the analysts' figures over generated orders match what the shop would have stored.

interface ItemRow {
  order_id: string
  qty: number
  unit_price_gross: number
  unit_tax: number
  rate: number
}
interface OrderRow {
  id: string
  total_gross: number
  tax_amount: number
  net_amount: number
  rate: number
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

describe.each(databaseTargets())('large seed tax figures on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
    await seedLarge(hub.database.db, { products: 40, orders: 400, customers: 60 })
  }, 120_000)

  afterAll(async () => {
    await hub?.stop()
  })

  it('stores unit tax, order tax and net amount as the pricing module computes them', async () => {
    const like = `${LARGE_SEED.transactionPrefix}%`
    const items = rowsOf<ItemRow>(
      await hub.database.db.execute(sql`
        select i.order_id, i.qty, i.unit_price_gross, i.unit_tax, o.tax_vat_percentage as rate
        from order_items i join orders o on o.id = i.order_id
        where o.transaction_id like ${like}`),
    )
    const orders = rowsOf<OrderRow>(
      await hub.database.db.execute(sql`
        select id, total_gross, tax_amount, net_amount, tax_vat_percentage as rate
        from orders where transaction_id like ${like}`),
    )
    expect(orders).toHaveLength(400)

    // The data reaches the case the rule is about: a tax whose third decimal is 5.
    const halfCent = items.filter(
      (i) => taxOfGrossThousandths(i.unit_price_gross, Number(i.rate)) % 10 === 5,
    )
    expect(halfCent.length).toBeGreaterThan(0)

    const wrongItems = items.filter(
      (i) => i.unit_tax !== taxOfGross(i.unit_price_gross, Number(i.rate)),
    )
    expect(wrongItems).toEqual([])

    const netOfLines = new Map<string, number>()
    for (const i of items) {
      const net = netOfGross(i.unit_price_gross, Number(i.rate)) * i.qty
      netOfLines.set(i.order_id, (netOfLines.get(i.order_id) ?? 0) + net)
    }
    const wrongOrders = orders.filter(
      (o) =>
        o.tax_amount !== taxOfGross(o.total_gross, Number(o.rate)) ||
        o.net_amount !== netOfLines.get(o.id),
    )
    expect(wrongOrders).toEqual([])
  })
})
