import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { withLocalePrefix } from '../../routing/routes'

interface LanguageSwitchProps {
  alternates: Record<SiteLocale, string> | null
}

/** The URL of the switch: stores the choice in the cookie and redirects (works without JS). */
export function languageSwitchHref(target: SiteLocale, path: string): string {
  return `/api/locale?${new URLSearchParams({ locale: target, path }).toString()}`
}

/** Leads to the same page in the other language, slug translated, prefix changed. */
export function LanguageSwitch({ alternates }: LanguageSwitchProps) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const other: SiteLocale = toSiteLocale(router.locale) === 'de' ? 'en' : 'de'
  const slugPath = alternates?.[other] ?? '/'
  // Spec §2: the switch leads to the page under the new language's prefix.
  const target = withLocalePrefix(slugPath, other)
  return (
    <a
      href={languageSwitchHref(other, target)}
      hrefLang={other}
      lang={other}
      aria-label={`${t('nav.language')}: ${t('nav.switchTo')}`}
    >
      {t('nav.switchTo')}
    </a>
  )
}
