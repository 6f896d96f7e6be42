import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { TokenPageProps } from '../../account/account-server'
import { SetPasswordForm } from '../../components/Account/SetPasswordForm'
import { TokenPage } from '../../components/Account/TokenPage'

/** The "forgot password" mail's link (valid one hour, single use). */
export default function ResetPasswordPage({ token }: TokenPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage title={t('resetPassword.title')} intro={t('resetPassword.intro')} token={token}>
      {(value) => <SetPasswordForm token={value} submitText={t('resetPassword.submit')} />}
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<TokenPageProps> = async (context) => {
  const { tokenPageServerSideProps } = await import('../../account/account-server')
  return tokenPageServerSideProps(context)
}
