import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { SetPasswordForm } from '../../components/Account/SetPasswordForm'
import { TokenPage } from '../../components/Account/TokenPage'

/** The "forgot password" mail's link (valid one hour, single use). */
function ResetPasswordPage(link: AccountLinkPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage title={t('resetPassword.title')} intro={t('resetPassword.intro')} link={link}>
      <SetPasswordForm link={link} submitText={t('resetPassword.submit')} />
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<AccountLinkPageProps> = async (context) => {
  const { resetPasswordPage } = await import('../../account/account-link-pages')
  return resetPasswordPage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ResetPasswordPage
