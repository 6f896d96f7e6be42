import type { GetStaticProps } from 'next'
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
import { listingPageSize } from '../components/ProductListing/listing-filters'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'
import { pageQuery } from './page-query'

/** A platform page's props: the gateway's answers, so the page needs no Apollo Client. */
export interface ListingPageProps extends SitePageProps {
  /** The programs for the default filters (the platform, every category, by name). */
  listing: ProductListingQuery['products']
  /** The category filter's choices. */
  filterCategories: ProductListingCategoriesQuery['categories']
  /** The category links of each linked platform, in the server's HTML. */
  platformCategories: Array<{
    platform: Platform
    categories: PlatformCategoriesQuery['categories']
  }>
}

/** A platform page's data: its default listing and the category filter, server-rendered. */
export function listingStaticProps(
  platform: Platform,
  linkedPlatforms: readonly Platform[] = [platform],
): GetStaticProps<ListingPageProps> {
  return async ({ locale }) => {
    const siteLocale = toSiteLocale(locale)
    const [baseProps, listing, filterCategories, ...linked] = await Promise.all([
      basePageProps(siteLocale, ['pages']),
      pageQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, {
        locale: siteLocale,
        first: listingPageSize,
        platform,
        category: null,
        sort: 'NAME',
      }),
      pageQuery<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>(
        ProductListingCategoriesDocument,
        { locale: siteLocale },
      ),
      // The links to the platforms' category pages (CategoryLinks), in the server's HTML.
      ...linkedPlatforms.map((linkedPlatform) =>
        pageQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(
          PlatformCategoriesDocument,
          { locale: siteLocale, platform: linkedPlatform },
        ),
      ),
    ])
    return {
      props: {
        ...baseProps,
        listing: listing.products,
        filterCategories: filterCategories.categories,
        platformCategories: linkedPlatforms.map((linkedPlatform, index) => ({
          platform: linkedPlatform,
          categories: linked[index]?.categories ?? [],
        })),
      },
      revalidate: webServerConfig().REVALIDATE_SECONDS,
    }
  }
}
