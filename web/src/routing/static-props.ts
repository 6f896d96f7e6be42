import type { GetStaticProps } from 'next'
import {
  ContentPageDocument,
  type ContentPageQuery,
  type ContentPageQueryVariables,
} from '../__generated__/graphql'
import { prefetchApolloState } from '../apollo/server-apollo-client'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'
import { pageRouteForPage } from './routes'

/** `getStaticProps` of a page that needs only its texts. */
export const textPageStaticProps: GetStaticProps<SitePageProps> = async ({ locale }) => ({
  props: await basePageProps(toSiteLocale(locale)),
})

/**
 * `getStaticProps` of a content page: its blocks from the hub, regenerated in
 * the background; a page the hub does not know is a 404.
 */
export function contentPageStaticProps(
  page: string,
  namespaces: string[] = [],
): GetStaticProps<SitePageProps> {
  return async ({ locale }) => {
    const siteLocale = toSiteLocale(locale)
    const route = pageRouteForPage(page)
    if (!route) return { notFound: true }
    let found = false
    const [baseProps, apolloState] = await Promise.all([
      basePageProps(siteLocale, namespaces),
      prefetchApolloState(async (client) => {
        const { data } = await client.query<ContentPageQuery, ContentPageQueryVariables>({
          query: ContentPageDocument,
          variables: { path: route.paths[siteLocale], locale: siteLocale },
        })
        found = Boolean(data?.page)
      }),
    ])
    if (!found) return { notFound: true, revalidate: webServerConfig().REVALIDATE_SECONDS }
    return {
      props: { ...baseProps, ...apolloState },
      revalidate: webServerConfig().REVALIDATE_SECONDS,
    }
  }
}
