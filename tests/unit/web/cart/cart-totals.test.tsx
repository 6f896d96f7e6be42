import { describe, expect, it } from 'vitest'
import { CartTotals } from '../../../../web/src/components/Cart/CartTotals'
import { renderCartToString } from './render'

// The VAT line under a total: the rate it includes, or, without VAT, why there is none —
// never "inkl. 0 % MwSt." (issue 24, point 6).

const money = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const })
const cart = (vatPercentage: number, tax: number) => ({
  subtotalGross: money(2999),
  couponDiscountGross: money(0),
  totalGross: money(2999),
  taxAmount: money(tax),
  vatPercentage,
  coupon: null,
})
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('CartTotals', () => {
  it('names the rate the total includes', () => {
    expect(
      text(renderCartToString(<CartTotals cart={cart(19, 479)} locale="de" />, 'de')),
    ).toContain('inkl. 19 % MwSt.')
    expect(
      text(renderCartToString(<CartTotals cart={cart(20, 500)} locale="en" />, 'en')),
    ).toContain('incl. 20% VAT')
  })

  it('says there is no VAT outside the EU and under reverse charge, not "0 %"', () => {
    const outside = text(renderCartToString(<CartTotals cart={cart(0, 0)} locale="de" />, 'de'))
    expect(outside).toContain('ohne Umsatzsteuer (Kauf außerhalb der EU)')
    expect(outside).not.toMatch(/0 % MwSt/)
    const reverse = text(
      renderCartToString(<CartTotals cart={cart(0, 0)} locale="en" reverseCharge />, 'en'),
    )
    expect(reverse).toContain('Reverse charge: no VAT')
    expect(reverse).not.toMatch(/0% VAT/)
  })
})
