import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { canonicalPath } from '../../routing/routes'
import { useCurrentSearch } from '../../routing/use-locale-path'

interface LanguageSwitchProps {
  alternates: Record<SiteLocale, string> | null
}

/**
 * The URL of the switch: stores the choice in the cookie and redirects (works without JS).
 * `from` is the page's own path: without JavaScript a statically generated page cannot know
 * its query, so the switch takes it from the Referer of the page named `from`.
 */
export function languageSwitchHref(target: SiteLocale, path: string, from?: string): string {
  const params: Record<string, string> = { locale: target, path }
  if (from) params['from'] = from
  return `/api/locale?${new URLSearchParams(params).toString()}`
}

/**
 * The page's address in the other language: its slug translated, its query kept (the
 * product of /download, the term of /suche, the order of the confirmation, a link's token),
 * always the canonical form: German without prefix, never a `/de/…` duplicate.
 */
export function switchTarget(
  alternates: Record<SiteLocale, string> | null,
  target: SiteLocale,
  search: string,
): string {
  const path = canonicalPath(alternates ?? { de: '/', en: '/' }, target)
  // A page whose alternates carry their own query (translated) keeps that one.
  return path.includes('?') || !search ? path : `${path}${search}`
}

/** Leads to the same page in the other language, slug translated, prefix changed. */
export function LanguageSwitch({ alternates }: LanguageSwitchProps) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const search = useCurrentSearch()
  const current = toSiteLocale(router.locale)
  const other: SiteLocale = current === 'de' ? 'en' : 'de'
  // The page's own canonical path: the same in the server render and in the browser.
  const here = alternates ? canonicalPath(alternates, current) : undefined
  return (
    <a
      href={languageSwitchHref(other, switchTarget(alternates, other, search), here)}
      hrefLang={other}
      lang={other}
      aria-label={`${t('nav.language')}: ${t('nav.switchTo')}`}
    >
      {t('nav.switchTo')}
    </a>
  )
}
