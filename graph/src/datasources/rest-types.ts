// The REST shapes the gateway receives from the data hub and the cart API.
// They are the contract of those services, declared here and not imported from
// hub/, because the gateway may point at a publisher's existing services. The constants they
// share with every tier come from @schaufenster/contract.

import type { ShopCurrency } from '@schaufenster/contract'

export type RestLocale = 'de' | 'en'
export type RestPlatform = 'windows' | 'mac' | 'android' | 'ios'
export type RestCurrency = ShopCurrency

export interface PriceRest {
  currency: RestCurrency
  /** Gross amount in minor units. */
  amount: number
}

export interface ProductRest {
  id: number
  slug: string
  slugs: Record<RestLocale, string>
  name: string
  platform: RestPlatform
  prices: PriceRest[]
  /** Opaque cursor of the product within a listing; only on listing answers. */
  cursor?: string
}

export interface CartModificationRest {
  id: number
  key: string
  active: boolean
  amount: number
}

export interface CartSubscriptionOptionRest {
  period: string
  amountPerPeriod: number
  strikeAmount: number | null
}

/** A cart item as the cart API sends it (spec §3); amounts gross, minor units. */
export interface CartItemRest {
  productId: number
  /** Set for the premium support plan (no catalog product). */
  kind?: 'premium-support'
  qty: number
  amount: number
  strikeAmount: number | null
  displayAmount: number
  offerProduct: boolean
  modifications: CartModificationRest[]
  subscriptionOptions: CartSubscriptionOptionRest[]
}

/** The cart as the cart API sends it (spec §3), with its signed token. */
export interface CartRest {
  token: string | null
  items: CartItemRest[]
  currency: RestCurrency
  country: string
  vat: { percentageValue: number }
  subscription?: { period: string }
  coupon?: { code: string; resultingDiscount: number }
}

export interface HubErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; reason?: string }
}
