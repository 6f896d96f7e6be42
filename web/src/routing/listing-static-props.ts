import type { GetStaticProps } from 'next'
import {
  PlatformCategoriesDocument,
  ProductListingCategoriesDocument,
  ProductListingDocument,
  type Platform,
} from '../__generated__/graphql'
import { prefetchApolloState } from '../apollo/server-apollo-client'
import { listingPageSize } from '../components/ProductListing/listing-filters'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'

/** A platform page's data: its default listing and the category filter, server-rendered. */
export function listingStaticProps(
  platform: Platform,
  linkedPlatforms: readonly Platform[] = [platform],
): GetStaticProps<SitePageProps> {
  return async ({ locale }) => {
    const siteLocale = toSiteLocale(locale)
    const [baseProps, apolloState] = await Promise.all([
      basePageProps(siteLocale, ['pages']),
      prefetchApolloState((client) =>
        Promise.all([
          client.query({
            query: ProductListingDocument,
            variables: {
              locale: siteLocale,
              first: listingPageSize,
              platform,
              category: null,
              sort: 'NAME',
            },
          }),
          client.query({
            query: ProductListingCategoriesDocument,
            variables: { locale: siteLocale },
          }),
          // The links to the platforms' category pages (CategoryLinks), in the server's HTML.
          ...linkedPlatforms.map((linked) =>
            client.query({
              query: PlatformCategoriesDocument,
              variables: { locale: siteLocale, platform: linked },
            }),
          ),
        ]),
      ),
    ])
    return {
      props: { ...baseProps, ...apolloState },
      revalidate: webServerConfig().REVALIDATE_SECONDS,
    }
  }
}
