import type { GetStaticPaths, GetStaticProps } from 'next'
import Head from 'next/head'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useCallback, useState } from 'react'
import type {
  CatalogPathQuery,
  CatalogPathQueryVariables,
  PlatformCategoriesQuery,
  PlatformCategoriesQueryVariables,
  ProductListingQuery,
  ProductListingQueryVariables,
} from '../../__generated__/graphql'
import { catalogPageTexts } from '../../components/ProductListing/catalog-page-texts'
import { CategoryLinks } from '../../components/ProductListing/CategoryLinks'
import { JsonLd } from '../../components/JsonLd/JsonLd'
import { ProductGrid } from '../../components/ProductGrid/ProductGrid'
import { listingPageSize } from '../../components/ProductListing/listing-filters'
import { ProductPage } from '../../components/ProductPage/ProductPage'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { clientOnly } from '../../lib/client-only'
import { AffiliatePageTracking } from '../../tracking/AffiliateTracking'
import { breadcrumbJsonLd, type BreadcrumbItem } from '../../lib/structured-data'
import type { SitePageProps } from '../../routing/page-props'
import { RefreshPageDataContext } from '../../routing/refresh-page-data'
import { canonicalPath } from '../../routing/routes'

// The promotion modal opens in the browser only (once per session), and only on a product
// with a running promotion: its code (dialog, focus trap, claim form) is not part of every
// catalog page's first load.
const PromoModal = clientOnly(() =>
  import('../../components/PromoModal/PromoModal').then((module) => module.PromoModal),
)

type Segments = { categoryType: string; categoryName: string | null; productName: string | null }
type Resolved = NonNullable<CatalogPathQuery['catalogPath']>

interface CatalogPageProps extends SitePageProps {
  segments: Segments
  /** The platform, category or product, as the server's query found it. */
  resolved: Resolved
  /** A platform or category page's first page of programs; null on a product page. */
  listing: ProductListingQuery['products'] | null
  /** The platform's category links; empty on a product page. */
  categories: PlatformCategoriesQuery['categories']
  /**
   * A product page's Product/SoftwareApplication JSON-LD, made on the server: its code is
   * no part of the page's JavaScript (issue 22).
   */
  productJsonLd: Record<string, unknown> | null
}

function breadcrumbs(resolved: Resolved, locale: SiteLocale, home: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [
    { name: home, path: canonicalPath({ de: '/', en: '/' }, locale) },
    { name: resolved.platformType.name, path: canonicalPath(resolved.platformType.paths, locale) },
  ]
  if (resolved.category) {
    items.push({
      name: resolved.category.name,
      path: canonicalPath(resolved.category.paths, locale),
    })
  }
  if (resolved.product) {
    items.push({ name: resolved.product.name, path: canonicalPath(resolved.alternates, locale) })
  }
  return items
}

