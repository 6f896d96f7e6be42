import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { ConfirmRegistration } from '../../components/Account/ConfirmRegistration'
import { TokenPage } from '../../components/Account/TokenPage'

/** The registration mail's link (valid 7 days): its button confirms the address and logs in. */
function ConfirmRegistrationPage(link: AccountLinkPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage
      title={t('confirm.title')}
      intro={t('confirm.intro')}
      link={link}
      invalidAction={{ page: '/account/login', label: t('common.toLogin') }}
    >
      <ConfirmRegistration link={link} />
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<AccountLinkPageProps> = async (context) => {
  const { confirmRegistrationPage } = await import('../../account/account-link-pages')
  return confirmRegistrationPage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ConfirmRegistrationPage
