import { describe, expect, it } from 'vitest'
import {
  cartItemView,
  cartSubtotal,
  cartTotalsView,
  conversionAmount,
  conversionItems,
  couponDiscountNet,
  customerStatus,
  itemDiscountNet,
  netOfGross,
  orderUnitPrice,
  roundHalfAwayFromZero,
  splitGross,
  taxOfGross,
  taxOfGrossMajor,
  toMajor,
  toMinor,
  trackingUnitPrice,
  type PricingCart,
} from '@schaufenster/pricing'
import { item } from './cart-item'

// Offer: 19.99 instead of 29.99.
const offer = item({ productId: 43, amount: 1999, strikeAmount: 2999, offerProduct: true, qty: 2 })
// Upgrade to the subsequent version chosen: 29.99 + 8.99.
const upgraded = item({
  productId: 1,
  amount: 2999,
  displayAmount: 3898,
  modifications: [{ id: 1001, key: 'subsequent-version', active: true, amount: 899 }],
})
// Subscription product: 39.99 one-time, 39.99 a year instead of 47.99, or 3.99 a month.
const subscription = item({
  productId: 7,
  amount: 3999,
  subscriptionOptions: [
    { period: '1y', amountPerPeriod: 3999, strikeAmount: 4799 },
    { period: '1m', amountPerPeriod: 399, strikeAmount: null },
  ],
})

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero, also for binary fractions', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01)
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(roundHalfAwayFromZero(1.0049, 2)).toBe(1)
    expect(roundHalfAwayFromZero(4.7883193, 3)).toBe(4.788)
    expect(roundHalfAwayFromZero(0.0045, 3)).toBe(0.005)
    expect(roundHalfAwayFromZero(1e-7, 2)).toBe(0)
    expect(roundHalfAwayFromZero(-0.001, 2)).toBe(0)
  })

  it('converts between minor and major units', () => {
    expect(toMajor(2999)).toBe(29.99)
    expect(toMinor(29.995)).toBe(3000)
    expect(toMinor(4.788)).toBe(479)
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError)
  })
})

describe('tax of a gross amount (§9)', () => {
  it('follows tax = gross − gross / (100 + rate) × 100 at several rates', () => {
    // 29.99 / 1.19 = 25.2017 → tax 4.7883 → 4.788 → 4.79
    expect(taxOfGrossMajor(2999, 19)).toBe(4.788)
    expect(splitGross(2999, 19)).toEqual({ grossMinor: 2999, netMinor: 2520, taxMinor: 479 })
    // Austria 20 %: 29.99 / 1.2 = 24.9917 → tax 4.9983 → 4.998 → 5.00
    expect(taxOfGrossMajor(2999, 20)).toBe(4.998)
    expect(taxOfGross(2999, 20)).toBe(500)
    // Netherlands 21 %: 9.99 / 1.21 = 8.2562 → tax 1.7338 → 1.734 → 1.73
    expect(splitGross(999, 21)).toEqual({ grossMinor: 999, netMinor: 826, taxMinor: 173 })
    // Hungary 27 %: 100.00 / 1.27 = 78.7402 → tax 21.2598 → 21.260 → 21.26
    expect(taxOfGross(10000, 27)).toBe(2126)
    // Outside the EU no VAT.
    expect(splitGross(3299, 0)).toEqual({ grossMinor: 3299, netMinor: 3299, taxMinor: 0 })
    expect(netOfGross(1000, 19)).toBe(840)
  })

  it('refuses a negative rate', () => {
    expect(() => taxOfGross(100, -1)).toThrow(RangeError)
  })
})

