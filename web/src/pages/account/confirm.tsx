import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { TokenPageProps } from '../../account/account-server'
import { ConfirmRegistration } from '../../components/Account/ConfirmRegistration'
import { TokenPage } from '../../components/Account/TokenPage'

/** The registration mail's link (valid 7 days): confirms the address and logs in. */
export default function ConfirmRegistrationPage({ token }: TokenPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage
      title={t('confirm.title')}
      intro={t('confirm.intro')}
      token={token}
      invalidAction={{ page: '/account/login', label: t('common.toLogin') }}
    >
      {(value) => <ConfirmRegistration token={value} />}
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<TokenPageProps> = async (context) => {
  const { tokenPageServerSideProps } = await import('../../account/account-server')
  return tokenPageServerSideProps(context)
}
