import Link from 'next/link'
import Router from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useState } from 'react'
import { AccountLink } from '../AccountLink/AccountLink'
import { CartLink } from '../CartLink/CartLink'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { OnlineStatus } from '../OnlineStatus/OnlineStatus'
import { SearchBox } from '../SearchBox/SearchBox'
import { CurrencyChooser } from './CurrencyChooser'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import styles from './SiteHeader.module.css'

interface SiteHeaderProps {
  alternates: Record<SiteLocale, string> | null
}

/**
 * The sticky header (`#nav-bar`): logo, customer login, cart and, behind a menu
 * button on phones, the platform navigation, search, language switch and currency. One
 * row on every width from 360 px on, with or without a cart badge, logged in or not.
 */
export function SiteHeader({ alternates }: SiteHeaderProps) {
  const { t } = useTranslation('common')
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)

  useEffect(() => {
    const close = () => setMenuOpen(false)
    Router.events.on('routeChangeStart', close)
    return () => Router.events.off('routeChangeStart', close)
  }, [])

  return (
    <header id="nav-bar" className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo}>
          {t('site.name')}
        </Link>
        <div className={styles.quick}>
          <AccountLink />
          <CartLink />
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              className={styles.menuIcon}
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M4 6h16M4 12h16M4 18h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className={styles.menuText}>{t('nav.menu')}</span>
          </button>
        </div>
        <div id={menuId} className={styles.menu} data-open={menuOpen}>
          <nav aria-label={t('nav.platforms')} className={styles.nav}>
            <Link href="/windows">{t('nav.windows')}</Link>
            <Link href="/mac">{t('nav.mac')}</Link>
            <Link href="/mobile">{t('nav.mobile')}</Link>
          </nav>
          <SearchBox />
          <div className={styles.preferences}>
            <LanguageSwitch alternates={alternates} />
            <CurrencyChooser alternates={alternates} />
          </div>
        </div>
      </div>
      <OnlineStatus />
    </header>
  )
}
