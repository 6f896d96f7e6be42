import { useTranslation } from 'next-i18next/pages'
import { MessagePage } from '../../components/forms/MessagePage'
import { formPageStaticProps } from '../../components/forms/static-props'

export default function RegisteredPage() {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('registered.title')} text={t('registered.text')} />
}

export const getStaticProps = formPageStaticProps
