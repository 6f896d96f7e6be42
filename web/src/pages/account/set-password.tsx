import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { TokenPageProps } from '../../account/account-server'
import { SetPasswordForm } from '../../components/Account/SetPasswordForm'
import { TokenPage } from '../../components/Account/TokenPage'

/** The order mail's link for customers without a password yet (valid 7 days). */
export default function SetPasswordPage({ token }: TokenPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage title={t('setPassword.title')} intro={t('setPassword.intro')} token={token}>
      {(value) => <SetPasswordForm token={value} submitText={t('setPassword.submit')} />}
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<TokenPageProps> = async (context) => {
  const { tokenPageServerSideProps } = await import('../../account/account-server')
  return tokenPageServerSideProps(context)
}
