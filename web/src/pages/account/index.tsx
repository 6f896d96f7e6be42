import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import {
  AccountOverviewDocument,
  type AccountOverviewQuery,
  type AccountOverviewQueryVariables,
} from '../../__generated__/graphql'
import type { AccountPageProps } from '../../account/account-server'
import { AccountClaims } from '../../components/Account/AccountClaims'
import { AccountNav } from '../../components/Account/AccountNav'
import { AccountOrders } from '../../components/Account/AccountOrders'
import { AccountReviews } from '../../components/Account/AccountReviews'
import { AccountSubscriptions } from '../../components/Account/AccountSubscriptions'
import { AccountSupport } from '../../components/Account/AccountSupport'
import styles from '../../components/Account/Account.module.css'
import { toSiteLocale } from '../../i18n/next-i18next-config'

type Props = AccountPageProps<AccountOverviewQuery>

/** The account area: orders with licence keys and downloads, subscriptions, support, reviews. */
function AccountOverviewPage({ data }: Props) {
  const { t } = useTranslation(['account', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const { me } = data
  return (
    <>
      <Head>
        <title>{`${t('overview.title')} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <header>
          <h1>{t('overview.title')}</h1>
          <p className={styles.lead}>
            {t('overview.greeting', { name: me.name })} ·{' '}
            {t('overview.loggedInAs', { email: me.email })}
          </p>
        </header>
        <AccountNav current="/account" />
        <AccountClaims customer={me} locale={locale} />
        <AccountOrders customer={me} locale={locale} />
        <div className={styles.grid}>
          <AccountSubscriptions customer={me} locale={locale} />
          <AccountSupport customer={me} offer={data.premiumSupportOffer} locale={locale} />
        </div>
        <AccountReviews customer={me} locale={locale} />
      </div>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { accountPageServerSideProps } = await import('../../account/account-server')
  return accountPageServerSideProps<AccountOverviewQuery, AccountOverviewQueryVariables>(
    '/account',
    AccountOverviewDocument,
    (locale) => ({
      locale,
    }),
  )(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default AccountOverviewPage
