import { useTranslation } from 'next-i18next/pages'
import { MessagePage } from '../../components/forms/MessagePage'
import { formPageStaticProps } from '../../components/forms/static-props'

function RegisteredPage() {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('registered.title')} text={t('registered.text')} />
}

export const getStaticProps = formPageStaticProps

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default RegisteredPage
