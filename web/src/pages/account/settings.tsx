import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import {
  AccountSettingsDocument,
  type AccountSettingsQuery,
  type AccountSettingsQueryVariables,
} from '../../__generated__/graphql'
import type { AccountPageProps } from '../../account/account-server'
import { AccountNav } from '../../components/Account/AccountNav'
import { AccountProfile } from '../../components/Account/AccountProfile'
import { EmailChangeForm } from '../../components/Account/EmailChangeForm'
import { NewsletterSettings } from '../../components/Account/NewsletterSettings'
import { PasswordChangeForm } from '../../components/Account/PasswordChangeForm'
import { PrivacySettings } from '../../components/Account/PrivacySettings'
import styles from '../../components/Account/Account.module.css'
import { BillingAddressForm } from '../../components/BillingAddress/BillingAddressForm'
import { toSiteLocale } from '../../i18n/next-i18next-config'

type Props = AccountPageProps<AccountSettingsQuery>

/** The account's data and settings: newsletter, billing address, e-mail, password, export, deletion. */
function AccountSettingsPage({ data }: Props) {
  const { t } = useTranslation(['account', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const { me } = data
  return (
    <>
      <Head>
        <title>{`${t('settings.title')} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <h1>{t('settings.title')}</h1>
        <AccountNav current="/account/settings" />
        <div className={styles.grid}>
          <AccountProfile customer={me} locale={locale} />
          <NewsletterSettings customer={me} />
          <BillingAddressForm customer={me} />
          <EmailChangeForm />
          <PasswordChangeForm />
        </div>
        <PrivacySettings />
      </div>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { accountPageServerSideProps } = await import('../../account/account-server')
  return accountPageServerSideProps<AccountSettingsQuery, AccountSettingsQueryVariables>(
    '/account/settings',
    AccountSettingsDocument,
    () => ({}),
  )(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default AccountSettingsPage
