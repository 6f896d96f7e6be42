import Link from 'next/link'
import { Component, type ReactNode } from 'react'
import { errorTexts } from '../../i18n/error-texts'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import styles from './ErrorView.module.css'

interface ErrorViewProps {
  locale: SiteLocale
  message: string
  children?: ReactNode
}

/** The error page's content (spec §8): the headline, a message, a way home. */
export function ErrorView({ locale, message, children }: ErrorViewProps) {
  const texts = errorTexts[locale]
  return (
    <section className={styles.error}>
      <h1>{texts.headline}</h1>
      <p className={styles.message}>{message}</p>
      {children}
      <Link href="/">{texts.home}</Link>
    </section>
  )
}

/** What shows when the error page itself fails to render. */
export function ErrorPageFailure({ locale }: { locale: SiteLocale }) {
  const texts = errorTexts[locale]
  return (
    <section className={styles.error}>
      <p className={styles.message}>{texts.errorPageFailed}</p>
      <a href={locale === 'en' ? '/en' : '/'}>{texts.home}</a>
    </section>
  )
}

interface BoundaryProps {
  locale: SiteLocale
  children: ReactNode
}

/** Catches a failure while showing an error, so the visitor still gets a way home. */
export class ErrorPageBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure locale={this.props.locale} /> : this.props.children
  }
}
