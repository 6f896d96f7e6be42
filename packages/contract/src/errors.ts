// The one error model (issue 21, point 3): the codes a refusal carries on every tier.

/**
 * The hub's `error.code` values (the JSON error body of every /v1 and /cart answer). The
 * gateway passes them through unchanged as `ErrorResult.code` (schema.graphql `ErrorCode`).
 */
export const HUB_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  'PAYMENT_DECLINED',
  'CART_NOT_ORDERABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_CREDENTIALS',
  'NOT_PURCHASED',
] as const

export type HubErrorCode = (typeof HUB_ERROR_CODES)[number]

/**
 * Every value of the GraphQL `ErrorCode` enum: the hub's codes and the one the gateway names
 * itself (a coupon the cart refused comes inside the cart answer, not as a hub error).
 */
export const ERROR_CODES = [...HUB_ERROR_CODES, 'COUPON_REJECTED'] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * Why the cart API refused a change (`error.reason` of a 400 from /cart; GraphQL
 * `FieldError.code`). The storefront shows its own text for each in the shopper's language
 * (web/public/locales/{de,en}/cart.json `error.reason.*`), never the API's English sentence.
 */
export const CART_ERROR_REASONS = [
  /** The item is sold once per order (the premium support plan). */
  'QTY_FIXED',
  /** A quantity outside 1 to 99. */
  'QTY_OUT_OF_RANGE',
  /** More products than a cart holds. */
  'TOO_MANY_ITEMS',
  /** The same product twice, or an item that is not a product id. */
  'INVALID_ITEM',
  /** A product the catalog does not (or no longer) sell. */
  'UNKNOWN_PRODUCT',
  /** A modification (upgrade) the product does not have. */
  'UNKNOWN_MODIFICATION',
  /** A subscription period no product of the cart offers. */
  'SUBSCRIPTION_NOT_OFFERED',
  'CURRENCY_NOT_SUPPORTED',
  'COUNTRY_NOT_SUPPORTED',
  /** A coupon code longer than any code. */
  'COUPON_INVALID',
  /** A product a running promotion gives away: it is claimed by e-mail, never sold. */
  'PROMOTION_FREE',
  /** Anything else about the request's form. */
  'INVALID_CHANGE',
] as const

export type CartErrorReason = (typeof CART_ERROR_REASONS)[number]
