import type { GetStaticProps } from 'next'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import {
  HomeProductsDocument,
  useHomeProductsQuery,
  type HomeProductsQuery,
  type HomeProductsQueryVariables,
} from '../__generated__/graphql'
import { JsonLd } from '../components/JsonLd/JsonLd'
import { ProductCard } from '../components/ProductCard/ProductCard'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { organizationJsonLd } from '../lib/structured-data'
import { basePageProps, type SitePageProps } from '../routing/page-props'
import styles from './index.module.css'

const homeProductCount = 24

export default function HomePage({ siteUrl }: SitePageProps) {
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
      {siteUrl ? <JsonLd data={organizationJsonLd(siteUrl)} /> : null}
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
        <a href="#products">{t('home.skipToProducts')}</a>
      </section>
      <section id="products" aria-labelledby="products-heading">
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

export const getStaticProps: GetStaticProps<SitePageProps> = async ({ locale }) => {
  // Server-only modules: kept out of the browser bundle by loading them here.
  const { prefetchApolloState } = await import('../apollo/server-apollo-client')
  const { webServerConfig } = await import('../config/server-config')
  const siteLocale = toSiteLocale(locale)
  const [baseProps, apolloState] = await Promise.all([
    basePageProps(siteLocale),
    prefetchApolloState((client) =>
      client.query<HomeProductsQuery, HomeProductsQueryVariables>({
        query: HomeProductsDocument,
        variables: { locale: siteLocale, first: homeProductCount },
      }),
    ),
  ])
  return {
    props: { ...baseProps, ...apolloState },
    revalidate: webServerConfig().REVALIDATE_SECONDS,
  }
}
