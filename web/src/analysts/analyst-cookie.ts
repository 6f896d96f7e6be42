// The analyst's access to the analysts' page: the key they pasted, kept in the HttpOnly
// cookie `sf_analyst` (SameSite=Strict: no other site's link or form ever carries it;
// Secure when the site is https). The storefront's server reads it only to send it to the
// gateway as `Authorization: Bearer <key>`, never to anyone else, and never writes it into
// a page.

export const ANALYST_COOKIE = 'sf_analyst'

/** A working day's access; the analyst pastes the key again afterwards. */
export const ANALYST_COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60

/** The shape of a key (`npm run analyst-key`: 32 random bytes, base64url), loosely. */
const KEY = /^[A-Za-z0-9_-]{16,256}$/

export function isAnalystKeyShape(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value)
}

/** The analyst key of a Cookie header, when it carries one of the right shape. */
export function analystKeyFromCookieHeader(header: string | undefined | null): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== ANALYST_COOKIE) continue
    const value = part.slice(separator + 1).trim()
    return isAnalystKeyShape(value) ? value : null
  }
  return null
}

export function analystCookieHeader(key: string, secure: boolean): string {
  const parts = [
    `${ANALYST_COOKIE}=${key}`,
    `Max-Age=${ANALYST_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function clearedAnalystCookieHeader(secure: boolean): string {
  const parts = [`${ANALYST_COOKIE}=`, 'Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Strict']
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
