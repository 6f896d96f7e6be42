import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from '../../../web/src/lib/intl-formats'

describe('Intl formatters made once (intl-formats.ts)', () => {
  it('hand out one formatter per language and options', () => {
    const euro = numberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euro)
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(euro)
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(euro)
    expect(euro.format(1234.5)).toBe('1.234,50\u00a0€')
  })

  it('keep number and date formatters apart, with the options they were asked for', () => {
    const options = { timeZone: 'Europe/Berlin', year: 'numeric' } as const
    const year = dateTimeFormat('de-DE', options)
    expect(dateTimeFormat('de-DE', { ...options })).toBe(year)
    expect(year.format(new Date('2026-12-31T23:30:00Z'))).toBe('2027')
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE', {}))
    expect(numberFormat('de-DE').format(48210)).toBe('48.210')
  })
})
