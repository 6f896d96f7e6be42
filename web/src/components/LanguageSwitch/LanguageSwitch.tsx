import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'

/** Links to the same page in the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation('common')
  const router = useRouter()
  const other = toSiteLocale(router.locale) === 'de' ? 'en' : 'de'
  return (
    <Link
      href={router.asPath}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={t('nav.language')}
    >
      {t('nav.switchTo')}
    </Link>
  )
}
