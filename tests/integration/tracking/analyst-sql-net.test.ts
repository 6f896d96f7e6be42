import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { netOfGross } from '@schaufenster/pricing'
import { netOf } from '../../../hub/src/analysts/routes'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// The analysts' figures summed in SQL (hub/src/analysts/routes.ts) must be the pricing
// module's §9 figures to the cent: net = round₂(gross − round₃(tax)), tax = gross − gross /
// (100 + rate) × 100. Compared over every gross amount up to 100.00, some large ones, and
// the VAT rates the shop meets (EU rates, Swiss 8.1 %, 0 % for exports).

const RATES = [0, 2.5, 3, 5, 5.5, 7, 7.7, 8.1, 9, 10, 13, 16, 17, 19, 20, 21, 22, 23, 24, 25, 27]
const LARGE = [99_999, 123_457, 999_999, 1_000_001, 4_999_995, 21_474_836]

describe.each(databaseTargets())('§9 net amounts in SQL on $name', (target) => {
  let hub: BootedHub

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  async function sqlNets(grossList: string, rates: readonly number[]) {
    const result = (await hub.database.db.execute(sql`
      select g::int as gross, r as rate, ${netOf(sql`g`, sql`r`)}::int as net
      from ${sql.raw(grossList)} g,
        unnest(array[${sql.join(
          rates.map((rate) => sql`${rate}`),
          sql`, `,
        )}]::float8[]) r
      order by g, r`)) as unknown as { rows: { gross: unknown; rate: unknown; net: unknown }[] }
    return result.rows.map((row) => ({
      gross: Number(row.gross),
      rate: Number(row.rate),
      net: Number(row.net),
    }))
  }

  it('rounds the worked example up, as §9 says (9.99 at 19 %: tax 1.595, net 8.40)', async () => {
    expect(await sqlNets('unnest(array[999]::int[])', [19])).toEqual([
      { gross: 999, rate: 19, net: 840 },
    ])
    expect(netOfGross(999, 19)).toBe(840)
  })

  it('equals the pricing module for every amount up to 100.00 at every rate', async () => {
    const rows = await sqlNets('generate_series(1, 10000)', RATES)
    expect(rows).toHaveLength(10_000 * RATES.length)
    const differing = rows.filter((row) => row.net !== netOfGross(row.gross, row.rate))
    expect(differing.slice(0, 5)).toEqual([])
    // Some of them are the cases the old rule (gross − round₂(tax₃)) got one cent wrong.
    const ties = rows.filter((row) => {
      const tax3 = Math.round(((row.gross * row.rate) / (100 + row.rate)) * 10) / 10
      return Math.abs(tax3 - Math.trunc(tax3) - 0.5) < 1e-9
    })
    expect(ties.length).toBeGreaterThan(100)
  })

  it('equals the pricing module for large amounts', async () => {
    const rows = await sqlNets(`unnest(array[${LARGE.join(',')}]::int[])`, RATES)
    expect(rows).toHaveLength(LARGE.length * RATES.length)
    for (const row of rows)
      expect(row.net, `${row.gross} at ${row.rate} %`).toBe(netOfGross(row.gross, row.rate))
  })
})
