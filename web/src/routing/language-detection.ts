import { defaultLocale, locales, type SiteLocale } from '../i18n/next-i18next-config'

/** Spec §9: the cookie that stores the visitor's language choice. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const

export function isSiteLocale(value: string | undefined | null): value is SiteLocale {
  return (locales as readonly string[]).includes(value ?? '')
}

/**
 * Picks a language from an Accept-Language header: entries in q-order, matched
 * by their primary language (`en-GB` → en, `de-AT` → de); German otherwise.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): SiteLocale {
  if (!header) return defaultLocale
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: Number.isFinite(q) ? q : 0,
        index,
      }
    })
    .filter((entry) => entry.q > 0)
    // Equal q keeps header order, as the header's author meant.
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const match = ranked.find((entry) => isSiteLocale(entry.language))
  return match ? (match.language as SiteLocale) : defaultLocale
}

/** The cookie wins when it holds a supported language; the header decides otherwise. */
export function detectLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): SiteLocale {
  return isSiteLocale(cookieValue) ? cookieValue : localeFromAcceptLanguage(acceptLanguage)
}

export function localeCookieHeader(locale: SiteLocale, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${locale}`,
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    `Path=${localeCookie.path}`,
    `SameSite=${localeCookie.sameSite}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
