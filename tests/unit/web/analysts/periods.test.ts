import { describe, expect, it } from 'vitest'
import {
  analysisSearchParams,
  MAX_PERIODS,
  parseAnalysisQuery,
} from '../../../../web/src/analysts/analysis-query'
import { mondayOf, parseDay, periodKeys } from '../../../../web/src/analysts/periods'
import { buildSeries, stackedMax } from '../../../../web/src/analysts/series'

const day = (text: string) => parseDay(text)!

describe('periods keyed as the gateway keys conversionStats', () => {
  it('reads only real calendar days', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(parseDay('2026-02-30')).toBeUndefined()
    expect(parseDay('2026-2-3')).toBeUndefined()
    expect(parseDay('yesterday')).toBeUndefined()
  })

  it('lists every day, ISO week (by its Monday) and month of a range', () => {
    expect(periodKeys(day('2026-11-29'), day('2026-12-02'), 'DAY')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
    // 2026-11-25 is a Wednesday; its week starts on Monday 2026-11-23.
    expect(mondayOf(day('2026-11-25')).toISOString().slice(0, 10)).toBe('2026-11-23')
    expect(mondayOf(day('2026-11-29')).toISOString().slice(0, 10)).toBe('2026-11-23')
    expect(periodKeys(day('2026-11-25'), day('2026-12-08'), 'WEEK')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ])
    expect(periodKeys(day('2026-11-30'), day('2027-02-01'), 'MONTH')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(periodKeys(day('2026-12-02'), day('2026-12-01'), 'DAY')).toEqual([])
  })
})

describe('the analysts form', () => {
  const today = day('2026-11-25')

  it('defaults to the last 30 days by day, every currency and source', () => {
    expect(parseAnalysisQuery({}, today)).toEqual({
      query: {
        from: '2026-10-27',
        to: '2026-11-25',
        groupBy: 'DAY',
        currency: null,
        source: 'all',
      },
    })
  })

  it('takes a valid choice as it is', () => {
    const parsed = parseAnalysisQuery(
      { from: '2026-01-01', to: '2026-12-31', groupBy: 'month', currency: 'usd', source: 'direct' },
      today,
    )
    expect(parsed).toEqual({
      query: {
        from: '2026-01-01',
        to: '2026-12-31',
        groupBy: 'MONTH',
        currency: 'USD',
        source: 'direct',
      },
    })
    expect(analysisSearchParams(parsed.query).toString()).toBe(
      'from=2026-01-01&to=2026-12-31&groupBy=MONTH&currency=USD&source=direct',
    )
  })

  it('says what is wrong instead of failing', () => {
    expect(parseAnalysisQuery({ from: 'soon', to: '2026-11-01' }, today).problem).toBe('badDate')
    expect(parseAnalysisQuery({ from: '2026-11-02', to: '2026-11-01' }, today).problem).toBe(
      'reversed',
    )
    const long = parseAnalysisQuery({ from: '2020-01-01', to: '2026-11-01' }, today)
    expect(long.problem).toBe('tooManyPeriods')
    expect(periodKeys(day('2020-01-01'), day('2026-11-01'), 'MONTH').length).toBeLessThanOrEqual(
      MAX_PERIODS,
    )
    expect(
      parseAnalysisQuery({ from: '2020-01-01', to: '2026-11-01', groupBy: 'MONTH' }, today).problem,
    ).toBeUndefined()
    // Unknown choices fall back to "all" rather than to an error.
    const odd = parseAnalysisQuery({ currency: 'XYZ', source: 'partner', groupBy: 'YEAR' }, today)
    expect(odd.query).toMatchObject({ currency: null, source: 'all', groupBy: 'DAY' })
  })
})

describe('series per currency', () => {
  it('puts affiliate and direct figures of each currency on one axis, zeros between', () => {
    const keys = ['2026-11-23', '2026-11-24', '2026-11-25']
    const series = buildSeries(
      keys,
      [
        { key: '2026-11-23', currency: 'USD', orders: 1, amount: 10.1 },
        { key: '2026-11-25', currency: 'EUR', orders: 2, amount: 0.1 },
      ],
      [
        { key: '2026-11-25', currency: 'EUR', orders: 1, amount: 0.2 },
        { key: '2026-11-24', currency: 'CHF', orders: 3, amount: 30 },
      ],
      ['GBP'],
    )
    expect(series.map((entry) => entry.currency)).toEqual(['EUR', 'USD', 'GBP', 'CHF'])
    const eur = series[0]!
    expect(eur.rows.map((row) => row.key)).toEqual(keys)
    expect(eur.rows[2]).toEqual({
      key: '2026-11-25',
      affiliate: { orders: 2, amount: 0.1 },
      direct: { orders: 1, amount: 0.2 },
    })
    expect(eur.rows[0]).toEqual({
      key: '2026-11-23',
      affiliate: { orders: 0, amount: 0 },
      direct: { orders: 0, amount: 0 },
    })
    expect(stackedMax(eur.rows, 'amount')).toBeCloseTo(0.3)
    expect(stackedMax(eur.rows, 'orders')).toBe(3)
    expect(series[2]!.rows.every((row) => row.affiliate.orders + row.direct.orders === 0)).toBe(
      true,
    )
  })
})
