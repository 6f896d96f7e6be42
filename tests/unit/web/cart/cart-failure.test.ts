import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CART_ERROR_REASONS } from '../../../../hub/src/cart/cart-errors'
import { CART_ERROR_CODES, cartFailureKey } from '../../../../web/src/cart/cart-failure'
import { purchaseTypePrice } from '../../../../web/src/components/Cart/cart-format'

const locales = path.resolve(import.meta.dirname, '../../../../web/public/locales')
const cartTexts = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, 'cart.json'), 'utf8')) as {
    error: { reason: Record<string, string> }
  }

describe('refused cart changes (issue 19, point 9)', () => {
  it('has a German and an English text for every code the cart API gives', () => {
    expect([...CART_ERROR_CODES].sort()).toEqual([...CART_ERROR_REASONS].sort())
    for (const locale of ['de', 'en']) {
      for (const code of CART_ERROR_CODES) {
        expect(cartTexts(locale).error.reason[code], `${locale} ${code}`).toMatch(/\S/)
      }
    }
  })

  it('picks the first known code, else the general refusal; never the API message', () => {
    expect(cartFailureKey([{ code: null }, { code: 'QTY_FIXED' }])).toBe('error.reason.QTY_FIXED')
    expect(cartFailureKey([{ code: 'SOMETHING_NEW' }])).toBe('error.reason.INVALID_CHANGE')
    expect(cartFailureKey([])).toBe('error.reason.INVALID_CHANGE')
  })
})

describe('purchaseTypePrice (issue 19, point 11)', () => {
  const money = (amountMinor: number) => ({ amountMinor })
  const firewall = {
    quantity: 2,
    oneTimeUnitPriceGross: money(2499),
    modifications: [{ active: true, amountGross: money(699) }],
    subscriptionOptions: [
      { period: '1y', amountPerPeriodGross: money(1499) },
      { period: '1m', amountPerPeriodGross: money(149) },
    ],
  }
  const noSubscription = {
    quantity: 1,
    oneTimeUnitPriceGross: money(9999),
    modifications: [],
    subscriptionOptions: [],
  }

  it('sums the subscribable items per period, with their upgrades and quantities', () => {
    expect(purchaseTypePrice([firewall, noSubscription], '1y')).toBe((1499 + 699) * 2)
    expect(purchaseTypePrice([firewall, noSubscription], '1m')).toBe((149 + 699) * 2)
  })

  it('gives the one-time price of the same items, or null when it is not known', () => {
    expect(purchaseTypePrice([firewall, noSubscription], null)).toBe(2499 * 2)
    expect(purchaseTypePrice([{ ...firewall, oneTimeUnitPriceGross: null }], null)).toBeNull()
  })
})
