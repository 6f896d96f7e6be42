import type { GetStaticProps } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import {
  HomeProductsDocument,
  useHomeProductsQuery,
  type HomeProductsQuery,
  type HomeProductsQueryVariables,
} from '../__generated__/graphql'
import type { ApolloPageProps } from '../apollo/create-apollo-client'
import { ProductCard } from '../components/ProductCard/ProductCard'
import { nextI18NextConfig, toSiteLocale } from '../i18n/next-i18next-config'
import styles from './index.module.css'

const homeProductCount = 24

export default function HomePage() {
  const { t } = useTranslation('common')
  const { locale } = useRouter()
  const { data } = useHomeProductsQuery({
    variables: { locale: toSiteLocale(locale), first: homeProductCount },
  })
  const products = data?.products.edges.map((edge) => edge.node) ?? []
  return (
    <>
      <Head>
        <title>{`${t('site.name')} – ${t('home.title')}`}</title>
        <meta name="description" content={t('site.tagline')} />
      </Head>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
      </section>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{t('home.products')}</h2>
        {products.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

export const getStaticProps: GetStaticProps<ApolloPageProps> = async ({ locale }) => {
  // Server-only modules: kept out of the browser bundle by loading them here.
  const { prefetchApolloState } = await import('../apollo/server-apollo-client')
  const { webServerConfig } = await import('../config/server-config')
  const siteLocale = toSiteLocale(locale)
  const [translations, apolloState] = await Promise.all([
    serverSideTranslations(siteLocale, ['common'], nextI18NextConfig),
    prefetchApolloState((client) =>
      client.query<HomeProductsQuery, HomeProductsQueryVariables>({
        query: HomeProductsDocument,
        variables: { locale: siteLocale, first: homeProductCount },
      }),
    ),
  ])
  return {
    props: { ...translations, ...apolloState },
    revalidate: webServerConfig().REVALIDATE_SECONDS,
  }
}
