import type { NextPageContext } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { ErrorPageBoundary, ErrorView } from '../components/ErrorView/ErrorView'
import { errorTexts } from '../i18n/error-texts'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { errorStatus } from '../routing/error-status'

interface ErrorPageProps {
  statusCode: number
}

/** Every other error (spec §8): its status, the headline, and a way home. */
function ErrorPage({ statusCode }: ErrorPageProps) {
  const locale = toSiteLocale(useRouter().locale)
  const texts = errorTexts[locale]
  return (
    <ErrorPageBoundary locale={locale}>
      <Head>
        <title>{`${statusCode} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorView locale={locale} message={statusCode === 404 ? texts.notFound : texts.serverError}>
        <p data-testid="error-status">{statusCode}</p>
      </ErrorView>
    </ErrorPageBoundary>
  )
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  const statusCode = errorStatus(err, res?.statusCode)
  if (res) res.statusCode = statusCode
  return { statusCode }
}

export default ErrorPage
