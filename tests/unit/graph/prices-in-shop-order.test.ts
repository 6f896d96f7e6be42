import { describe, expect, it } from 'vitest'
import { pricesInShopOrder } from '../../../graph/src/prices-in-shop-order'

describe('a product’s prices in every currency (issue 19, point 13)', () => {
  it('answers one Money per currency the hub gives, in EUR, USD, GBP, CHF order', () => {
    expect(
      pricesInShopOrder([
        { currency: 'GBP', amount: 2699 },
        { currency: 'EUR', amount: 2999 },
        { currency: 'CHF', amount: 3149 },
        { currency: 'USD', amount: 3299 },
      ]),
    ).toEqual([
      { amountMinor: 2999, currency: 'EUR' },
      { amountMinor: 3299, currency: 'USD' },
      { amountMinor: 2699, currency: 'GBP' },
      { amountMinor: 3149, currency: 'CHF' },
    ])
  })

  it('leaves out a currency the product is not sold in and never repeats one', () => {
    expect(
      pricesInShopOrder([
        { currency: 'EUR', amount: 2999 },
        { currency: 'EUR', amount: 1 },
      ]),
    ).toEqual([{ amountMinor: 2999, currency: 'EUR' }])
    expect(pricesInShopOrder([])).toEqual([])
  })
})
