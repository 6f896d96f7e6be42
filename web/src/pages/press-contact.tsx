import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { PressContactForm } from '../components/forms/PressContactForm'
import { formPageStaticProps } from '../components/forms/static-props'

/** The press office's contact page; journalists request full versions here. */
function PressContactPage() {
  const { t } = useTranslation(['forms', 'common'])
  return (
    <>
      <Head>
        <title>{`${t('forms:press.title')} – ${t('common:site.name')}`}</title>
        <meta name="description" content={t('forms:press.intro')} />
      </Head>
      <h1>{t('forms:press.title')}</h1>
      <p>{t('forms:press.intro')}</p>
      <PressContactForm />
    </>
  )
}

export const getStaticProps = formPageStaticProps

// A press page: the press layout (spec §2).
PressContactPage.layout = 'press' as const

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default PressContactPage
