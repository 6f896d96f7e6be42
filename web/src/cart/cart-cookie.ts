// The cart of a browser without JavaScript (issue 22: "add to cart" must work without it).
// Such a browser has no local storage to keep the cart token in, so the storefront's
// `/api/cart/add` keeps it in this cookie and the cart page is then rendered on the server
// from it (pages/cart/saved.tsx). With JavaScript the token lives in local storage as the
// spec says (cart-token-storage.ts); a page that finds the cookie moves its token there and
// removes the cookie (CartProvider). Not HttpOnly: the page must be able to do exactly that,
// and the same token is readable in local storage anyway. Necessary for the cart, so no
// consent is needed (consent registry: `cartCookie`). Named apart from the storage key, so the
// privacy policy lists two things under two names.

export const CART_COOKIE = 'cart_ref'

/** 30 days, the cart token's own lifetime (hub: the token's expiry, renewed with every answer). */
const MAX_AGE_S = 30 * 86_400

export function cartCookieHeader(token: string, secure: boolean): string {
  return [
    `${CART_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${MAX_AGE_S}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The cookie's token in a `Cookie` header or `document.cookie`, or null. */
export function cartTokenFromCookies(cookies: string | null | undefined): string | null {
  const match = /(?:^|;\s*)cart_ref=([^;]*)/.exec(cookies ?? '')
  if (!match?.[1]) return null
  const token = decodeURIComponent(match[1])
  // A JWT: three base64url parts. Anything else is no cart token.
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) && token.length <= 16_384 ? token : null
}

/** Removes the cookie in the browser (after its token moved to local storage). */
export function clearCartCookie(): void {
  document.cookie = `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
