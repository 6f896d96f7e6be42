import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { PRIVATE_LINK_META } from '../../consent/ThirdPartyScripts'
import { useLocalePath } from '../../routing/use-locale-path'
import formStyles from '../forms/Forms.module.css'
import styles from '../forms/MessagePage.module.css'

/**
 * Where a page of an e-mailed link stands: its button, or why there is none (the link is
 * unknown, used or expired; the gateway is down; a limit is used up).
 */
export type LinkPageState = 'ready' | 'invalid' | 'used' | 'expired' | 'unavailable' | 'limited'

/** What a visitor can do when the link does not work: a sentence and a link to a page. */
export interface LinkNextStep {
  text: string
  page: string
  label: string
}

export interface LinkPageProps {
  state: LinkPageState
  /** The hub's own message for an invalid link or a used-up limit, localized. */
  message?: string | null
}

/**
 * The page an e-mailed link opens (newsletter, unsubscribe, activation). Opening it
 * changes nothing; the button POSTs this page's form (plain HTML: it works without
 * JavaScript) and the server does the rest. A failure shows the failure alone.
 */
export function LinkActionPage({
  state,
  message,
  title,
  intro,
  submit,
  next,
  children,
}: LinkPageProps & {
  title: string
  intro: string
  submit: string
  /** Shown under a link that does not work (invalid, used, expired). */
  next: LinkNextStep
  children?: ReactNode
}) {
  const { t: tc } = useTranslation('common')
  const { t } = useTranslation('forms')
  const localePath = useLocalePath()
  const ready = state === 'ready'
  const heading = ready ? title : t('link.failedTitle')
  const broken = state === 'invalid' || state === 'used' || state === 'expired'
  const failure =
    state === 'unavailable'
      ? t('link.unavailable')
      : state === 'limited'
        ? message || t('link.unavailable')
        : state === 'used'
          ? t('link.used')
          : state === 'expired'
            ? t('link.expired')
            : message || t('link.invalid')
  return (
    <>
      <Head>
        <title>{`${heading} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <meta name={PRIVATE_LINK_META} content="1" />
      </Head>
      <section className={styles.message}>
        <h1>{heading}</h1>
        {ready ? (
          <>
            <p>{intro}</p>
            {children}
            <form method="post" className={formStyles.form} aria-label={submit}>
              <button type="submit" className={formStyles.submit}>
                {submit}
              </button>
            </form>
          </>
        ) : (
          <>
            <p role="alert">{failure}</p>
            {broken ? (
              <p>
                {next.text} <Link href={localePath(next.page)}>{next.label}</Link>
              </p>
            ) : null}
          </>
        )}
        <p>
          <Link href="/">{t('link.home')}</Link>
        </p>
      </section>
    </>
  )
}
