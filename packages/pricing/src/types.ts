// The cart as the cart API sends it (spec §3 "Cart (from decoded token)"): every amount
// is gross, in integer minor units of the cart's currency. The gateway's REST types and
// the hub's token payload both have this shape.

export interface PricingModification {
  id: number | string
  /** The subsequent-version upgrade carries the configured key. */
  key?: string
  active: boolean
  /** What it adds to one licence, gross. */
  amount: number
}

export interface PricingSubscriptionOption {
  period: string
  amountPerPeriod: number
  strikeAmount?: number | null
}

export interface PricingCartItem {
  productId: number | string
  qty: number
  /** Current price of one licence without modifications, gross. */
  amount: number
  /** Former price of one licence of an offer, gross. */
  strikeAmount?: number | null
  /** What one licence costs with its active modifications, gross. */
  displayAmount: number
  offerProduct: boolean
  modifications: PricingModification[]
  subscriptionOptions: PricingSubscriptionOption[]
}

export interface PricingCart {
  items: PricingCartItem[]
  vat: { percentageValue: number }
  subscription?: { period: string } | null
  coupon?: { code: string; resultingDiscount: number } | null
  currency: string
}
