import { useTranslation } from 'next-i18next/pages'
import { MessagePage } from '../components/forms/MessagePage'
import { formPageStaticProps } from '../components/forms/static-props'

export default function ActivatedPage() {
  const { t } = useTranslation('forms')
  return <MessagePage title={t('activated.title')} text={t('activated.text')} />
}

export const getStaticProps = formPageStaticProps
