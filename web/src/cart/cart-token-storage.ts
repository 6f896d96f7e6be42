import { decodeCartToken } from './decode-cart-token'

/** Local storage key of the cart token (spec §3 "Cart token storage"). */
export const CART_TOKEN_KEY = 'cartToken'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * The token in a stored value `{"cart":{"token":"…"}}`; anything that is not JSON or has
 * no string `cart.token` counts as no token (spec §5).
 */
export function parseStoredCartToken(raw: string | null): string | null {
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(parsed) || !isRecord(parsed['cart'])) return null
  const token = parsed['cart']['token']
  return typeof token === 'string' && token !== '' ? token : null
}

/** The value to store for a token. */
export function serializeCartToken(token: string): string {
  return JSON.stringify({ cart: { token } })
}

// Each undecodable token is logged once, not on every request that reads it.
const reported = new Set<string>()

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be switched off (privacy settings); the cart then lives for one page.
    return null
  }
}

/**
 * The stored cart token when it is well-formed and decodable, else null. An undecodable
 * token is logged (once) and treated as absent, so it is never sent.
 */
export function readCartToken(storage: Storage | null = browserStorage()): string | null {
  if (!storage) return null
  let raw: string | null
  try {
    raw = storage.getItem(CART_TOKEN_KEY)
  } catch {
    return null
  }
  const token = parseStoredCartToken(raw)
  if (token === null) return null
  if (!decodeCartToken(token)) {
    if (!reported.has(token)) {
      reported.add(token)
      console.warn('Ignoring a stored cart token that cannot be decoded')
    }
    return null
  }
  return token
}

/** Stores the cart's new token; null (an empty cart never saved) removes it. */
export function writeCartToken(
  token: string | null,
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) return
  try {
    if (token === null) storage.removeItem(CART_TOKEN_KEY)
    else storage.setItem(CART_TOKEN_KEY, serializeCartToken(token))
  } catch {
    // A full or disabled storage loses the cart after this page; the order still works.
  }
}

export function clearCartToken(storage: Storage | null = browserStorage()): void {
  writeCartToken(null, storage)
}
