import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceAt } from '../../../hub/src/catalog/offer'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'

// Issue 24, point 6: a crossed-out price is an offer with an end. Until then the offer price
// is paid and the regular price crossed out; from then on the regular price applies and
// nothing is crossed out, wherever the price is shown or charged (catalog/offer.ts).

const NOW = new Date('2026-11-28T12:00:00Z')
const LATER = new Date('2026-12-12T12:00:00Z')

describe('priceAt', () => {
  it('keeps the offer and its end while it runs', () => {
    expect(priceAt({ amount: 2999, strikeAmount: 3999, offerEndsAt: LATER }, NOW)).toEqual({
      amount: 2999,
      strikeAmount: 3999,
      offerEndsAt: LATER,
    })
  })

  it('charges the regular price, nothing crossed out, from the end on', () => {
    const ended = { amount: 2999, strikeAmount: 3999, offerEndsAt: NOW }
    expect(priceAt(ended, NOW)).toEqual({ amount: 3999, strikeAmount: null, offerEndsAt: null })
    expect(priceAt(ended, LATER)).toEqual({ amount: 3999, strikeAmount: null, offerEndsAt: null })
  })

  it('treats a strike price without an end as no offer (the regular price)', () => {
    expect(priceAt({ amount: 2999, strikeAmount: 3999, offerEndsAt: null }, NOW)).toEqual({
      amount: 3999,
      strikeAmount: null,
      offerEndsAt: null,
    })
  })

  it('leaves a price without an offer as it is', () => {
    expect(priceAt({ amount: 1499, strikeAmount: null, offerEndsAt: LATER }, NOW)).toEqual({
      amount: 1499,
      strikeAmount: null,
      offerEndsAt: null,
    })
  })

  it('never advertises a saving after the end, and never charges more than the regular price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 }), { nil: null }),
        (amount, extra, endOffsetMs) => {
          const row = {
            amount,
            strikeAmount: extra === null ? null : amount + extra,
            offerEndsAt: endOffsetMs === null ? null : new Date(NOW.getTime() + endOffsetMs),
          }
          const now = priceAt(row, NOW)
          const running = row.offerEndsAt !== null && row.offerEndsAt > NOW
          if (now.strikeAmount !== null) {
            expect(running).toBe(true)
            expect(now.strikeAmount).toBeGreaterThan(now.amount)
          }
          expect(now.amount).toBeLessThanOrEqual(row.strikeAmount ?? row.amount)
        },
      ),
    )
  })
})

describe('seed offers', () => {
  const offers = SEED_PRODUCTS.filter((product) => product.strikePrices)

  it('exist, each with a number of days it runs', () => {
    expect(offers.length).toBeGreaterThan(0)
    for (const product of offers) {
      expect(product.offerDays, product.nameEn).toBeGreaterThan(0)
      expect(product.offerDays, product.nameEn).toBeLessThanOrEqual(30)
    }
  })

  it('cross out a higher regular price in every currency', () => {
    for (const product of offers) {
      for (const [index, strike] of product.strikePrices!.entries()) {
        expect(strike, `${product.nameEn} #${index}`).toBeGreaterThan(product.prices[index]!)
      }
    }
  })
})
