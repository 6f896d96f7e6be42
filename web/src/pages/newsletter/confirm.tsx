import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { LinkActionPage, type LinkPageProps } from '../../components/links/LinkActionPage'

/**
 * The double opt-in link's page. Opening it (as mail scanners do) confirms nothing; the
 * button does, and what the hub stores as proof of consent (time, address, browser, the
 * text below) comes from that POST.
 */
function ConfirmNewsletterPage(props: LinkPageProps) {
  const { t } = useTranslation('forms')
  return (
    <LinkActionPage
      {...props}
      title={t('confirmNewsletter.title')}
      intro={t('confirmNewsletter.intro')}
      submit={t('confirmNewsletter.submit')}
      next={{
        text: t('confirmNewsletter.next'),
        page: '/newsletter',
        label: t('confirmNewsletter.nextLink'),
      }}
    >
      <p>{t('confirmNewsletter.consent')}</p>
    </LinkActionPage>
  )
}

export const getServerSideProps: GetServerSideProps<LinkPageProps> = async (context) => {
  const { newsletterConfirmPage } = await import('../../components/links/link-pages')
  return newsletterConfirmPage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ConfirmNewsletterPage
