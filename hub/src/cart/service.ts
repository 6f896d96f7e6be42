import { PREMIUM_SUPPORT_NAME, PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { roundHalfAwayFromZero } from '@schaufenster/pricing'
import type { CatalogCache } from '../catalog/answer-cache'
import { priceAt } from '../catalog/offer'
import type { CouponRow } from '../db/schema-orders'
import { checkMinimum, type CouponRejectionReason } from './coupon-rules'
import { cartCatalog, findCoupon, normalizeCouponCode, type Reader } from './repository'
import type { Cart, CartItem, CartState, Currency } from './types'
import { vatRateFor } from './vat-rates'

// Builds the cart from what it is made of (products, quantities, chosen modifications,
// currency, country, subscription, coupon code) and the catalog's prices. Nothing a client
// sends is ever taken as a price.

export type { CouponRejectionReason } from './coupon-rules'

export interface ItemExplanation {
  productId: number
  basis: 'one-time' | 'offer' | 'subscription'
  catalogAmount: number
  strikeAmount: number | null
  subscriptionPeriod: string | null
  activeModifications: { id: number; key: string; amount: number }[]
  displayAmount: number
  lineTotal: number
  explanation: string
}

export interface CartDebug {
  currency: Currency
  country: string
  vat: { percentageValue: number; rule: string }
  items: ItemExplanation[]
  subtotal: number
  coupon: { code: string; rule: string; resultingDiscount: number } | null
  total: number
  note: string
}

export interface BuiltCart {
  cart: Cart
  /** Product names per id, for orders and e-mails. */
  names: Map<number, { de: string; en: string }>
  /** What the cart's answer shows beside the priced items, per product id. */
  details: Map<number, ItemDetails>
  couponRejection?: { code: string; reason: CouponRejectionReason; minimumAmount?: number }
  /** Items of the state that the catalog no longer sells (dropped from the cart). */
  unknownProductIds: number[]
  /** Modification ids of the state that do not belong to their product. */
  unknownModifications: { productId: number; id: number }[]
  debug: CartDebug
}

export interface ItemDetails {
  /** One licence bought once (no subscription) with its active modifications; null without a price. */
  oneTimeAmount: number | null
  /** The names of the product's modifications, per modification id. */
  modificationNames: Map<number, { de: string; en: string }>
}

export interface CouponVerdict {
  ok: boolean
  reason?: CouponRejectionReason
  /** The minimum order value in the cart's currency, when it was not reached. */
  minimumAmount?: number
  resultingDiscount: number
  rule: string
}

/** Whether a coupon applies to a subtotal now, and the discount it gives (gross, minor units). */
export function evaluateCoupon(
  coupon: CouponRow | undefined,
  subtotal: number,
  currency: Currency,
  now: Date,
): CouponVerdict {
  const refuse = (reason: CouponRejectionReason, rule: string): CouponVerdict => ({
    ok: false,
    reason,
    resultingDiscount: 0,
    rule,
  })
  if (!coupon) return refuse('UNKNOWN', 'no coupon with this code')
  if (coupon.validFrom && coupon.validFrom > now) return refuse('NOT_YET_VALID', 'not valid yet')
  if (coupon.validUntil && coupon.validUntil < now) return refuse('EXPIRED', 'validity ended')
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return refuse('USAGE_LIMIT_REACHED', `used ${coupon.usedCount} of ${coupon.usageLimit} times`)
  }
  if (subtotal <= 0) return refuse('NOT_APPLICABLE', 'the cart is empty')
  const minimum = checkMinimum(coupon, subtotal, currency)
  if (!minimum.ok) {
    return minimum.reason === 'MINIMUM_NOT_REACHED'
      ? {
          ...refuse(
            minimum.reason,
            `subtotal ${subtotal} below the minimum ${minimum.minimumAmount} ${currency}`,
          ),
          minimumAmount: minimum.minimumAmount,
        }
      : refuse(minimum.reason, `no minimum order value in ${currency}`)
  }
  if (coupon.kind === 'percent') {
    const percent = coupon.percent ?? 0
    return {
      ok: true,
      resultingDiscount: Math.min(subtotal, roundHalfAwayFromZero((subtotal * percent) / 100)),
      rule: `${percent} % of the subtotal ${subtotal}, rounded half away from zero`,
    }
  }
  const amount = coupon.amounts?.[currency]
  if (amount === undefined) return refuse('NOT_APPLICABLE', `no amount in ${currency}`)
  return {
    ok: true,
    resultingDiscount: Math.min(subtotal, amount),
    rule: `fixed ${amount} ${currency}, at most the subtotal`,
  }
}

