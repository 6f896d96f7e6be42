import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { NextPage } from 'next'
import type { ReactNode } from 'react'
import { CartCurrencySync } from '../../currency/CartCurrencySync'
import { CurrencyProvider } from '../../currency/CurrencyProvider'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import { SiteNotice } from '../SiteNotice/SiteNotice'
import styles from './Layout.module.css'

export type LayoutName = 'default' | 'press'

/** A page declares its layout (spec §2); pages without a declaration use `default`. */
export type SitePage<P = object> = NextPage<P> & { layout?: LayoutName }

interface LayoutProps {
  alternates: Record<SiteLocale, string> | null
  children: ReactNode
}

export function DefaultLayout({ alternates, children }: LayoutProps) {
  return (
    <CurrencyProvider>
      <CartCurrencySync />
      <div data-layout="default" className={styles.shell}>
        <SiteHeader alternates={alternates} />
        <main id="main" className={styles.main}>
          <SiteNotice />
          {children}
        </main>
        <SiteFooter />
      </div>
    </CurrencyProvider>
  )
}

/** The press area: the site's header and footer around a press navigation. */
export function PressLayout({ alternates, children }: LayoutProps) {
  const { t } = useTranslation('common')
  const localePath = useLocalePath()
  return (
    <CurrencyProvider>
      <CartCurrencySync />
      <div data-layout="press" className={styles.shell}>
        <SiteHeader alternates={alternates} />
        <nav aria-label={t('press.navigation')} className={styles.pressNav}>
          <span className={styles.pressTitle}>{t('press.area')}</span>
          <Link href={localePath('/press')}>{t('press.overview')}</Link>
          <Link href={localePath('/press-downloads')}>{t('press.downloads')}</Link>
          <Link href={localePath('/press-contact')}>{t('press.contact')}</Link>
        </nav>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </CurrencyProvider>
  )
}

export const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  press: PressLayout,
}
