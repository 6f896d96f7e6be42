import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { LinkActionPage, type LinkPageProps } from '../components/links/LinkActionPage'

/** The activation e-mail's link: the button confirms the program activation. */
function ActivatePage(props: LinkPageProps) {
  const { t } = useTranslation('forms')
  return (
    <LinkActionPage
      {...props}
      title={t('activate.title')}
      intro={t('activate.intro')}
      submit={t('activate.submit')}
      next={{ text: t('activate.next'), page: '/contact', label: t('link.contact') }}
    />
  )
}

export const getServerSideProps: GetServerSideProps<LinkPageProps> = async (context) => {
  const { activatePage } = await import('../components/links/link-pages')
  return activatePage(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default ActivatePage
