import type { GetServerSideProps, GetStaticProps } from 'next'
import {
  PlatformCategoriesDocument,
  ProductListingCategoriesDocument,
  ProductListingDocument,
  type Platform,
  type PlatformCategoriesQuery,
  type PlatformCategoriesQueryVariables,
  type ProductListingCategoriesQuery,
  type ProductListingCategoriesQueryVariables,
  type ProductListingQuery,
  type ProductListingQueryVariables,
} from '../__generated__/graphql'
import {
  filtersFromQuery,
  listingPageSize,
  type ListingFilters,
} from '../components/ProductListing/listing-filters'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { defaultFilters, LISTING_PAGES, type ListingPageKey } from './listing-pages'
import { basePageProps, type SitePageProps } from './page-props'
import { pageQuery } from './page-query'

/** A platform page's props: the gateway's answers, so the page needs no Apollo Client. */
export interface ListingPageProps extends SitePageProps {
  /** Which platform page this is (its path). */
  pageKey: ListingPageKey
  /** The filters `listing` answers: the defaults on the static page, the address's otherwise. */
  filters: ListingFilters
  /** The programs for `filters`. */
  listing: ProductListingQuery['products']
  /** The category filter's choices. */
  filterCategories: ProductListingCategoriesQuery['categories']
  /** The category links of each linked platform, in the server's HTML. */
  platformCategories: Array<{
    platform: Platform
    categories: PlatformCategoriesQuery['categories']
  }>
}

async function listingProps(
  key: ListingPageKey,
  locale: SiteLocale,
  filters: ListingFilters,
): Promise<ListingPageProps> {
  const linkedPlatforms = LISTING_PAGES[key]
  const [baseProps, listing, filterCategories, ...linked] = await Promise.all([
    basePageProps(locale, ['pages']),
    pageQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, {
      locale,
      first: listingPageSize,
      ...filters,
    }),
    pageQuery<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>(
      ProductListingCategoriesDocument,
      { locale },
    ),
    // The links to the platforms' category pages (CategoryLinks), in the server's HTML.
    ...linkedPlatforms.map((platform) =>
      pageQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(
        PlatformCategoriesDocument,
        { locale, platform },
      ),
    ),
  ])
  return {
    ...baseProps,
    pageKey: key,
    filters,
    listing: listing.products,
    filterCategories: filterCategories.categories,
    platformCategories: linkedPlatforms.map((platform, index) => ({
      platform,
      categories: linked[index]?.categories ?? [],
    })),
  }
}

/** A platform page (`/windows`): the default filters' programs, pre-rendered. */
export function listingStaticProps(key: ListingPageKey): GetStaticProps<ListingPageProps> {
  return async ({ locale }) => ({
    props: await listingProps(key, toSiteLocale(locale), defaultFilters(key)),
    revalidate: webServerConfig().REVALIDATE_SECONDS,
  })
}

/**
 * A platform page with filters in its address (`/windows?category=grafik&sort=price`, also a
 * filter form sent without JavaScript): rendered on request with those filters' programs, so
 * the first paint already shows them (issue 22: nothing loads or moves after the page).
 */
export const filteredListingServerSideProps: GetServerSideProps<ListingPageProps> = async ({
  locale,
  params,
  query,
}) => {
  const key = params?.['page']
  if (typeof key !== 'string' || !(key in LISTING_PAGES)) return { notFound: true }
  const page = key as ListingPageKey
  const filters = filtersFromQuery(query, LISTING_PAGES[page], defaultFilters(page))
  return {
    props: {
      ...(await listingProps(page, toSiteLocale(locale), filters)),
      // Its address is the platform page's, whatever route renders it.
      alternates: { de: `/${page}`, en: `/${page}` },
    },
  }
}
