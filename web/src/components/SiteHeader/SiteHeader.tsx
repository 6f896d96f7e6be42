import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { CartLink } from '../CartLink/CartLink'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { OnlineStatus } from '../OnlineStatus/OnlineStatus'
import { SearchBox } from '../SearchBox/SearchBox'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import styles from './SiteHeader.module.css'

interface SiteHeaderProps {
  alternates: Record<SiteLocale, string> | null
}

/** The sticky header (`#nav-bar`): logo, platform navigation, search, cart, language switch. */
export function SiteHeader({ alternates }: SiteHeaderProps) {
  const { t } = useTranslation('common')
  return (
    <header id="nav-bar" className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo}>
          {t('site.name')}
        </Link>
        <nav aria-label={t('nav.platforms')} className={styles.nav}>
          <Link href="/windows">{t('nav.windows')}</Link>
          <Link href="/mac">{t('nav.mac')}</Link>
          <Link href="/mobile">{t('nav.mobile')}</Link>
        </nav>
        <SearchBox />
        <CartLink />
        <LanguageSwitch alternates={alternates} />
      </div>
      <OnlineStatus />
    </header>
  )
}
