import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { TokenPageProps } from '../../account/account-server'
import { ConfirmEmailChange } from '../../components/Account/ConfirmEmailChange'
import { TokenPage } from '../../components/Account/TokenPage'

/** The link sent to a new e-mail address (valid 24 hours). */
export default function ConfirmEmailPage({ token }: TokenPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage
      title={t('confirmEmail.title')}
      intro={t('confirmEmail.intro')}
      token={token}
      invalidAction={{ page: '/account', label: t('common.toAccount') }}
    >
      {(value) => <ConfirmEmailChange token={value} />}
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<TokenPageProps> = async (context) => {
  const { tokenPageServerSideProps } = await import('../../account/account-server')
  return tokenPageServerSideProps(context)
}