describe('§9 tracking formulas', () => {
  it('bases an offer product on its strike amount and discounts the difference net', () => {
    expect(trackingUnitPrice(offer, { vatPercentage: 19 })).toBe(2520)
    // net(29.99) 25.20 − net(19.99) 16.80
    expect(itemDiscountNet(offer, 19)).toBe(840)
    expect(itemDiscountNet(upgraded, 19)).toBe(0)
  })

  it('bases a subscription on the option of the cart period', () => {
    // 47.99 / 1.19 → tax 7.662 → net 40.33
    expect(trackingUnitPrice(subscription, { vatPercentage: 19, subscriptionPeriod: '1y' })).toBe(
      4033,
    )
    // no strike amount: 3.99 / 1.19 → tax 0.637 → net 3.35
    expect(trackingUnitPrice(subscription, { vatPercentage: 19, subscriptionPeriod: '1m' })).toBe(
      335,
    )
    // no matching option: the one-time amount
    expect(trackingUnitPrice(subscription, { vatPercentage: 19, subscriptionPeriod: '2y' })).toBe(
      netOfGross(3999, 19),
    )
  })

  it('adds an active subsequent-version modification, and only that one', () => {
    // 38.98 / 1.19 → tax 6.224 → net 32.76
    expect(trackingUnitPrice(upgraded, { vatPercentage: 19 })).toBe(3276)
    const inactive = item({
      modifications: [{ id: 1001, key: 'subsequent-version', active: false, amount: 899 }],
    })
    expect(trackingUnitPrice(inactive, { vatPercentage: 19 })).toBe(2520)
    const other = item({ modifications: [{ id: 5, key: 'gift-wrap', active: true, amount: 500 }] })
    expect(trackingUnitPrice(other, { vatPercentage: 19 })).toBe(2520)
    expect(trackingUnitPrice(other, { vatPercentage: 19, subsequentVersionKey: 'gift-wrap' })).toBe(
      netOfGross(3499, 19),
    )
  })

  it('takes the coupon discount net of tax, 0 without a positive discount', () => {
    expect(couponDiscountNet({ resultingDiscount: 1000 }, 19)).toBe(840)
    expect(couponDiscountNet({ resultingDiscount: 1000 }, 0)).toBe(1000)
    expect(couponDiscountNet({ resultingDiscount: 0 }, 19)).toBe(0)
    expect(couponDiscountNet({ resultingDiscount: -5 }, 19)).toBe(0)
    expect(couponDiscountNet(null, 19)).toBe(0)
  })

  it('computes conversion items, amount and the cart subtotal', () => {
    const cart: PricingCart = {
      items: [offer, upgraded],
      vat: { percentageValue: 19 },
      coupon: { code: 'ZEHN', resultingDiscount: 1000 },
      currency: 'EUR',
    }
    const items = conversionItems(cart)
    expect(items).toEqual([
      { itemId: '43', unitPrice: 2520, quantity: 2, discount: 840 },
      { itemId: '1', unitPrice: 3276, quantity: 1 },
    ])
    // (25.20 − 8.40) × 2 + 32.76 = 66.36
    expect(conversionAmount(items)).toBe(6636)
    expect(cartSubtotal(cart)).toBe(5636)
    expect(cartSubtotal({ ...cart, coupon: null })).toBe(6636)
    expect(cartSubtotal(null)).toBe(0)
  })

  it('tells new from returning customers by the order number', () => {
    expect(customerStatus('1000001-0')).toBe('new')
    expect(customerStatus('1000001-1')).toBe('return')
    expect(customerStatus('1000001-10')).toBe('return')
  })

  it('takes the order view unit price from the offer price or the product price', () => {
    const offered = { price: { price: 1999, tax: 319 }, offer: { price: 2999 }, offerProduct: true }
    expect(orderUnitPrice(offered, 19)).toBe(2520)
    const plain = { price: { price: 2999, tax: 479 }, offerProduct: false }
    expect(orderUnitPrice(plain, 19)).toBe(2520)
  })
})

describe('cart view', () => {
  it('shows unit, line and total amounts with a percentage coupon in EUR at 19 %', () => {
    const view = cartItemView(offer, 19)
    // 39.98 / 1.19 → tax 6.383 → 6.38
    expect(view).toEqual({
      unitPriceGross: 1999,
      unitPriceNet: 1680,
      strikeUnitPriceGross: 2999,
      discountNet: 840,
      lineTotalGross: 3998,
      lineTotalNet: 3360,
      taxAmount: 638,
    })
    const cart: PricingCart = {
      items: [offer, upgraded],
      vat: { percentageValue: 19 },
      coupon: { code: 'FRUEHLING20', resultingDiscount: 1579 },
      currency: 'EUR',
    }
    // 78.96 − 15.79 = 63.17; 63.17 / 1.19 → tax 10.086 → 10.09
    expect(cartTotalsView(cart)).toEqual({
      itemCount: 3,
      subtotalGross: 7896,
      couponDiscountGross: 1579,
      totalGross: 6317,
      totalNet: 5308,
      taxAmount: 1009,
    })
  })

  it('shows a GBP cart outside the EU without tax and caps a coupon at the subtotal', () => {
    const cart: PricingCart = {
      items: [item({ amount: 2699, qty: 1 })],
      vat: { percentageValue: 0 },
      coupon: { code: 'ZEHN', resultingDiscount: 5000 },
      currency: 'GBP',
    }
    expect(cartTotalsView(cart)).toMatchObject({
      subtotalGross: 2699,
      couponDiscountGross: 2699,
      totalGross: 0,
      totalNet: 0,
      taxAmount: 0,
    })
  })

  it('shows a CHF cart for an Austrian buyer at 20 %', () => {
    const cart: PricingCart = {
      items: [item({ amount: 3199, qty: 3 })],
      vat: { percentageValue: 20 },
      currency: 'CHF',
    }
    // 95.97 / 1.2 = 79.975 → tax₃ 15.995 → net round₂(95.97 − 15.995) = 79.98, tax 15.99
    expect(cartTotalsView(cart)).toEqual({
      itemCount: 3,
      subtotalGross: 9597,
      couponDiscountGross: 0,
      totalGross: 9597,
      totalNet: 7998,
      taxAmount: 1599,
    })
  })
})
