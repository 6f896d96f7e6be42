import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import styles from './MessagePage.module.css'

/** A landing page after a form or an e-mail link: headline, text, a way on. */
export function MessagePage({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children?: ReactNode
}) {
  const { t: tc } = useTranslation('common')
  const { t } = useTranslation('forms')
  return (
    <>
      <Head>
        <title>{`${title} – ${tc('site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.message}>
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
        <p>
          <Link href="/">{t('link.home')}</Link>
        </p>
      </section>
    </>
  )
}
