import { DEFAULT_SUBSEQUENT_VERSION_KEY } from '@schaufenster/contract'
import { roundHalfAwayFromZero } from './money'
import { netOfGross } from './tax'
import type { PricingCart, PricingCartItem } from './types'

// The affiliate tracking formulas of spec §9, on the cart API's cart and on the order
// record. Inputs and results are integer minor units; "net" is §9's round₂(gross − tax₃)
// of one gross amount (tax.ts), and the sums add those nets as §9 writes them.

/**
 * The modification that makes a line the Plus edition (issue 19, point 3): it is the
 * edition's own price, not an option, so it belongs to the basis like the upgrade does.
 */
export const PLUS_EDITION_KEY = 'plus-edition'

export interface UnitPriceOptions {
  vatPercentage: number
  subscriptionPeriod?: string | null
  subsequentVersionKey?: string
}

/**
 * §9 unit price: the basis without tax. The basis is the strike amount of an offer, or with
 * a subscription the option of the cart's period (its strike amount if present, else the
 * amount per period), else the amount; an active subsequent-version modification (and the
 * Plus edition's surcharge) adds its amount to the basis.
 */
export function trackingUnitPrice(item: PricingCartItem, options: UnitPriceOptions): number {
  const key = options.subsequentVersionKey ?? DEFAULT_SUBSEQUENT_VERSION_KEY
  const option = options.subscriptionPeriod
    ? item.subscriptionOptions.find((o) => o.period === options.subscriptionPeriod)
    : undefined
  let basis: number
  if (option) basis = option.strikeAmount ?? option.amountPerPeriod
  else if (item.offerProduct && item.strikeAmount != null) basis = item.strikeAmount
  else basis = item.amount
  for (const modification of item.modifications) {
    const modificationKey = modification.key ?? String(modification.id)
    if (modification.active && (modificationKey === key || modificationKey === PLUS_EDITION_KEY)) {
      basis += modification.amount
    }
  }
  return netOfGross(basis, options.vatPercentage)
}

/** §9 item discount per licence: strike minus current price, net of tax; offer products only. */
export function itemDiscountNet(item: PricingCartItem, vatPercentage: number): number {
  if (!item.offerProduct || item.strikeAmount == null) return 0
  return Math.max(
    0,
    netOfGross(item.strikeAmount, vatPercentage) - netOfGross(item.amount, vatPercentage),
  )
}

/** §9 coupon discount: the resulting discount minus its tax share; 0 without a positive discount. */
export function couponDiscountNet(
  coupon: { resultingDiscount: number } | null | undefined,
  vatPercentage: number,
): number {
  if (!coupon || coupon.resultingDiscount <= 0) return 0
  return netOfGross(coupon.resultingDiscount, vatPercentage)
}

export interface ConversionItem {
  /** Product id as text. */
  itemId: string
  unitPrice: number
  quantity: number
  discount?: number
}

export function conversionItems(
  cart: PricingCart,
  subsequentVersionKey?: string,
): ConversionItem[] {
  const options = {
    vatPercentage: cart.vat.percentageValue,
    subscriptionPeriod: cart.subscription?.period ?? null,
    subsequentVersionKey,
  }
  return cart.items.map((item) => {
    const discount = itemDiscountNet(item, options.vatPercentage)
    return {
      itemId: String(item.productId),
      unitPrice: trackingUnitPrice(item, options),
      quantity: item.qty,
      ...(discount > 0 ? { discount } : {}),
    }
  })
}

/** §9 conversion amount: the sum of (unit price − discount) × quantity. */
export function conversionAmount(items: readonly ConversionItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.unitPrice - (item.discount ?? 0)) * item.quantity,
    0,
  )
}

/**
 * §9 cart subtotal: the conversion amount minus the coupon's resulting discount when there
 * is one, rounded to whole minor units; 0 for no cart.
 */
export function cartSubtotal(cart: PricingCart | null | undefined, subsequentVersionKey?: string) {
  if (!cart) return 0
  const amount = conversionAmount(conversionItems(cart, subsequentVersionKey))
  return roundHalfAwayFromZero(amount - (cart.coupon?.resultingDiscount ?? 0), 0)
}

/** §4: 'new' when the order number ends in '-0' (the customer's first order), else 'return'. */
export function customerStatus(orderNumber: string): 'new' | 'return' {
  return orderNumber.endsWith('-0') ? 'new' : 'return'
}

/** The order record's product as §3 lists it (amounts gross, minor units). */
export interface OrderProductPrice {
  price: { price: number; tax: number }
  offer?: { price: number } | null
  offerProduct: boolean
}

/** §9 unit price in the order view: offer price minus tax for offer products, else price minus tax. */
export function orderUnitPrice(product: OrderProductPrice, taxVatPercentage: number): number {
  if (product.offerProduct && product.offer) {
    return netOfGross(product.offer.price, taxVatPercentage)
  }
  return product.price.price - product.price.tax
}