/** The catch-all `/{categoryType}/{categoryName?}/{productName?}`: platform, category or product. */
export default function CatalogPage(props: CatalogPageProps) {
  const { segments, siteUrl, listing, categories } = props
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  // Rendered from the server's props (decision 0020). A review written here asks the gateway
  // for the product again (the page's regenerated data): that answer replaces the props'.
  const [fresh, setFresh] = useState<{ of: Resolved; data: Resolved } | null>(null)
  const resolved = fresh?.of === props.resolved ? fresh.data : props.resolved
  const refresh = useCallback(async () => {
    const { fetchCatalogPath } = await import('../../components/ProductPage/fetch-catalog-path')
    const data = await fetchCatalogPath({ locale, ...segments })
    if (data) setFresh({ of: props.resolved, data })
  }, [locale, segments, props.resolved])
  // A running promotion of the product (issue 19, point 2): the hub sends only running ones.
  const promotion = resolved.product?.promotion ?? null
  const trail = breadcrumbs(resolved, locale, t('breadcrumbs.home'))
  const { title, heading, description } = catalogPageTexts(resolved, t)
  return (
    <>
      <Head>
        <title>{`${title} – Schaufenster`}</title>
        <meta name="description" content={description} />
      </Head>
      {siteUrl ? <JsonLd data={breadcrumbJsonLd(siteUrl, trail)} /> : null}
      {props.productJsonLd ? <JsonLd data={props.productJsonLd} /> : null}
      <nav aria-label={t('breadcrumbs.label')}>
        <ol className="breadcrumbs">
          {trail.map((item, index) => (
            <li key={item.path}>
              {index < trail.length - 1 ? (
                <Link href={item.path}>{item.name}</Link>
              ) : (
                <span aria-current="page">{item.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {resolved.product ? (
        <>
          <RefreshPageDataContext.Provider value={refresh}>
            <ProductPage product={resolved.product} platform={resolved.platformType.platform} />
          </RefreshPageDataContext.Provider>
          <AffiliatePageTracking pageType="PRODUCT_DETAIL" />
          {promotion ? <PromoModal promotion={promotion} locale={locale} /> : null}
        </>
      ) : (
        <>
          <h1>{heading}</h1>
          <p>{description}</p>
          <CategoryLinks
            categories={categories}
            platformName={resolved.platformType.name}
            current={resolved.category?.id ?? null}
          />
          {/* The cards' names are h3: the listing is the h2 between them and the page's h1. */}
          <section aria-labelledby="listing-heading">
            <h2 id="listing-heading" className="visually-hidden">
              {t('listing.heading')}
            </h2>
            <p data-testid="listing-count">
              {listing ? t('listing.count', { count: listing.totalCount }) : null}
            </p>
            <ProductGrid
              products={listing?.edges.map((edge) => edge.node) ?? []}
              platform={resolved.platformType.platform}
              opensPage
            />
          </section>
        </>
      )}
    </>
  )
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

const segmentPattern = /^[a-z0-9-]{1,80}$/

export const getStaticProps: GetStaticProps<CatalogPageProps> = async ({ params, locale }) => {
  // Server-only modules: kept out of the browser bundle by loading them here.
  const { CatalogPathDocument, PlatformCategoriesDocument, ProductListingDocument } =
    await import('../../__generated__/graphql')
  const { pageQuery } = await import('../../routing/page-query')
  const { basePageProps } = await import('../../routing/page-props')
  const { webServerConfig } = await import('../../config/server-config')
  const revalidate = webServerConfig().REVALIDATE_SECONDS
  const categoryType = typeof params?.['categoryType'] === 'string' ? params['categoryType'] : ''
  const rest = Array.isArray(params?.['rest']) ? (params['rest'] as string[]) : []
  const all = [categoryType, ...rest]
  // More than three segments, or anything that cannot be a slug, is no catalog page.
  if (rest.length > 2 || !all.every((segment) => segmentPattern.test(segment))) {
    return { notFound: true, revalidate }
  }
  const siteLocale = toSiteLocale(locale)
  const segments = { categoryType, categoryName: rest[0] ?? null, productName: rest[1] ?? null }
  const { catalogPath: resolved } = await pageQuery<CatalogPathQuery, CatalogPathQueryVariables>(
    CatalogPathDocument,
    { locale: siteLocale, ...segments },
  )
  // An unknown category type, category or product is a real 404, not a soft one.
  if (!resolved) return { notFound: true, revalidate }
  const platform = resolved.platformType.platform
  const [baseProps, listing, categories] = await Promise.all([
    // A product page also has its facts and editions and its reviews' summary, report dialog
    // and moderation notes (issue 24), in texts of their own.
    basePageProps(
      siteLocale,
      resolved.product
        ? ['forms', 'validation', 'components', 'product', 'reviews']
        : ['forms', 'validation', 'components'],
    ),
    resolved.product
      ? null
      : pageQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, {
          locale: siteLocale,
          first: listingPageSize,
          platform,
          category: resolved.category?.slug ?? null,
          sort: 'NAME',
        }),
    // The category links are in the server's HTML: crawlers follow them without script.
    resolved.product
      ? null
      : pageQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(
          PlatformCategoriesDocument,
          { locale: siteLocale, platform },
        ),
  ])
  const { productJsonLd } = await import('../../lib/structured-data')
  return {
    props: {
      ...baseProps,
      segments,
      resolved,
      listing: listing?.products ?? null,
      categories: categories?.categories ?? [],
      alternates: resolved.alternates,
      productJsonLd:
        resolved.product && baseProps.siteUrl
          ? productJsonLd(baseProps.siteUrl, {
              ...resolved.product,
              path: canonicalPath(resolved.alternates, siteLocale),
              price: resolved.product.priceGross ?? null,
              category: resolved.product.categories[0]?.name ?? null,
            })
          : null,
    },
    revalidate,
  }
}
