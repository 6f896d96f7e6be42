import { describe, expect, it } from 'vitest'
import { subscriptionOptionsFor } from '../../../hub/src/db/seed/product-content'
import { SEED_PRODUCTS } from '../../../hub/src/db/seed/products'

// Issue 19, point 11: subscription prices a buyer can make sense of. A year of the
// subscription costs clearly less than buying the program once (else nobody would rent
// it), and twelve monthly payments cost more than one yearly payment.

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const

describe('seed subscription prices', () => {
  const subscribed = SEED_PRODUCTS.filter((product) => product.subscriptionYearly)

  it('exist for some products', () => {
    expect(subscribed.length).toBeGreaterThan(0)
  })

  for (const product of subscribed) {
    for (const [index, currency] of CURRENCIES.entries()) {
      it(`${product.nameEn} in ${currency}: yearly < one-time, 12 × monthly > yearly`, () => {
        const options = subscriptionOptionsFor(product).filter(
          (option) => option.currency === currency,
        )
        const yearly = options.find((option) => option.period === '1y')!.amountPerPeriod
        const monthly = options.find((option) => option.period === '1m')!.amountPerPeriod
        const oneTime = product.prices[index]!
        // "Clearly" cheaper: at most 80 % of the one-time price.
        expect(yearly).toBeLessThanOrEqual(oneTime * 0.8)
        expect(monthly * 12).toBeGreaterThan(yearly)
        expect(monthly).toBeLessThan(yearly)
      })
    }
  }
})
