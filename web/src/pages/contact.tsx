import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { ContactHelp } from '../components/ContactHelp/ContactHelp'
import { formPageStaticProps } from '../components/forms/static-props'

/** Help and contact: the four help options, help articles, and the support forms. */
function ContactPage() {
  const { t } = useTranslation(['forms', 'common'])
  return (
    <>
      <Head>
        <title>{`${t('forms:contact.title')} – ${t('common:site.name')}`}</title>
        <meta name="description" content={t('forms:contact.intro')} />
      </Head>
      <h1>{t('forms:contact.title')}</h1>
      <p>{t('forms:contact.intro')}</p>
      <ContactHelp />
    </>
  )
}

export const getStaticProps = formPageStaticProps

// No withApollo: nothing here queries while rendering; the programs of the select load after
// hydration, a mutation loads the client when it is first sent (decision 0021).
export default ContactPage
