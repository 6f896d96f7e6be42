import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartItemView,
  cartSubtotal,
  cartTotalsView,
  conversionAmount,
  conversionItems,
  conversionOf,
  couponDiscountNet,
  netOfGross,
  splitGross,
  taxOfGross,
  taxOfGrossMajor,
  toMajor,
  type ConversionSourceOrder,
  type PricingCart,
  type PricingCartItem,
} from '@schaufenster/pricing'
import { EU_VAT_RATES } from '../../../hub/src/cart/vat-rates'

// The pricing module against an independent reading of spec §9, in exact decimal arithmetic:
// every amount is a BigInt count of thousandths of the major unit, the rate a BigInt count of
// thousandths of a percent, and the formula is taken as written,
//   tax₃ = round₃(gross − gross / (100 + rate) × 100),  unit price = round₂(gross − tax₃),
// with halves rounded up (all amounts here are non-negative). No floating point anywhere.

/** The rates the shop charges (EU standard rates, 0 outside the EU) and two reduced/foreign ones. */
const RATES = [...new Set([0, ...Object.values(EU_VAT_RATES), 7, 8.1])]

/** "25.5" → 25500n thousandths of a percent. */
function rateInThousandths(rate: number): bigint {
  const [whole, fraction = ''] = String(rate).split('.')
  return BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3))
}

/** q rounded to a multiple of `step`, halves up; q = numerator / denominator ≥ 0. */
function roundUpHalf(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  return remainder * 2n >= denominator ? quotient + 1n : quotient
}

const reference = {
  /** tax₃ in thousandths of the major unit. */
  tax3(grossMinor: number, rate: number): bigint {
    const gross = BigInt(grossMinor) * 10n // thousandths
    const hundred = 100_000n // 100 % in thousandths of a percent
    const r = rateInThousandths(rate)
    // gross / (100 + rate) × 100 as the fraction gross·100 / (100 + rate), then gross minus it:
    // (gross·(100 + rate) − gross·100) / (100 + rate), rounded to whole thousandths.
    return roundUpHalf(gross * (hundred + r) - gross * hundred, hundred + r)
  },
  /** Unit price (net) in minor units: round₂(gross − tax₃). */
  net(grossMinor: number, rate: number): number {
    const remaining = BigInt(grossMinor) * 10n - reference.tax3(grossMinor, rate)
    return Number(roundUpHalf(remaining, 10n))
  },
}

interface GeneratedCart {
  cart: PricingCart
  subsequentVersionKey: string
}

const amount = fc.integer({ min: 0, max: 10_000_000 })
const rate = fc.constantFrom(...RATES)
const modification = fc.record({
  id: fc.integer({ min: 1, max: 9999 }),
  key: fc.constantFrom('subsequent-version', 'plus-edition', 'gift-wrap', 'backup-cd'),
  active: fc.boolean(),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
})
const cartItem = fc
  .record({
    productId: fc.integer({ min: 1, max: 500 }),
    qty: fc.integer({ min: 1, max: 50 }),
    amount,
    strikeAmount: fc.option(amount, { nil: null }),
    offerProduct: fc.boolean(),
    modifications: fc.array(modification, { maxLength: 3 }),
    subscriptionOptions: fc.array(
      fc.record({
        period: fc.constantFrom('1m', '1y', '2y'),
        amountPerPeriod: amount,
        strikeAmount: fc.option(amount, { nil: null }),
      }),
      { maxLength: 2 },
    ),
  })
  .map((generated): PricingCartItem => ({
    ...generated,
    displayAmount:
      generated.amount +
      generated.modifications.filter((m) => m.active).reduce((sum, m) => sum + m.amount, 0),
  }))
const cart = fc.record({
  items: fc.array(cartItem, { maxLength: 6 }),
  rate,
  period: fc.option(fc.constantFrom('1m', '1y', '2y'), { nil: null }),
  coupon: fc.option(
    fc.record({
      code: fc.constantFrom('ZEHN', 'FRUEHLING20'),
      resultingDiscount: fc.integer({ min: -500, max: 2_000_000 }),
    }),
    { nil: null },
  ),
  currency: fc.constantFrom('EUR', 'USD', 'GBP', 'CHF'),
  subsequentVersionKey: fc.constantFrom('subsequent-version', 'backup-cd'),
})
const generatedCart = cart.map((c): GeneratedCart => ({
  cart: {
    items: c.items,
    vat: { percentageValue: c.rate },
    subscription: c.period ? { period: c.period } : null,
    coupon: c.coupon,
    currency: c.currency,
  },
  subsequentVersionKey: c.subsequentVersionKey,
}))

