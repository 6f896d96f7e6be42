import { jwtDecode } from 'jwt-decode'

/** A line of the cart as the signed token carries it (spec §3 "Cart item"). */
export interface CartTokenItem {
  productId: string | number
  qty: number
  [field: string]: unknown
}

/** The cart as decoded from its token (spec §3 "Cart (from decoded token)"). */
export interface DecodedCart {
  items: CartTokenItem[]
  vat?: { percentageValue?: number }
  subscription?: { period?: string } | null
  coupon?: { resultingDiscount?: number } | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads the cart out of a token without verifying it: the browser only needs the item
 * count before its first request, the gateway checks the signature. The cart is the
 * payload itself or its `cart` claim; anything else is no cart. Throws nothing.
 */
export function decodeCartToken(token: string): DecodedCart | null {
  let payload: unknown
  try {
    payload = jwtDecode(token)
  } catch {
    return null
  }
  if (!isRecord(payload)) return null
  const cart = isRecord(payload['cart']) ? payload['cart'] : payload
  const items = cart['items']
  if (!Array.isArray(items)) return null
  return {
    ...(cart as Omit<DecodedCart, 'items'>),
    items: items.filter(
      (item): item is CartTokenItem =>
        isRecord(item) &&
        (typeof item['productId'] === 'string' || typeof item['productId'] === 'number') &&
        typeof item['qty'] === 'number' &&
        Number.isInteger(item['qty']) &&
        item['qty'] > 0,
    ),
  }
}

/** Number of licences in a decoded cart: the sum of the item quantities. */
export function cartItemCount(cart: DecodedCart | null): number {
  if (!cart) return 0
  return cart.items.reduce((sum, item) => sum + item.qty, 0)
}
