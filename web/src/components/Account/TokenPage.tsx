import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { PRIVATE_LINK_META } from '../../consent/ThirdPartyScripts'
import styles from './Account.module.css'
import { InvalidLink } from './SetPasswordForm'

/**
 * The page of an e-mailed link: its headline and text, and the form that uses the token
 * (kept by the server in an HttpOnly cookie, never in this page), or only the failure
 * when the link is invalid, used or expired.
 */
export function TokenPage({
  title,
  intro,
  link,
  invalidAction,
  children,
}: {
  title: string
  intro: string
  link: AccountLinkPageProps
  invalidAction?: { page: string; label: string }
  children: ReactNode
}) {
  const { t } = useTranslation(['common', 'account'])
  // A broken link shows only the failure: its headline never names the action it would do.
  const heading = link.failure !== null ? t('account:token.failedTitle') : title
  return (
    <>
      <Head>
        <title>{`${heading} – ${t('site.name')}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <meta name={PRIVATE_LINK_META} content="1" />
      </Head>
      <div className={styles.narrow}>
        <h1>{heading}</h1>
        {link.failure !== null ? (
          <InvalidLink
            message={link.failure}
            page={invalidAction?.page}
            label={invalidAction?.label}
          />
        ) : (
          <>
            {link.changedTo === null ? <p className={styles.lead}>{intro}</p> : null}
            {children}
          </>
        )}
      </div>
    </>
  )
}
