import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import type { AccountLinkPageProps } from '../../account/account-link-pages'
import { ConfirmEmailChange } from '../../components/Account/ConfirmEmailChange'
import { TokenPage } from '../../components/Account/TokenPage'

/** The link sent to a new e-mail address (valid 24 hours); its button confirms it. */
function ConfirmEmailPage(link: AccountLinkPageProps) {
  const { t } = useTranslation('account')
  return (
    <TokenPage
      title={t('confirmEmail.title')}
      intro={t('confirmEmail.intro')}
      link={link}
      invalidAction={{ page: '/account', label: t('common.toAccount') }}
    >
      <ConfirmEmailChange link={link} />
    </TokenPage>
  )
}

export const getServerSideProps: GetServerSideProps<AccountLinkPageProps> = async (context) => {
  const { confirmEmailChangePage } = await import('../../account/account-link-pages')
  return confirmEmailChangePage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ConfirmEmailPage
