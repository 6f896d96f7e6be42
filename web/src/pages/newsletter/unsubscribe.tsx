import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { LinkActionPage, type LinkPageProps } from '../../components/links/LinkActionPage'

/**
 * The unsubscribe link of every newsletter e-mail: a button unsubscribes. Mail clients
 * that offer RFC 8058 one-click unsubscribe POST to this address and are served at once.
 */
function UnsubscribeNewsletterPage(props: LinkPageProps) {
  const { t } = useTranslation('forms')
  return (
    <LinkActionPage
      {...props}
      title={t('unsubscribe.title')}
      intro={t('unsubscribe.intro')}
      submit={t('unsubscribe.submit')}
      next={{ text: t('unsubscribe.next'), page: '/contact', label: t('link.contact') }}
    />
  )
}

export const getServerSideProps: GetServerSideProps<LinkPageProps> = async (context) => {
  const { newsletterUnsubscribePage } = await import('../../components/links/link-pages')
  return newsletterUnsubscribePage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default UnsubscribeNewsletterPage
