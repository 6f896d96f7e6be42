import { describe, expect, it } from 'vitest'
import { cartCurrencyAction } from '../../../../web/src/currency/cart-currency-sync'
import {
  currencyCookieHeader,
  currencyFromCookies,
  pickPrice,
  sumPerCurrency,
} from '../../../../web/src/currency/currencies'
import { withChosenCurrency } from '../../../../web/src/currency/currency-markup'

const prices = [
  { amountMinor: 2999, currency: 'EUR' },
  { amountMinor: 3299, currency: 'USD' },
  { amountMinor: 2699, currency: 'GBP' },
]

describe('picking the shopper’s price among the server’s', () => {
  it('takes the amount of the chosen currency, by code, never by position', () => {
    expect(pickPrice(prices, 'GBP')).toEqual({ amountMinor: 2699, currency: 'GBP' })
    expect(pickPrice([...prices].reverse(), 'EUR')).toEqual({ amountMinor: 2999, currency: 'EUR' })
  })

  it('answers null for a currency the product is not sold in, or no list', () => {
    expect(pickPrice(prices, 'CHF')).toBeNull()
    expect(pickPrice(null, 'EUR')).toBeNull()
    expect(pickPrice([], 'EUR')).toBeNull()
  })
})

describe('the currency cookie', () => {
  it('reads the choice from a Cookie header among others', () => {
    expect(currencyFromCookies('consent=v1.s0.m0.1; sf_currency=GBP; i18n_redirected=en')).toBe(
      'GBP',
    )
    expect(currencyFromCookies('sf_currency=CHF')).toBe('CHF')
  })

  it('falls back to euro without a cookie or with a value the shop does not sell in', () => {
    expect(currencyFromCookies(undefined)).toBe('EUR')
    expect(currencyFromCookies('')).toBe('EUR')
    expect(currencyFromCookies('sf_currency=JPY')).toBe('EUR')
    expect(currencyFromCookies('sf_currency=gbp')).toBe('EUR')
    expect(currencyFromCookies('xsf_currency=GBP')).toBe('EUR')
  })

  it('is a first-party, SameSite=Lax cookie for a year, Secure on https', () => {
    expect(currencyCookieHeader('USD', false)).toBe(
      'sf_currency=USD; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(currencyCookieHeader('USD', true)).toMatch(/; Secure$/)
  })
})

describe('the page mark', () => {
  const page = '<!DOCTYPE html><html lang="de"><head></head><body><p>html</p></body></html>'

  it('marks <html> with the cookie’s currency, and euro without one', () => {
    expect(withChosenCurrency(page, 'sf_currency=GBP')).toContain(
      '<html lang="de" data-currency="GBP">',
    )
    expect(withChosenCurrency(page, undefined)).toContain('<html lang="de" data-currency="EUR">')
  })

  it('replaces a mark already there and touches nothing else', () => {
    const marked = withChosenCurrency(page, 'sf_currency=USD')
    const again = withChosenCurrency(marked, 'sf_currency=CHF')
    expect(again).toContain('<html lang="de" data-currency="CHF">')
    expect(again.match(/data-currency=/g)).toHaveLength(1)
    expect(again.replace(' data-currency="CHF"', '')).toBe(page)
  })

  it('cannot be made to write anything but a known code', () => {
    expect(withChosenCurrency(page, 'sf_currency="><script>')).toContain('data-currency="EUR"')
  })
})

describe('keeping the cart in the shopper’s currency', () => {
  it('does nothing without a cart or when both agree', () => {
    expect(cartCurrencyAction(null, null, 'GBP')).toBe('none')
    expect(cartCurrencyAction('EUR', 'GBP', 'GBP')).toBe('none')
  })

  it('moves a cart made before the choice (or in the default currency) to the choice', () => {
    expect(cartCurrencyAction(null, 'EUR', 'GBP')).toBe('push')
    expect(cartCurrencyAction('EUR', 'EUR', 'GBP')).toBe('push')
  })

  it('takes the cart’s own change of currency as the shopper’s new choice', () => {
    expect(cartCurrencyAction('EUR', 'USD', 'EUR')).toBe('adopt')
  })

  it('does not adopt a cart that was out of step already', () => {
    expect(cartCurrencyAction('CHF', 'USD', 'EUR')).toBe('push')
  })
})

describe('a surcharge on a price, per currency', () => {
  it('adds the server’s amounts currency by currency, only where both exist', () => {
    expect(
      sumPerCurrency(prices, [
        { amountMinor: 1000, currency: 'GBP' },
        { amountMinor: 1100, currency: 'EUR' },
      ]),
    ).toEqual([
      { amountMinor: 4099, currency: 'EUR' },
      { amountMinor: 3699, currency: 'GBP' },
    ])
  })
})
