import Head from 'next/head'
import { useRouter } from 'next/router'
import { ErrorPageBoundary, ErrorView } from '../components/ErrorView/ErrorView'
import { errorTexts } from '../i18n/error-texts'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { textPageStaticProps } from '../routing/static-props'

/** Every unmatched route: a real 404 with the texts of spec §8 in the page's language. */
export default function NotFoundPage() {
  const locale = toSiteLocale(useRouter().locale)
  return (
    <ErrorPageBoundary locale={locale}>
      <Head>
        <title>{`${errorTexts[locale].notFound} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorView locale={locale} message={errorTexts[locale].notFound} />
    </ErrorPageBoundary>
  )
}

export const getStaticProps = textPageStaticProps
