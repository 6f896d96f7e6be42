import { splitGross } from './tax'
import type { PricingCart, PricingCartItem } from './types'
import { itemDiscountNet } from './tracking'

// The numbers the Cart type shows, from the cart API's gross amounts. Tax is taken per
// line and for the total from the gross amount (never summed from rounded unit taxes), so
// each shown net plus its tax is exactly its gross.

export interface CartItemView {
  unitPriceGross: number
  unitPriceNet: number
  strikeUnitPriceGross: number | null
  discountNet: number
  lineTotalGross: number
  lineTotalNet: number
  taxAmount: number
}

export interface CartTotalsView {
  itemCount: number
  subtotalGross: number
  couponDiscountGross: number
  totalGross: number
  totalNet: number
  taxAmount: number
}

export function cartItemView(item: PricingCartItem, vatPercentage: number): CartItemView {
  const unit = splitGross(item.displayAmount, vatPercentage)
  const line = splitGross(item.displayAmount * item.qty, vatPercentage)
  return {
    unitPriceGross: unit.grossMinor,
    unitPriceNet: unit.netMinor,
    strikeUnitPriceGross: item.offerProduct ? (item.strikeAmount ?? null) : null,
    discountNet: itemDiscountNet(item, vatPercentage),
    lineTotalGross: line.grossMinor,
    lineTotalNet: line.netMinor,
    taxAmount: line.taxMinor,
  }
}

export function cartTotalsView(cart: PricingCart): CartTotalsView {
  const rate = cart.vat.percentageValue
  const subtotalGross = cart.items.reduce((sum, item) => sum + item.displayAmount * item.qty, 0)
  // A coupon never takes the total below zero, whatever the hub sent.
  const couponDiscountGross = Math.min(
    subtotalGross,
    Math.max(0, cart.coupon?.resultingDiscount ?? 0),
  )
  const total = splitGross(subtotalGross - couponDiscountGross, rate)
  return {
    itemCount: cart.items.reduce((sum, item) => sum + item.qty, 0),
    subtotalGross,
    couponDiscountGross,
    totalGross: total.grossMinor,
    totalNet: total.netMinor,
    taxAmount: total.taxMinor,
  }
}