/** §9 by the reference: unit price, discount, conversion amount, coupon net, cart subtotal. */
function referenceFigures({ cart: c, subsequentVersionKey }: GeneratedCart) {
  const r = c.vat.percentageValue
  const items = c.items.map((line) => {
    // Basis: the cart period's subscription option (strike amount if present, else amount per
    // period); else an offer's strike amount; else the amount. Active modifications with the
    // subsequent-version key add their amount (and the Plus edition's, issue 19: it is the
    // edition's own price, not an option).
    const option = c.subscription
      ? line.subscriptionOptions.find((o) => o.period === c.subscription!.period)
      : undefined
    let basis = option
      ? (option.strikeAmount ?? option.amountPerPeriod)
      : line.offerProduct && line.strikeAmount != null
        ? line.strikeAmount
        : line.amount
    for (const m of line.modifications) {
      if (m.active && (m.key === subsequentVersionKey || m.key === 'plus-edition'))
        basis += m.amount
    }
    // Strike price minus current price, net of tax, offer products only (never negative).
    const discount =
      line.offerProduct && line.strikeAmount != null
        ? Math.max(0, reference.net(line.strikeAmount, r) - reference.net(line.amount, r))
        : 0
    return { unitPrice: reference.net(basis, r), discount, quantity: line.qty }
  })
  const conversion = items.reduce((sum, i) => sum + (i.unitPrice - i.discount) * i.quantity, 0)
  const resulting = c.coupon?.resultingDiscount ?? 0
  return {
    items,
    conversion,
    couponNet: c.coupon && resulting > 0 ? reference.net(resulting, r) : 0,
    subtotal: conversion - resulting,
  }
}

const RUNS = { numRuns: 2000 }

describe('§9 pricing module against an exact reference', () => {
  it('splits every gross amount as §9 says, and net + tax = gross', () => {
    fc.assert(
      fc.property(amount, rate, (gross, r) => {
        const net = reference.net(gross, r)
        expect(netOfGross(gross, r)).toBe(net)
        expect(taxOfGross(gross, r)).toBe(gross - net)
        expect(taxOfGrossMajor(gross, r) * 1000).toBeCloseTo(Number(reference.tax3(gross, r)), 6)
        const split = splitGross(gross, r)
        expect(split.netMinor + split.taxMinor).toBe(gross)
        expect(split.netMinor).toBe(net)
      }),
      { numRuns: 20_000 },
    )
  })

  it('finds the cases where tax₃ ends in 5 (where a cent used to be lost)', () => {
    // 9.99 at 19 % is one of them; the generator reaches them too (about one amount in ten).
    expect(reference.tax3(999, 19)).toBe(1595n)
    expect(reference.net(999, 19)).toBe(840)
    let ties = 0
    fc.assert(
      fc.property(amount, rate, (gross, r) => {
        if (reference.tax3(gross, r) % 10n === 5n) ties += 1
      }),
      RUNS,
    )
    expect(ties).toBeGreaterThan(50)
  })

  it('computes the affiliate figures of random carts as the reference does', () => {
    fc.assert(
      fc.property(generatedCart, (generated) => {
        const expected = referenceFigures(generated)
        const items = conversionItems(generated.cart, generated.subsequentVersionKey)
        expect(
          items.map((i) => ({
            unitPrice: i.unitPrice,
            discount: i.discount ?? 0,
            quantity: i.quantity,
          })),
        ).toEqual(expected.items)
        expect(items.every((i) => i.discount === undefined || i.discount > 0)).toBe(true)
        expect(conversionAmount(items)).toBe(expected.conversion)
        expect(cartSubtotal(generated.cart, generated.subsequentVersionKey)).toBe(expected.subtotal)
        expect(couponDiscountNet(generated.cart.coupon, generated.cart.vat.percentageValue)).toBe(
          expected.couponNet,
        )
      }),
      RUNS,
    )
  })

  it('shows cart lines and totals whose net and tax add up to the gross', () => {
    fc.assert(
      fc.property(generatedCart, ({ cart: c }) => {
        const r = c.vat.percentageValue
        for (const line of c.items) {
          const view = cartItemView(line, r)
          expect(view.unitPriceNet).toBe(reference.net(line.displayAmount, r))
          expect(view.lineTotalNet).toBe(reference.net(line.displayAmount * line.qty, r))
          expect(view.lineTotalNet + view.taxAmount).toBe(view.lineTotalGross)
        }
        const totals = cartTotalsView(c)
        expect(totals.totalNet).toBe(reference.net(totals.totalGross, r))
        expect(totals.totalNet + totals.taxAmount).toBe(totals.totalGross)
      }),
      RUNS,
    )
  })

  it('reports a placed order (unit tax stored from the module) as the reference does', () => {
    fc.assert(
      fc.property(
        generatedCart,
        fc.constantFrom('1000001-0', '1000001-3'),
        ({ cart: c }, number) => {
          const r = c.vat.percentageValue
          // What the hub records at order placement: the line's gross and the module's tax of it,
          // the offer (strike) price for offer products, the coupon's resulting discount.
          const order: ConversionSourceOrder = {
            orderNumber: number,
            price: { currency: c.currency, taxVatPercentage: r },
            products: c.items.map((line) => ({
              productId: Number(line.productId),
              qty: line.qty,
              price: { price: line.displayAmount, tax: taxOfGross(line.displayAmount, r) },
              offer:
                line.offerProduct && line.strikeAmount != null
                  ? { price: line.strikeAmount }
                  : null,
              offerProduct: line.offerProduct,
            })),
            coupon: c.coupon ?? null,
            additionalProperties: { cjEvent: null },
          }
          // §9 in the order view: offer price minus tax for offer products, else price minus tax;
          // the discount is the offer's net minus the current price's net, offer products only.
          const lines = order.products.map((p) => {
            const current = reference.net(p.price.price, r)
            const unitPrice = p.offerProduct && p.offer ? reference.net(p.offer.price, r) : current
            const discount = p.offerProduct && p.offer ? Math.max(0, unitPrice - current) : 0
            return { unitPrice, discount, quantity: p.qty }
          })
          const resulting = c.coupon?.resultingDiscount ?? 0
          const payload = conversionOf(order, { enterpriseId: 1, actionTrackerId: 2 })
          expect(payload.items).toEqual(
            lines.map((l, index) => ({
              itemId: String(order.products[index]!.productId),
              unitPrice: toMajor(l.unitPrice),
              quantity: l.quantity,
              discount: l.discount > 0 ? toMajor(l.discount) : null,
            })),
          )
          expect(payload.amount).toBe(
            toMajor(lines.reduce((sum, l) => sum + (l.unitPrice - l.discount) * l.quantity, 0)),
          )
          expect(payload.discount).toBe(toMajor(resulting > 0 ? reference.net(resulting, r) : 0))
        },
      ),
      RUNS,
    )
  })
})