const UNIT_DAYS = { d: 1, m: 30, y: 365 } as const
// Longest period first: the yearly option leads.
const periodDays = (period: string) =>
  Number.parseInt(period, 10) * UNIT_DAYS[period.slice(-1) as keyof typeof UNIT_DAYS]

// The premium plan's price is configured in EUR; other currencies follow the catalog's
// list-price ratios, ending in .99 like every list price.
const PREMIUM_CURRENCY_FACTOR: Record<Currency, number> = { EUR: 1, USD: 1.1, GBP: 0.9, CHF: 1.05 }

export function premiumSupportPrice(eurMinor: number, currency: Currency): number {
  if (currency === 'EUR') return eurMinor
  return Math.max(0, Math.round((eurMinor * PREMIUM_CURRENCY_FACTOR[currency]) / 100) * 100 - 1)
}

export interface BuildCartOptions {
  now?: Date
  /** The premium support plan's price; without it the plan is not for sale. */
  premiumSupportPriceEurMinor?: number
  /** Keeps the catalog rows of a set of products until the catalog changes (PGlite). */
  catalogCache?: CatalogCache
}

export async function buildCart(
  db: Reader,
  state: CartState,
  options: BuildCartOptions = {},
): Promise<BuiltCart> {
  const now = options.now ?? new Date()
  const ids = [
    ...new Set(
      state.items.map((item) => item.productId).filter((id) => id !== PREMIUM_SUPPORT_PRODUCT_ID),
    ),
  ]
  const [productRows, priceRows, optionRows, modificationRows] = ids.length
    ? await cartCatalog(db, ids, state.currency, options.catalogCache)
    : [[], [], [], []]

  const names = new Map(productRows.map((row) => [row.id, { de: row.nameDe, en: row.nameEn }]))
  // Priced at this moment: an ended offer is the regular price again (catalog/offer.ts).
  const prices = new Map(priceRows.map((row) => [row.productId, priceAt(row, now)]))
  const unknownProductIds: number[] = []
  const unknownModifications: { productId: number; id: number }[] = []
  const items: CartItem[] = []
  const explanations: ItemExplanation[] = []
  const details = new Map<number, ItemDetails>()

  const premiumPrice = options.premiumSupportPriceEurMinor
  if (premiumPrice !== undefined) names.set(PREMIUM_SUPPORT_PRODUCT_ID, { ...PREMIUM_SUPPORT_NAME })

  for (const wanted of state.items) {
    if (wanted.productId === PREMIUM_SUPPORT_PRODUCT_ID && premiumPrice !== undefined) {
      const amount = premiumSupportPrice(premiumPrice, state.currency)
      items.push({
        productId: PREMIUM_SUPPORT_PRODUCT_ID,
        kind: 'premium-support',
        qty: wanted.qty,
        amount,
        strikeAmount: null,
        displayAmount: amount,
        offerProduct: false,
        modifications: [],
        subscriptionOptions: [],
      })
      details.set(PREMIUM_SUPPORT_PRODUCT_ID, {
        oneTimeAmount: amount,
        modificationNames: new Map(),
      })
      explanations.push({
        productId: PREMIUM_SUPPORT_PRODUCT_ID,
        basis: 'one-time',
        catalogAmount: amount,
        strikeAmount: null,
        subscriptionPeriod: null,
        activeModifications: [],
        displayAmount: amount,
        lineTotal: amount * wanted.qty,
        explanation: `premium support plan (one year), configured price ${premiumPrice} EUR${state.currency === 'EUR' ? '' : ` at the ${state.currency} list-price ratio`} = ${amount} ${state.currency}, gross`,
      })
      continue
    }
    const price = prices.get(wanted.productId)
    if (!names.has(wanted.productId) || !price) {
      unknownProductIds.push(wanted.productId)
      continue
    }
    const options = optionRows
      .filter((row) => row.productId === wanted.productId)
      .map((row) => ({
        period: row.period,
        amountPerPeriod: row.amountPerPeriod,
        strikeAmount: row.strikeAmount,
      }))
      .sort((a, b) => periodDays(b.period) - periodDays(a.period))
    const chosenOption = state.subscriptionPeriod
      ? options.find((option) => option.period === state.subscriptionPeriod)
      : undefined
    const own = modificationRows.filter((row) => row.productId === wanted.productId)
    for (const choice of wanted.modifications) {
      if (!own.some((row) => row.id === choice.id)) {
        unknownModifications.push({ productId: wanted.productId, id: choice.id })
      }
    }
    const modifications = own.map((row) => ({
      id: row.id,
      key: row.key,
      active: wanted.modifications.some((choice) => choice.id === row.id && choice.active),
      amount: row.amounts[state.currency] ?? 0,
    }))
    const offerProduct = !chosenOption && price.strikeAmount !== null
    const amount = chosenOption ? chosenOption.amountPerPeriod : price.amount
    const strikeAmount = chosenOption ? chosenOption.strikeAmount : price.strikeAmount
    const active = modifications.filter((m) => m.active)
    const added = active.reduce((sum, m) => sum + m.amount, 0)
    const displayAmount = amount + added
    details.set(wanted.productId, {
      oneTimeAmount: price.amount + added,
      modificationNames: new Map(own.map((row) => [row.id, { de: row.name.de, en: row.name.en }])),
    })
    items.push({
      productId: wanted.productId,
      qty: wanted.qty,
      amount,
      strikeAmount,
      displayAmount,
      offerProduct,
      modifications,
      subscriptionOptions: options,
    })
    const basis = chosenOption ? 'subscription' : offerProduct ? 'offer' : 'one-time'
    explanations.push({
      productId: wanted.productId,
      basis,
      catalogAmount: amount,
      strikeAmount,
      subscriptionPeriod: chosenOption?.period ?? null,
      activeModifications: active.map(({ id, key, amount: added }) => ({ id, key, amount: added })),
      displayAmount,
      lineTotal: displayAmount * wanted.qty,
      explanation:
        `${basis === 'subscription' ? `subscription ${chosenOption?.period} price` : basis === 'offer' ? `offer price (instead of ${strikeAmount})` : 'catalog price'} ${amount}` +
        active.map((m) => ` + ${m.key} ${m.amount}`).join('') +
        ` = ${displayAmount} per licence × ${wanted.qty} = ${displayAmount * wanted.qty} ${state.currency}, gross`,
    })
  }

  const subtotal = items.reduce((sum, item) => sum + item.displayAmount * item.qty, 0)
  const rate = vatRateFor(state.country)
  const cart: Cart = {
    items,
    vat: { percentageValue: rate },
    currency: state.currency,
    country: state.country,
  }
  if (state.subscriptionPeriod) cart.subscription = { period: state.subscriptionPeriod }

  let couponRejection: BuiltCart['couponRejection']
  let couponDebug: CartDebug['coupon'] = null
  if (state.couponCode) {
    const code = normalizeCouponCode(state.couponCode)
    const verdict = evaluateCoupon(await findCoupon(db, code), subtotal, state.currency, now)
    if (verdict.ok) {
      cart.coupon = { code, resultingDiscount: verdict.resultingDiscount }
      couponDebug = { code, rule: verdict.rule, resultingDiscount: verdict.resultingDiscount }
    } else {
      couponRejection = {
        code,
        reason: verdict.reason ?? 'UNKNOWN',
        ...(verdict.minimumAmount === undefined ? {} : { minimumAmount: verdict.minimumAmount }),
      }
    }
  }

  return {
    cart,
    names,
    details,
    couponRejection,
    unknownProductIds,
    unknownModifications,
    debug: {
      currency: state.currency,
      country: state.country,
      vat: {
        percentageValue: rate,
        rule:
          rate === 0
            ? `${state.country} is outside the EU: no VAT`
            : `standard VAT rate of ${state.country} for digital goods`,
      },
      items: explanations,
      subtotal,
      coupon: couponDebug,
      total: subtotal - (cart.coupon?.resultingDiscount ?? 0),
      note: 'Amounts are gross (VAT included), in minor units; tax = gross − gross / (100 + rate) × 100, rounded to 3 decimals',
    },
  }
}
