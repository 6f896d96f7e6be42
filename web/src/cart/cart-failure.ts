import { CART_ERROR_REASONS } from '@schaufenster/contract'

/**
 * The codes the cart API gives for a refused change: the one list in @schaufenster/contract,
 * shared with the hub. The storefront shows its own text for each (cart.json
 * `error.reason.*`): the API's sentence is English and meant for developers, so it never
 * reaches a page.
 */
export const CART_ERROR_CODES = CART_ERROR_REASONS

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
