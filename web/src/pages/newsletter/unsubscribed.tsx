import { useTranslation } from 'next-i18next/pages'
import { MessagePage } from '../../components/forms/MessagePage'
import { formPageStaticProps } from '../../components/forms/static-props'

export default function UnsubscribedPage() {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('unsubscribed.title')} text={t('unsubscribed.text')} />
}

export const getStaticProps = formPageStaticProps
