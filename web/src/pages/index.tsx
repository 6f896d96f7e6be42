import type { GetStaticProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { HomePageQuery, HomePageQueryVariables } from '../__generated__/graphql'
import { BestsellerHero } from '../components/HomeSections/BestsellerHero'
import { HomeSection } from '../components/HomeSections/HomeSection'
import { PressLogos } from '../components/HomeSections/PressLogos'
import { PromotionCountdown } from '../components/HomeSections/PromotionCountdown'
import styles from '../components/HomeSections/HomeSections.module.css'
import { JsonLd } from '../components/JsonLd/JsonLd'
import { NewsletterBox } from '../components/NewsletterBox/NewsletterBox'
import { ProductCard } from '../components/ProductCard/ProductCard'
import { ProductGrid } from '../components/ProductGrid/ProductGrid'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { AffiliatePageTracking } from '../tracking/AffiliateTracking'
import { organizationJsonLd } from '../lib/structured-data'
import type { SitePageProps } from '../routing/page-props'
import pageStyles from './index.module.css'

interface HomePageProps extends SitePageProps {
  /** The gateway's answer, queried by the server: the page needs no Apollo Client. */
  data: HomePageQuery
  /** When the page was rendered: the countdown's first frame, equal on server and client. */
  renderedAt: number
}

export default function HomePage({ siteUrl, data, renderedAt }: HomePageProps) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const home = data.homePage
  return (
    <>
      <Head>
        <title>{`${t('site.name')} – ${t('home.title')}`}</title>
        <meta name="description" content={t('site.tagline')} />
      </Head>
      {siteUrl ? <JsonLd data={organizationJsonLd(siteUrl, data.company)} /> : null}
      <AffiliatePageTracking pageType="HOMEPAGE" />
      <section className={pageStyles.hero}>
        <h1 className={pageStyles.title}>{t('home.title')}</h1>
        <p className={pageStyles.intro}>{t('home.intro')}</p>
        <a href="#products">{t('home.skipToProducts')}</a>
      </section>

      <BestsellerHero product={home.bestsellerOfTheMonth} />

      <PromotionCountdown promotions={data.promotions} locale={locale} renderedAt={renderedAt} />

      <HomeSection id="top-programs" title={t('home.topPrograms')}>
        <div className={styles.topPrograms}>
          {home.topPrograms.map((group) => (
            <div key={group.category.id}>
              <h3 className={styles.topProgramsCategory}>
                <Link href={group.category.paths[locale]}>{group.category.name}</Link>
              </h3>
              <ol className={styles.compactList}>
                {group.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} platform={group.category.platform} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </HomeSection>

      <HomeSection id="products" title={t('home.mostDownloaded')}>
        <ProductGrid products={home.mostDownloaded} />
      </HomeSection>

      <HomeSection id="recently-added" title={t('home.recentlyAdded')}>
        <ProductGrid products={home.recentlyAdded} />
      </HomeSection>

      <HomeSection id="android-apps" title={t('home.androidApps')}>
        <ProductGrid products={home.androidApps} platform="ANDROID" />
      </HomeSection>

      <HomeSection id="ios-apps" title={t('home.iosApps')}>
        <ProductGrid products={home.iosApps} platform="IOS" />
      </HomeSection>

      <HomeSection id="press" title={t('home.pressLogos')}>
        <PressLogos logos={home.pressLogos} />
      </HomeSection>

      <section
        className={`${styles.section} ${styles.newsletterBanner}`}
        aria-labelledby="newsletter-heading"
      >
        <h2 id="newsletter-heading">{home.newsletterBanner.headline}</h2>
        <p>{home.newsletterBanner.text}</p>
        <NewsletterBox source={router.asPath} />
      </section>
    </>
  )
}

export const getStaticProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  // Server-only modules: kept out of the browser bundle by loading them here.
  const { HomePageDocument } = await import('../__generated__/graphql')
  const { pageQuery } = await import('../routing/page-query')
  const { basePageProps } = await import('../routing/page-props')
  const { webServerConfig } = await import('../config/server-config')
  const siteLocale = toSiteLocale(locale)
  const [baseProps, data] = await Promise.all([
    basePageProps(siteLocale, ['forms', 'validation', 'components']),
    pageQuery<HomePageQuery, HomePageQueryVariables>(HomePageDocument, { locale: siteLocale }),
  ])
  return {
    props: { ...baseProps, data, renderedAt: Date.now() },
    revalidate: webServerConfig().REVALIDATE_SECONDS,
  }
}
