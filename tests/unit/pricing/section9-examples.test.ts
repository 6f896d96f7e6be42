import { describe, expect, it } from 'vitest'
import {
  cartSubtotal,
  cartTotalsView,
  conversionAmount,
  conversionItems,
  conversionOf,
  couponDiscountNet,
  itemDiscountNet,
  netOfGross,
  roundQuotientHalfAwayFromZero,
  splitGross,
  taxOfGross,
  taxOfGrossMajor,
  trackingUnitPrice,
  type ConversionSourceOrder,
  type PricingCart,
} from '@schaufenster/pricing'
import { item } from './cart-item'
import { EU_VAT_RATES } from '../../../hub/src/cart/vat-rates'

// Worked examples of spec §9: tax₃ = round₃(gross − gross / (100 + rate) × 100) and the unit
// price (net) = round₂(gross − tax₃); the tax in cents is gross − net. Each example below
// whose tax₃ ends in 5 was one cent off under the former rule net = gross − round₂(tax₃).

describe('the rounding rule', () => {
  it('rounds an exact quotient half away from zero', () => {
    expect(roundQuotientHalfAwayFromZero(5n, 2n)).toBe(3n)
    expect(roundQuotientHalfAwayFromZero(-5n, 2n)).toBe(-3n)
    expect(roundQuotientHalfAwayFromZero(5n, -2n)).toBe(-3n)
    expect(roundQuotientHalfAwayFromZero(8395n, 10n)).toBe(840n)
    expect(roundQuotientHalfAwayFromZero(8394n, 10n)).toBe(839n)
    expect(roundQuotientHalfAwayFromZero(0n, 7n)).toBe(0n)
    expect(() => roundQuotientHalfAwayFromZero(1n, 0n)).toThrow(RangeError)
  })
})

describe('§9 net and tax of one gross amount', () => {
  it.each([
    // gross, rate, tax₃, net (unit price), tax in cents
    [999, 19, 1.595, 840, 159], // 9.99 − 1.595 = 8.395 → 8.40 (formerly 8.39)
    [2999, 19, 4.788, 2520, 479], // 29.99 − 4.788 = 25.202 → 25.20
    [3999, 19, 6.385, 3361, 638], // 39.99 − 6.385 = 33.605 → 33.61 (formerly 33.60)
    [3899, 19, 6.225, 3277, 622], // 38.99 − 6.225 = 32.765 → 32.77 (formerly 32.76)
    [1399, 7, 0.915, 1308, 91], // 13.99 − 0.915 = 13.075 → 13.08 (formerly 13.07)
    [2499, 7, 1.635, 2336, 163], // 24.99 − 1.635 = 23.355 → 23.36 (formerly 23.35)
    [1000, 0, 0, 1000, 0], // outside the EU: no tax
    [999, 20, 1.665, 833, 166], // 9.99 − 1.665 = 8.325 → 8.33 (formerly 8.32)
    [2999, 20, 4.998, 2499, 500], // 29.99 − 4.998 = 24.992 → 24.99
    [9597, 20, 15.995, 7998, 1599], // 95.97 − 15.995 = 79.975 → 79.98 (formerly 79.97)
    [5599, 8.1, 4.195, 5180, 419], // 55.99 − 4.195 = 51.795 → 51.80 (formerly 51.79)
    [1799, 25.5, 3.655, 1434, 365], // Finland: 17.99 − 3.655 = 14.335 → 14.34 (formerly 14.33)
    [199, 21, 0.345, 165, 34], // 1.99 − 0.345 = 1.645 → 1.65 (formerly 1.64)
    [10000, 27, 21.26, 7874, 2126], // 100.00 − 21.260 = 78.74
  ])('%i minor units at rate %s: tax₃ %s, net %i, tax %i', (gross, rate, tax3, net, tax) => {
    expect(taxOfGrossMajor(gross, rate)).toBe(tax3)
    expect(netOfGross(gross, rate)).toBe(net)
    expect(taxOfGross(gross, rate)).toBe(tax)
    expect(splitGross(gross, rate)).toEqual({ grossMinor: gross, netMinor: net, taxMinor: tax })
  })

  it('knows the rates the shop charges: the EU standard rates and 0 outside the EU', () => {
    // Germany 19 %, Austria and France 20 %, Finland 25.5 %; nobody is charged 7 % or 8.1 %,
    // but the module takes any non-negative decimal rate.
    expect(EU_VAT_RATES.DE).toBe(19)
    expect(EU_VAT_RATES.AT).toBe(20)
    expect(EU_VAT_RATES.FI).toBe(25.5)
  })

  it('refuses what is not money or not a rate', () => {
    expect(() => netOfGross(9.5, 19)).toThrow(RangeError)
    expect(() => netOfGross(999, -1)).toThrow(RangeError)
    expect(() => netOfGross(999, Number.NaN)).toThrow(RangeError)
  })
})

