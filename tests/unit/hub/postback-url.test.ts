import { describe, expect, it } from 'vitest'
import { postbackUrl } from '../../../hub/src/conversions/postback-client'
import type { ConversionPayload } from '@schaufenster/pricing'

// The request CJ's S2S documentation describes (https://docs.cj.com/docs/s2s-implementation):
// every value in the query string, item by item.

const conversion: ConversionPayload = {
  enterpriseId: 1234567,
  pageType: 'conversionConfirmation',
  orderId: '842576761572-1',
  actionTrackerId: 7654321,
  currency: 'EUR',
  amount: 75.6,
  cjeventOrder: 'cjclick-1',
  discount: 10.08,
  coupon: 'FRUEHLING20',
  items: [
    { itemId: '1', unitPrice: 33.61, quantity: 2, discount: 8.41 },
    { itemId: '2', unitPrice: 25.2, quantity: 1, discount: null },
  ],
  customerStatus: 'return',
}
const eventTime = new Date('2026-11-25T09:24:05.244Z')

describe('the S2S postback URL', () => {
  it('carries the documented parameters, and the network derives the amount from the items', () => {
    const url = postbackUrl('https://www.emjcd.com/u', { conversion, eventTime })
    expect(url.origin + url.pathname).toBe('https://www.emjcd.com/u')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      CID: '1234567',
      TYPE: '7654321',
      METHOD: 'S2S',
      CJEVENT: 'cjclick-1',
      eventTime: '2026-11-25T09:24:05.244Z',
      OID: '842576761572-1',
      CURRENCY: 'EUR',
      COUPON: 'FRUEHLING20',
      ITEM1: '1',
      AMT1: '33.61',
      QTY1: '2',
      DCNT1: '8.41',
      ITEM2: '2',
      AMT2: '25.2',
      QTY2: '1',
      DISCOUNT: '10.08',
      CUST_STATUS: 'Return',
    })
    expect(url.searchParams.has('AMOUNT')).toBe(false)
  })

  it('keeps static parameters of the configured URL (a signature) and leaves out an empty coupon', () => {
    const url = postbackUrl('https://www.emjcd.com/u?SIGNATURE=abc123', {
      conversion: { ...conversion, coupon: '', customerStatus: 'new' },
      eventTime,
    })
    expect(url.searchParams.get('SIGNATURE')).toBe('abc123')
    expect(url.searchParams.has('COUPON')).toBe(false)
    expect(url.searchParams.get('CUST_STATUS')).toBe('New')
  })

  it('encodes what it sends', () => {
    const url = postbackUrl('https://www.emjcd.com/u', {
      conversion: { ...conversion, coupon: 'A&B=C' },
      eventTime,
    })
    expect(url.search).toContain('COUPON=A%26B%3DC')
    expect(url.searchParams.get('COUPON')).toBe('A&B=C')
  })
})
