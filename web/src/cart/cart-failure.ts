/**
 * The codes the cart API gives for a refused change (hub/src/cart/cart-errors.ts). The
 * storefront shows its own text for each (cart.json `error.reason.*`): the API's sentence is
 * English and meant for developers, so it never reaches a page.
 */
export const CART_ERROR_CODES = [
  'QTY_FIXED',
  'QTY_OUT_OF_RANGE',
  'TOO_MANY_ITEMS',
  'INVALID_ITEM',
  'UNKNOWN_PRODUCT',
  'UNKNOWN_MODIFICATION',
  'SUBSCRIPTION_NOT_OFFERED',
  'CURRENCY_NOT_SUPPORTED',
  'COUNTRY_NOT_SUPPORTED',
  'COUPON_INVALID',
  'PROMOTION_FREE',
  'INVALID_CHANGE',
] as const

export type CartErrorCode = (typeof CART_ERROR_CODES)[number]

const isKnown = (code: string | null | undefined): code is CartErrorCode =>
  (CART_ERROR_CODES as readonly (string | null | undefined)[]).includes(code)

/**
 * The translation key (namespace `cart`) for a refused cart change: the first known code of
 * its field errors, else the general refusal.
 */
export function cartFailureKey(fieldErrors: readonly { code?: string | null }[]): string {
  const known = fieldErrors.map((error) => error.code).find(isKnown)
  return known ? `error.reason.${known}` : 'error.reason.INVALID_CHANGE'
}
