import { CURRENCIES, type Currency } from '../db/schema'

// The cart of spec §3 as the hub signs it into the token and answers it: every amount
// gross (tax included), in integer minor units of `currency`.

export interface CartModification {
  id: number
  /** The subsequent-version upgrade carries the configured key. */
  key: string
  active: boolean
  /** What it adds to one licence. */
  amount: number
}

export interface CartSubscriptionOption {
  period: string
  amountPerPeriod: number
  strikeAmount: number | null
}

export interface CartItem {
  productId: number
  /** Set for the premium support plan, which is sold like a product but is none. */
  kind?: 'premium-support'
  qty: number
  /** Current price of one licence without modifications (the subscription's per period price when one applies). */
  amount: number
  /** Former price of one licence of an offer; null otherwise. */
  strikeAmount: number | null
  /** What one licence costs with its active modifications. */
  displayAmount: number
  offerProduct: boolean
  modifications: CartModification[]
  subscriptionOptions: CartSubscriptionOption[]
}

export interface Cart {
  items: CartItem[]
  vat: { percentageValue: number }
  subscription?: { period: string }
  coupon?: { code: string; resultingDiscount: number }
  currency: Currency
  /** The buyer's country that decides the VAT rate. */
  country: string
}

/** What a cart is made of; everything else is computed from the catalog. */
export interface CartState {
  items: { productId: number; qty: number; modifications: { id: number; active: boolean }[] }[]
  currency: Currency
  country: string
  subscriptionPeriod: string | null
  couponCode: string | null
}

export const EMPTY_CART_STATE: CartState = {
  items: [],
  currency: 'EUR',
  country: 'DE',
  subscriptionPeriod: null,
  couponCode: null,
}

// The premium support plan's id and name live in @schaufenster/contract.

export const MAX_QTY = 99
export const MAX_CART_ITEMS = 50
export const PERIOD_PATTERN = /^[1-9][0-9]?[dmy]$/

export { CURRENCIES, type Currency }
