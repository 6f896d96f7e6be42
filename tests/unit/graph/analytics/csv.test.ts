import { describe, expect, it } from 'vitest'
import { conversionRecord } from '../../../../graph/src/analytics/conversions-csv'
import { csvField, csvRecord } from '../../../../graph/src/analytics/csv'

describe('CSV writer (RFC 4180, formula-safe)', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('FRUEHLING20')).toBe('FRUEHLING20')
    expect(csvField(42)).toBe('42')
    expect(csvField(8.4)).toBe('8.4')
    expect(csvField('')).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('line\nbreak')).toBe('"line\nbreak"')
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"')
    expect(csvField('"')).toBe('""""')
  })

  it('prefixes text that a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('+49 30')).toBe("'+49 30")
    expect(csvField('-cje')).toBe("'-cje")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
    expect(csvField('a=b')).toBe('a=b')
    // Numbers are numbers: a negative amount stays a number.
    expect(csvField(-5)).toBe('-5')
  })

  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 1, 'b,c', null])).toBe('a,1,"b,c",\r\n')
    expect(csvRecord([])).toBe('\r\n')
  })

  it('refuses numbers that are not finite', () => {
    expect(() => csvField(Number.NaN)).toThrow(RangeError)
  })

  it('writes one conversion with item count, amounts in two decimals and item details', () => {
    expect(
      conversionRecord({
        enterpriseId: 1,
        pageType: 'conversionConfirmation',
        orderId: '42-0',
        actionTrackerId: 2,
        currency: 'EUR',
        amount: 25.2,
        cjeventOrder: '',
        discount: 3.36,
        coupon: 'A,"B"',
        items: [
          { itemId: '1', unitPrice: 8.4, quantity: 2, discount: null },
          { itemId: '2', unitPrice: 10, quantity: 1, discount: 1.6 },
        ],
        customerStatus: 'new',
        placedAt: '2026-11-25T09:00:00.000Z',
        source: 'DIRECT',
      }),
    ).toBe(
      '42-0,2026-11-25T09:00:00.000Z,EUR,conversionConfirmation,,"A,""B""",new,3,25.20,3.36,1×2@8.40-0.00; 2×1@10.00-1.60\r\n',
    )
  })
})
