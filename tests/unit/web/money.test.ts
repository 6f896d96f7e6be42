import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../web/src/lib/money'

const nbsp = '\u00a0'

describe('formatMoney', () => {
  it('formats euros the German way: comma decimals, symbol after', () => {
    expect(formatMoney(2999, 'EUR', 'de')).toBe(`29,99${nbsp}€`)
    expect(formatMoney(123456, 'EUR', 'de')).toBe(`1.234,56${nbsp}€`)
  })

  it('formats euros the English way: symbol first, point decimals', () => {
    expect(formatMoney(2999, 'EUR', 'en')).toBe('€29.99')
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56')
  })

  it('formats the other shop currencies in both languages', () => {
    expect(formatMoney(3299, 'USD', 'en')).toBe('$32.99')
    expect(formatMoney(2699, 'GBP', 'en')).toBe('£26.99')
    expect(formatMoney(3199, 'CHF', 'de')).toBe(`31,99${nbsp}CHF`)
    expect(formatMoney(3299, 'USD', 'de')).toBe(`32,99${nbsp}$`)
  })

  it('always shows two decimals, also for whole and zero amounts', () => {
    expect(formatMoney(1000, 'EUR', 'en')).toBe('€10.00')
    expect(formatMoney(0, 'EUR', 'de')).toBe(`0,00${nbsp}€`)
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05')
  })
})

describe('formatNumber and formatRating', () => {
  it('group thousands and write decimals the way each language does', async () => {
    const { formatNumber, formatRating } = await import('../../../web/src/lib/rating')
    expect(formatNumber(48210, 'de')).toBe('48.210')
    expect(formatNumber(48210, 'en')).toBe('48,210')
    expect(formatRating(4.25, 'de')).toBe('4,3')
    expect(formatRating(4, 'en')).toBe('4.0')
  })
})
