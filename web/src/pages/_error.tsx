import type { NextPageContext } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { ErrorPageBoundary, ErrorView } from '../components/ErrorView/ErrorView'
import { errorTexts } from '../i18n/error-texts'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { errorPageProps, errorStatus } from '../routing/error-status'
import type { SitePageProps } from '../routing/page-props'

interface ErrorPageProps extends SitePageProps {
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

ErrorPage.getInitialProps = ({ res, err, locale }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = errorStatus(err, res?.statusCode)
  if (res) res.statusCode = statusCode
  // Rendered by the server (a page whose data failed, say), the error page has no texts of
  // its own, and the site's header and footer showed their keys. In the browser the texts of
  // the page before are loaded already (and this branch is compiled out of the bundle).
  return errorPageProps(
    statusCode,
    typeof window === 'undefined'
      ? async () => (await import('../routing/page-props')).basePageProps(toSiteLocale(locale))
      : undefined,
  )
}

export default ErrorPage
