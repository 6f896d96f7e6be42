import { SHOP_CURRENCIES } from '@schaufenster/contract'

/**
 * The gateway's stats (one per period AND currency, queried once for affiliate and once
 * for direct orders) as one series per currency with a row for every period of the axis,
 * zeros where nothing was sold. Amounts of different currencies are never added up.
 */

export interface StatFigures {
  key: string
  currency: string
  orders: number
  amount: number
}

export interface PeriodFigures {
  orders: number
  amount: number
}

export interface SeriesRow {
  key: string
  affiliate: PeriodFigures
  direct: PeriodFigures
}

export interface CurrencySeries {
  currency: string
  rows: SeriesRow[]
}

const zero = (): PeriodFigures => ({ orders: 0, amount: 0 })

/** Shop currencies first in the shop's order, any other after them alphabetically. */
export function currencyOrder(currencies: Iterable<string>): string[] {
  const known = SHOP_CURRENCIES as readonly string[]
  return [...new Set(currencies)].sort((a, b) => {
    const [ia, ib] = [known.indexOf(a), known.indexOf(b)]
    if (ia !== ib) return (ia === -1 ? known.length : ia) - (ib === -1 ? known.length : ib)
    return a.localeCompare(b)
  })
}

/** Cents are summed as integers, so 0.1 + 0.2 stays 0.3. */
const addAmounts = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100

export function buildSeries(
  periodKeys: readonly string[],
  affiliate: readonly StatFigures[],
  direct: readonly StatFigures[],
  extraCurrencies: Iterable<string> = [],
): CurrencySeries[] {
  const currencies = currencyOrder([
    ...affiliate.map((stat) => stat.currency),
    ...direct.map((stat) => stat.currency),
    ...extraCurrencies,
  ])
  return currencies.map((currency) => {
    const rows = new Map<string, SeriesRow>(
      periodKeys.map((key) => [key, { key, affiliate: zero(), direct: zero() }]),
    )
    const add = (stats: readonly StatFigures[], side: 'affiliate' | 'direct') => {
      for (const stat of stats) {
        if (stat.currency !== currency) continue
        // A key outside the axis (a range edge the gateway rounds differently) still counts.
        let row = rows.get(stat.key)
        if (!row) {
          row = { key: stat.key, affiliate: zero(), direct: zero() }
          rows.set(stat.key, row)
        }
        row[side] = {
          orders: row[side].orders + stat.orders,
          amount: addAmounts(row[side].amount, stat.amount),
        }
      }
    }
    add(affiliate, 'affiliate')
    add(direct, 'direct')
    const sorted = [...rows.values()].sort((a, b) => a.key.localeCompare(b.key))
    return { currency, rows: sorted }
  })
}

/** The largest stacked value (affiliate + direct) of a measure over the rows. */
export function stackedMax(rows: readonly SeriesRow[], measure: keyof PeriodFigures): number {
  return rows.reduce((max, row) => Math.max(max, row.affiliate[measure] + row.direct[measure]), 0)
}
