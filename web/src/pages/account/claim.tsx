import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ClaimLinkPageProps } from '../../account/claim-link-page'
import styles from '../../components/Account/Account.module.css'
import { InvalidLink } from '../../components/Account/SetPasswordForm'
import { FormMessage } from '../../components/forms/Field'
import formStyles from '../../components/forms/Forms.module.css'
import { PRIVATE_LINK_META } from '../../consent/ThirdPartyScripts'
import { useLocalePath } from '../../routing/use-locale-path'

/**
 * The link of the mail sent when a guest order or ticket used an account's address: its
 * button (a POST of this page, no JavaScript needed) adds the item to that account.
 */
function ClaimPage({ failure, error, claimed }: ClaimLinkPageProps) {
  const { t } = useTranslation(['account', 'common'])
  const localePath = useLocalePath()
  // A broken link shows only the failure: its headline never names what it would have done.
  const title = !claimed && failure !== null ? t('token.failedTitle') : t('claims.linkTitle')
  return (
    <>
      <Head>
        <title>{`${title} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <meta name={PRIVATE_LINK_META} content="1" />
      </Head>
      <div className={styles.narrow}>
        <h1>{title}</h1>
        {claimed ? (
          <div role="status">
            <p className={styles.lead} data-testid="claim-done">
              {claimed.kind === 'ORDER'
                ? t('claims.orderAdded', { number: claimed.number })
                : t('claims.ticketAdded', { number: claimed.number })}
            </p>
            <p>
              <Link href={localePath('/account')}>{t('claims.toAccount')}</Link>
            </p>
          </div>
        ) : failure !== null ? (
          <InvalidLink message={failure} page="/account" label={t('claims.toAccount')} />
        ) : (
          <>
            <p className={styles.lead}>{t('claims.linkIntro')}</p>
            <form method="post" className={formStyles.form} aria-label={t('claims.add')}>
              <FormMessage error={error ?? undefined} />
              <button type="submit" className={formStyles.submit}>
                {t('claims.add')}
              </button>
            </form>
            <p className={styles.meta}>{t('claims.notMine')}</p>
          </>
        )}
      </div>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<ClaimLinkPageProps> = async (context) => {
  const { claimLinkPage } = await import('../../account/claim-link-page')
  return claimLinkPage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ClaimPage
