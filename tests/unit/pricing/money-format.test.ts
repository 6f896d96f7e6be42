import { describe, expect, it } from 'vitest'
import { decimalAmount, formatMoney } from '@schaufenster/pricing'

// The shop's one money formatter (issue 21, point 1): each tier passes its locale tag, and
// every text keeps what it showed before the formatters were merged.

const nbsp = '\u00a0'

describe('formatMoney', () => {
  it('writes the storefront amounts (de-DE, en-US) as its pages always did', () => {
    expect(formatMoney(2999, 'EUR', 'de-DE')).toBe(`29,99${nbsp}€`)
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe(`1.234,56${nbsp}€`)
    expect(formatMoney(2999, 'EUR', 'en-US')).toBe('€29.99')
    expect(formatMoney(3299, 'USD', 'en-US')).toBe('$32.99')
    expect(formatMoney(3199, 'CHF', 'de-DE')).toBe(`31,99${nbsp}CHF`)
    expect(formatMoney(0, 'EUR', 'de-DE')).toBe(`0,00${nbsp}€`)
    expect(formatMoney(5, 'GBP', 'en-US')).toBe('£0.05')
  })

  it('writes the mail and message amounts (en-GB) as the hub always did', () => {
    expect(formatMoney(2750, 'USD', 'en-GB')).toBe('US$27.50')
    expect(formatMoney(2500, 'EUR', 'en-GB')).toBe('€25.00')
    expect(formatMoney(6237, 'EUR', 'de-DE')).toBe(`62,37${nbsp}€`)
  })

  it('equals a fresh Intl formatter for every amount up to 100.00 in every shop currency', () => {
    for (const locale of ['de-DE', 'en-US', 'en-GB']) {
      for (const currency of ['EUR', 'USD', 'GBP', 'CHF']) {
        const reference = new Intl.NumberFormat(locale, { style: 'currency', currency })
        for (let minor = 0; minor <= 10_000; minor += 7) {
          expect(formatMoney(minor, currency, locale)).toBe(reference.format(minor / 100))
        }
      }
    }
  })
})

describe('decimalAmount', () => {
  it('is the plain decimal of structured data: two places, no sign or grouping', () => {
    expect(decimalAmount(2999)).toBe('29.99')
    expect(decimalAmount(1000)).toBe('10.00')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(123456789)).toBe('1234567.89')
  })
})
