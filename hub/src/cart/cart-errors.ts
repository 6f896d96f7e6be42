import type { CartErrorReason } from '@schaufenster/contract'
import { HttpError } from '../http/errors'

// Why the cart API refused a change, as a code: the one list of @schaufenster/contract,
// which the storefront maps to its own localized texts (cart.json `error.reason.*`).
export { CART_ERROR_REASONS, type CartErrorReason } from '@schaufenster/contract'

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