/** A rate as the exact decimal units / 10^scale, and the number a caller would pass for it. */
const anyRate = fc
  .record({
    units: fc.integer({ min: 0, max: 100_000_000 }),
    scale: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ units, scale }) => ({
    units: BigInt(units),
    scale: 10n ** BigInt(scale),
    percent: units / 10 ** scale,
  }))

/** The reference at any rate r = units / scale: tax₃ = round₃(gross · r / (100 + r)), halves up. */
function referenceAtRate(grossMinor: number, r: { units: bigint; scale: bigint }) {
  const gross = BigInt(grossMinor) * 10n // thousandths
  const tax3 = roundUpHalf(gross * r.units, 100n * r.scale + r.units)
  return { tax3, net: Number(roundUpHalf(gross - tax3, 10n)) }
}

describe('§9 pricing module at any rate, not only the shop’s', () => {
  it('splits every gross amount at every rate as §9 says, and net + tax = gross', () => {
    fc.assert(
      fc.property(amount, anyRate, (gross, r) => {
        const expected = referenceAtRate(gross, r)
        expect(netOfGross(gross, r.percent)).toBe(expected.net)
        expect(taxOfGross(gross, r.percent)).toBe(gross - expected.net)
        const split = splitGross(gross, r.percent)
        expect(split.netMinor + split.taxMinor).toBe(gross)
        expect(split.netMinor).toBe(expected.net)
      }),
      { numRuns: 5_000 },
    )
  })

  it('never has a negative tax or a net above the gross, and more tax at a higher rate', () => {
    const anyNumberRate = fc.double({ min: 0, max: 1000, noNaN: true, noDefaultInfinity: true })
    fc.assert(
      fc.property(amount, anyNumberRate, anyNumberRate, (gross, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const split = splitGross(gross, low)
        expect(split.netMinor + split.taxMinor).toBe(gross)
        expect(split.taxMinor).toBeGreaterThanOrEqual(0)
        expect(split.netMinor).toBeLessThanOrEqual(gross)
        expect(taxOfGross(gross, high)).toBeGreaterThanOrEqual(split.taxMinor)
      }),
      RUNS,
    )
  })

  it('never has a larger net for a smaller gross at the same rate', () => {
    fc.assert(
      fc.property(amount, anyRate, (gross, r) => {
        expect(netOfGross(gross + 1, r.percent)).toBeGreaterThanOrEqual(
          netOfGross(gross, r.percent),
        )
      }),
      RUNS,
    )
  })
})
