// The customer session (issue 8) is the HttpOnly cookie `sf_session`, set and cleared by
// the gateway. The storefront's server reads it from a page request only to hand it on
// to the gateway, never to anyone else, and never shows it to scripts in the browser.

export const SESSION_COOKIE = 'sf_session'

/** The shape of a session token: 32 random bytes, base64url (the gateway's own check). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The session token of a Cookie header, when it carries one of the right shape. */
export function sessionTokenFromCookieHeader(header: string | undefined | null): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue
    const value = part.slice(separator + 1).trim()
    return TOKEN.test(value) ? value : null
  }
  return null
}

/** The Cookie header the storefront's server sends to the gateway: the session alone. */
export function sessionCookieHeader(token: string): string {
  return `${SESSION_COOKIE}=${token}`
}

/**
 * The Set-Cookie values of a gateway answer that concern the session (a cleared or a new
 * session), to be passed on to the browser; every other cookie stays behind.
 */
export function sessionSetCookies(values: readonly string[]): string[] {
  return values.filter((value) => value.trimStart().startsWith(`${SESSION_COOKIE}=`))
}
