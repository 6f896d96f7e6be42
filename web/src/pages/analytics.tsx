import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { AnalystLogin } from '../analysts/AnalystLogin'
import type { AnalystsPageProps } from '../analysts/analysts-server'
import styles from '../analysts/Analysts.module.css'
import { AnalystsView } from '../analysts/AnalystsView'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { pageUrl } from '../routing/routes'

/**
 * The analysts' page (`/analysen`, `/en/analytics`; issue 20): conversion figures as charts
 * and tables behind the analyst key. Linked from nowhere in the shop, never indexed, not in
 * the sitemap; rendered on the server per request.
 */
function AnalyticsPage(props: AnalystsPageProps) {
  const { t } = useTranslation(['analysts', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const here = pageUrl('/analytics', locale)
  return (
    <>
      <Head>
        <title>{`${t('title')} – ${t('common:site.name')}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={styles.page}>
        <div className={styles.header}>
          <h1>{t('title')}</h1>
          {props.access === 'granted' ? (
            <form method="post" action="/api/analysts/logout">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={styles.secondary}>
                {t('logout')}
              </button>
            </form>
          ) : null}
        </div>
        <p className={styles.lead}>{t('intro')}</p>
        {props.access === 'granted' ? (
          <AnalystsView
            locale={locale}
            action={here}
            query={props.query}
            problem={props.problem}
            series={props.series}
            totals={props.totals}
            csvHref={props.csvHref}
          />
        ) : (
          <AnalystLogin locale={locale} problem={props.loginProblem} />
        )}
      </div>
    </>
  )
}

export const getServerSideProps: GetServerSideProps<AnalystsPageProps> = async (context) => {
  const { analystsPageServerSideProps } = await import('../analysts/analysts-server')
  return analystsPageServerSideProps(context)
}

// No withApollo: nothing here queries while rendering; a mutation loads the client when it is
// first sent (apollo/lazy-mutation.ts, decision 0021).
export default AnalyticsPage
