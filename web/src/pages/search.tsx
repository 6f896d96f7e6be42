import { CombinedGraphQLErrors } from '@apollo/client'
import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import {
  SearchDocument,
  type SearchQuery,
  type SearchQueryVariables,
} from '../__generated__/graphql'
import { ProductGrid } from '../components/ProductGrid/ProductGrid'
import { SearchBox } from '../components/SearchBox/SearchBox'
import styles from '../components/SearchPage/SearchPage.module.css'
import { toSiteLocale } from '../i18n/next-i18next-config'
import type { SitePageProps } from '../routing/page-props'

interface SearchPageProps extends SitePageProps {
  query: string
  result: SearchQuery['search'] | null
  failure: 'invalid' | 'unavailable' | null
}

/** Full-text search over the catalog, ranked by the hub; rendered on the server. */
function SearchPage({ query, result, failure }: SearchPageProps) {
  const { t } = useTranslation('common')
  return (
    <>
      <Head>
        <title>{`${query ? t('search.titleFor', { query }) : t('search.title')} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{query ? t('search.titleFor', { query }) : t('search.title')}</h1>
      <div className={styles.box}>
        <SearchBox key={query} defaultValue={query} label={t('search.refineLabel')} />
      </div>
      {failure ? (
        <p role="alert">{t(`search.${failure}`)}</p>
      ) : result ? (
        <>
          <p data-testid="search-count">{t('search.count', { count: result.totalCount })}</p>
          {result.products.length > 0 ? (
            <ProductGrid products={result.products} opensPage />
          ) : (
            <p>{t('search.empty')}</p>
          )}
        </>
      ) : (
        <p>{t('search.hint')}</p>
      )}
    </>
  )
}

export const getServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  locale,
  query,
  res,
}) => {
  const { basePageProps } = await import('../routing/page-props')
  const { createServerApolloClient } = await import('../apollo/server-apollo-client')
  const siteLocale = toSiteLocale(locale)
  const baseProps = await basePageProps(siteLocale)
  const text = typeof query['q'] === 'string' ? query['q'].trim().slice(0, 100) : ''
  res.setHeader('cache-control', 'no-store')
  if (!text) return { props: { ...baseProps, query: '', result: null, failure: null } }
  try {
    const { data } = await createServerApolloClient().query<SearchQuery, SearchQueryVariables>({
      query: SearchDocument,
      variables: { locale: siteLocale, query: text },
    })
    return { props: { ...baseProps, query: text, result: data?.search ?? null, failure: null } }
  } catch (error) {
    // A query the hub refuses is the visitor's to fix; anything else is ours, for a moment.
    const invalid =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT')
    res.statusCode = invalid ? 400 : 503
    return {
      props: {
        ...baseProps,
        query: text,
        result: null,
        failure: invalid ? 'invalid' : 'unavailable',
      },
    }
  }
}

export default SearchPage
