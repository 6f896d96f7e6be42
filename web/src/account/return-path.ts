import type { SiteLocale } from '../i18n/next-i18next-config'
import { pageUrl } from '../routing/routes'

// Where the login page sends a customer back to. The value comes from the address bar,
// so only a path of this site is accepted: no scheme, no host, no `//host` or `/\host`,
// nothing the browser would read as another origin, and not the storefront's own API.

const MAX_LENGTH = 2048
const BASE = 'https://return-path.invalid'
// Control characters, whitespace and backslashes: browsers read `/\host` as `//host`.
const hasForbiddenCharacters = (value: string) =>
  /[\s\\]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 32 || char === '\u007f')
const NOT_A_PAGE = /^\/(?:api|_next)(?:\/|$)/

/**
 * A same-site path to return to after login (path, query and hash), or `fallback`
 * when the value is missing, foreign or suspicious. Never the login page itself.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || hasForbiddenCharacters(value))
    return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE || NOT_A_PAGE.test(url.pathname)) return fallback
  // The normalized path is what the browser goes to: `/.//evil.example/x` and `/a/..//x`
  // resolve to `//…`, which a browser reads as another host (issue 18 §13).
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (path.startsWith('//') || hasForbiddenCharacters(path)) return fallback
  if (isLoginPath(url.pathname)) return fallback
  return path
}

function isLoginPath(pathname: string): boolean {
  const bare = pathname.replace(/^\/(?:de|en)(?=\/|$)/, '') || '/'
  return bare === pageUrl('/account/login', 'de') || bare === '/account/login'
}

/** The login page of a locale, with the path to return to when there is one. */
export function loginUrl(locale: SiteLocale, returnTo?: string): string {
  const login = pageUrl('/account/login', locale)
  if (!returnTo) return login
  const safe = safeReturnPath(returnTo, '')
  return safe ? `${login}?${new URLSearchParams({ returnTo: safe }).toString()}` : login
}

/**
 * A path as `router.push` wants it: without the locale prefix, and the locale apart
 * (`/en/account` → `/account`, en). Paths without a prefix are German.
 */
export function splitLocalePrefix(path: string): { path: string; locale: SiteLocale } {
  const match = /^\/(de|en)(?=[/?#]|$)/.exec(path)
  if (!match) return { path, locale: 'de' }
  const rest = path.slice(match[0].length)
  return { path: rest.startsWith('/') ? rest : `/${rest}`, locale: match[1] as SiteLocale }
}
