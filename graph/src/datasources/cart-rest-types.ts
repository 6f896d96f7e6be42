import type { ProductSummaryRest } from './catalog-rest-types'
import type {
  CartItemRest,
  CartModificationRest,
  CartRest,
  RestCurrency,
  RestLocale,
} from './rest-types'

// The cart API's and the order endpoints' REST shapes (hub `/cart`, `/v1/orders`), and the
// parents the cart and order resolvers receive. Amounts are gross integer minor units.

export interface CouponRejectionRest {
  code: string
  reason:
    | 'UNKNOWN'
    | 'EXPIRED'
    | 'NOT_YET_VALID'
    | 'USAGE_LIMIT_REACHED'
    | 'MINIMUM_NOT_REACHED'
    | 'NOT_APPLICABLE'
  message: string
  /** The minimum order value in the cart's currency, for MINIMUM_NOT_REACHED. */
  minimumAmount?: number
}

/** What the cart API answers beside each cart item (in the items' order), never signed. */
export interface CartItemDetailsRest {
  productId: number
  /** The product's (or the premium support plan's) name in both languages. */
  names: { de: string; en: string }
  /** One licence bought once (no subscription) with its active modifications. */
  oneTimeAmount: number | null
  modifications: { id: number; names: { de: string; en: string } }[]
  /** The catalog summary in the answer's language; null for the premium support plan. */
  product: ProductSummaryRest | null
}

/** Every answer of the cart API (GET, PATCH /cart, POST /cart/changes). */
export interface CartAnswerRest {
  cart: CartRest
  /** Absent from the answer for a request without a cart token (the empty cart). */
  itemDetails?: CartItemDetailsRest[]
  couponRejection?: CouponRejectionRest
}

/** The Cart type's parent: the cart API's cart, its item details and the language asked for. */
export interface CartParent extends CartRest {
  locale: RestLocale
  itemDetails: CartItemDetailsRest[]
}

export interface CartItemParent {
  item: CartItemRest
  details: CartItemDetailsRest | undefined
  cart: CartParent
}

export interface CartItemModificationParent {
  modification: CartModificationRest
  /** The modification's name in the cart's language. */
  name: string
  currency: RestCurrency
}

export interface AppliedCouponParent {
  code: string
  resultingDiscount: number
  currency: RestCurrency
}

export interface OrderProductRest {
  productId: number
  kind: 'program' | 'premium-support'
  /** The name in the order's language. */
  name: string
  /** The name in both languages. */
  names: { de: string; en: string }
  qty: number
  price: { price: number; tax: number }
  offer: { price: number } | null
  offerProduct: boolean
  licenceKeys: string[]
  /** The licences with their ids (hubs with customer accounts). */
  licences?: { id: string; key: string }[]
  downloads: {
    fileName: string
    platform: 'windows' | 'mac' | 'android' | 'ios'
    sizeBytes: number
    /** Signed link of the paid download (issue 18), valid for a limited time. */
    url?: string
    /** The store page of a mobile edition, instead of a file (issue 19). */
    storeUrl?: string
  }[]
}

/** GET /v1/orders/{orderNumber} and POST /v1/orders: the order of spec §3 and more. */
export interface OrderRest {
  orderNumber: string
  placedAt: string
  locale: RestLocale
  email: string
  price: { currency: RestCurrency; tax: number; taxVatPercentage: number; price: number }
  products: OrderProductRest[]
  coupon: { code: string; resultingDiscount: number } | null
  subscription?: { period: string } | null
  additionalProperties: { cjEvent: string | null }
  /** The billing address (issue 23); null for older orders. */
  billing?: BillingAddressRest | null
  reverseCharge?: boolean
  /** Decision 0022: pending (on the provider's page, or a SEPA debit), paid or failed. */
  paymentStatus?: 'pending' | 'paid' | 'failed'
  /** Decision 0024: the invoice of a paid order, with a link signed for its owner. */
  invoice?: { number: string; url: string }
}

/** A billing address as the hub answers it (orders and the account). */
export interface BillingAddressRest {
  country: string
  name: string
  company: string | null
  vatId: string | null
  street: string
  postalCode: string
  city: string
}

export interface OrderItemParent {
  product: OrderProductRest
  currency: RestCurrency
  /** The order the line belongs to, for its licences. */
  order: Pick<OrderRest, 'orderNumber' | 'placedAt'>
}

export interface OrderPlacedRest {
  order: OrderRest
  accessToken: string
  /** The provider's hosted page the buyer pays on; null when nothing is left to pay. */
  paymentUrl: string | null
}