describe('§9 affiliate figures of a cart', () => {
  // Offer: 29.99 instead of 39.99, two licences.
  const offer = item({
    productId: 43,
    amount: 2999,
    strikeAmount: 3999,
    offerProduct: true,
    qty: 2,
  })
  // The subsequent version chosen: 29.99 + 9.00 = 38.99.
  const upgraded = item({
    productId: 1,
    amount: 2999,
    displayAmount: 3899,
    modifications: [{ id: 1001, key: 'subsequent-version', active: true, amount: 900 }],
  })

  it('takes the unit price and the discount net, per §9', () => {
    // Basis of an offer: its strike amount 39.99 → 33.61.
    expect(trackingUnitPrice(offer, { vatPercentage: 19 })).toBe(3361)
    // 33.61 − 25.20 = 8.41 (formerly 33.60 − 25.20 = 8.40)
    expect(itemDiscountNet(offer, 19)).toBe(841)
    // 29.99 + 9.00 = 38.99 → 32.77
    expect(trackingUnitPrice(upgraded, { vatPercentage: 19 })).toBe(3277)
  })

  it('takes the coupon discount net of its tax share at the order rate', () => {
    // 9.99 gross at 19 %: tax₃ 1.595 → 8.40 (formerly 8.39)
    expect(couponDiscountNet({ resultingDiscount: 999 }, 19)).toBe(840)
    // 10.00 gross at 19 %: tax₃ 1.597 → 8.403 → 8.40
    expect(couponDiscountNet({ resultingDiscount: 1000 }, 19)).toBe(840)
    // 13.99 at 7 %: 13.08
    expect(couponDiscountNet({ resultingDiscount: 1399 }, 7)).toBe(1308)
  })

  it('sums the conversion amount and the cart subtotal with an offer and an upgrade', () => {
    const cart: PricingCart = {
      items: [offer, upgraded],
      vat: { percentageValue: 19 },
      coupon: { code: 'ZEHN', resultingDiscount: 1000 },
      currency: 'EUR',
    }
    const items = conversionItems(cart)
    expect(items).toEqual([
      { itemId: '43', unitPrice: 3361, quantity: 2, discount: 841 },
      { itemId: '1', unitPrice: 3277, quantity: 1 },
    ])
    // (33.61 − 8.41) × 2 + 32.77 = 83.17 (formerly 83.16)
    expect(conversionAmount(items)).toBe(8317)
    // minus the coupon's resulting discount 10.00 (gross, as §9 says)
    expect(cartSubtotal(cart)).toBe(7317)
  })

  it('shows cart totals whose net and tax add up to the gross', () => {
    const cart: PricingCart = {
      items: [item({ amount: 999, qty: 1 })],
      vat: { percentageValue: 19 },
      currency: 'EUR',
    }
    expect(cartTotalsView(cart)).toMatchObject({ totalGross: 999, totalNet: 840, taxAmount: 159 })
  })
})

describe('§9 conversion of a placed order', () => {
  it('reports the order view with the unit tax the hub stored from this module', () => {
    const rate = 19
    const order: ConversionSourceOrder = {
      orderNumber: '1000001-0',
      price: { currency: 'EUR', taxVatPercentage: rate },
      products: [
        // Offer 29.99 instead of 39.99: unit price from the offer (strike) price.
        {
          productId: 43,
          qty: 2,
          price: { price: 2999, tax: taxOfGross(2999, rate) },
          offer: { price: 3999 },
          offerProduct: true,
        },
        // 9.99 plain: unit price 9.99 − 1.59 = 8.40.
        {
          productId: 7,
          qty: 1,
          price: { price: 999, tax: taxOfGross(999, rate) },
          offerProduct: false,
        },
      ],
      coupon: { code: 'ZEHN', resultingDiscount: 999 },
      additionalProperties: { cjEvent: 'click-1' },
    }
    expect(conversionOf(order, { enterpriseId: 1, actionTrackerId: 2 })).toEqual({
      enterpriseId: 1,
      pageType: 'conversionConfirmation',
      orderId: '1000001-0',
      actionTrackerId: 2,
      currency: 'EUR',
      // (33.61 − 8.41) × 2 + 8.40 = 58.80
      amount: 58.8,
      cjeventOrder: 'click-1',
      discount: 8.4,
      coupon: 'ZEHN',
      items: [
        { itemId: '43', unitPrice: 33.61, quantity: 2, discount: 8.41 },
        { itemId: '7', unitPrice: 8.4, quantity: 1, discount: null },
      ],
      customerStatus: 'new',
    })
  })
})
