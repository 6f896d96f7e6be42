import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import styles from './Layout.module.css'

/** The default layout: sticky header with navigation, the page, the footer with legal links. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <>
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
          <LanguageSwitch />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <nav aria-label={t('footer.legal')} className={styles.footerNav}>
          <Link href="/impressum">{t('footer.imprint')}</Link>
          <Link href="/datenschutz">{t('footer.privacy')}</Link>
          <Link href="/agb">{t('footer.terms')}</Link>
          <Link href="/kontakt">{t('footer.contact')}</Link>
          <Link href="/presse">{t('footer.press')}</Link>
        </nav>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </footer>
    </>
  )
}
