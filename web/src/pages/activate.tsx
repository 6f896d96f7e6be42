import type { GetServerSideProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { LinkActionPage, type LinkPageProps } from '../components/links/LinkActionPage'

/** The activation e-mail's link: the button confirms the program activation. */
export default function ActivatePage(props: LinkPageProps) {
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
