import { HttpError } from '../http/errors'

/**
 * Why the cart API refused a change, as a code: the storefront shows its own text for each
 * in the shopper's language (web/public/locales/{de,en}/cart.json `error.reason.*`), so the
 * API's English sentence (meant for developers and logs) never reaches a page.
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

export function cartError(
  reason: CartErrorReason,
  message: string,
  fields?: Record<string, string>,
): HttpError {
  return new HttpError(400, 'BAD_REQUEST', message, fields, reason)
}

/** The reason for a refused field of PATCH /cart, by the field's path (`items.0.qty`). */
export function reasonForField(path: string): CartErrorReason {
  if (/^items\.\d+\.qty$/.test(path)) return 'QTY_OUT_OF_RANGE'
  if (path === 'items') return 'TOO_MANY_ITEMS'
  if (path.startsWith('items')) return 'INVALID_ITEM'
  if (path.startsWith('currency')) return 'CURRENCY_NOT_SUPPORTED'
  if (path.startsWith('country')) return 'COUNTRY_NOT_SUPPORTED'
  if (path.startsWith('subscription')) return 'SUBSCRIPTION_NOT_OFFERED'
  if (path.startsWith('coupon')) return 'COUPON_INVALID'
  return 'INVALID_CHANGE'
}
