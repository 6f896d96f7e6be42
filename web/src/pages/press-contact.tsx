import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import type { SitePage } from '../components/Layout/layouts'
import { PageBlocks } from '../components/PageBlocks/PageBlocks'
import { PressContactForm } from '../components/forms/PressContactForm'
import { FORM_NAMESPACES } from '../components/forms/page-props'
import type { ContentPageProps } from '../routing/static-props'
import { contentPageStaticProps } from '../routing/static-props'

/**
 * The press office's contact page: the named press contact (the hub's content blocks, issue
 * 24 point 4), and the form through which journalists request full versions.
 */
const PressContactPage: SitePage<ContentPageProps> = ({ content }) => {
  const { t } = useTranslation(['forms', 'common'])
  return (
    <>
      <Head>
        <title>{`${t('forms:press.title')} – ${t('common:site.name')}`}</title>
        <meta name="description" content={t('forms:press.intro')} />
      </Head>
      <h1>{t('forms:press.title')}</h1>
      <p>{t('forms:press.intro')}</p>
      <PageBlocks blocks={content.blocks} />
      <PressContactForm />
    </>
  )
}

// The contact person from the hub and the form's texts, as props (no Apollo Client).
export const getStaticProps = contentPageStaticProps('/press-contact', FORM_NAMESPACES)

// A press page: the press layout (spec §2).
PressContactPage.layout = 'press'

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default PressContactPage
