/** Spec §9: the affiliate click id of the landing page, kept in the cookie `cje`. */
export const affiliateCookieName = 'cje'
const thirteenMonthsSeconds = 13 * 31 * 24 * 60 * 60
const clickIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/** The `cjevent` of a landing page's query string, when it is a well-formed click id. */
export function clickIdFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('cjevent')
  return value && clickIdPattern.test(value) ? value : null
}

/** Stored only with marketing consent; a later click replaces an earlier one (last click wins). */
export function affiliateCookieHeader(clickId: string, secure: boolean): string {
  const parts = [
    `${affiliateCookieName}=${clickId}`,
    `Max-Age=${thirteenMonthsSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
