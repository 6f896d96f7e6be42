import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { SetPasswordForm } from '../../components/Account/SetPasswordForm'
import { TokenPage } from '../../components/Account/TokenPage'

/** The order mail's link for customers without a password yet (valid 7 days). */
function SetPasswordPage(link: AccountLinkPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage title={t('setPassword.title')} intro={t('setPassword.intro')} link={link}>
      <SetPasswordForm link={link} submitText={t('setPassword.submit')} />
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<AccountLinkPageProps> = async (context) => {
  const { setPasswordPage } = await import('../../account/account-link-pages')
  return setPasswordPage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default SetPasswordPage
