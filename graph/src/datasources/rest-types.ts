// The REST shapes the gateway receives from the data hub and the cart API.
// They are the contract of those services, declared here and not imported from
// hub/, because the gateway may point at a publisher's existing services.

import type { ProductSummaryRest } from './catalog-rest-types'

export type RestLocale = 'de' | 'en'
export type RestPlatform = 'windows' | 'mac' | 'android' | 'ios'
export type RestCurrency = 'EUR' | 'USD' | 'GBP' | 'CHF'

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

export interface ProductPageRest {
  // The hub's listings carry product summaries (issue 4); see catalog-rest-types.ts.
  items: ProductSummaryRest[]
  pageInfo: { endCursor: string | null; hasNextPage: boolean }
  totalCount: number
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
  /** Absent only from hubs older than the cart API. */
  country?: string
  vat: { percentageValue: number }
  subscription?: { period: string }
  coupon?: { code: string; resultingDiscount: number }
}

export interface HubErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; reason?: string }
}
