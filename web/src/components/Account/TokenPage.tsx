import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import styles from './Account.module.css'
import { InvalidLink } from './SetPasswordForm'

/**
 * The page of an e-mailed link: its headline and text, and the form that uses the token,
 * or the "invalid link" message when the address carries no usable token.
 */
export function TokenPage({
  title,
  intro,
  token,
  invalidAction,
  children,
}: {
  title: string
  intro: string
  token: string | null
  invalidAction?: { page: string; label: string }
  children: (token: string) => ReactNode
}) {
  const { t } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${title} – ${t('site.name')}`}</title>
        <meta name="robots" content="noindex" />
        {/* The token is in this page's address: no page it links to gets to see it. */}
        <meta name="referrer" content="no-referrer" />
      </Head>
      <div className={styles.narrow}>
        <h1>{title}</h1>
        {token ? (
          <>
            <p className={styles.lead}>{intro}</p>
            {children(token)}
          </>
        ) : (
          <InvalidLink page={invalidAction?.page} label={invalidAction?.label} />
        )}
      </div>
    </>
  )
}
