import type { GetStaticProps } from 'next'
import {
  ContentPageDocument,
  type ContentPageQuery,
  type ContentPageQueryVariables,
} from '../__generated__/graphql'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'
import { pageQuery } from './page-query'
import { pageRouteForPage } from './routes'

/** `getStaticProps` of a page that needs only its texts. */
export const textPageStaticProps: GetStaticProps<SitePageProps> = async ({ locale }) => ({
  props: await basePageProps(toSiteLocale(locale)),
})

/** A content page's props: its title and blocks as the hub has them. */
export interface ContentPageProps extends SitePageProps {
  content: NonNullable<ContentPageQuery['page']>
}

/**
 * `getStaticProps` of a content page: its blocks from the hub as props (no Apollo Client in
 * the browser, decision 0020), regenerated in the background; a page the hub does not know
 * is a 404.
 */
export function contentPageStaticProps(
  page: string,
  namespaces: string[] = [],
): GetStaticProps<ContentPageProps> {
  return async ({ locale }) => {
    const siteLocale = toSiteLocale(locale)
    const route = pageRouteForPage(page)
    if (!route) return { notFound: true }
    const [baseProps, data] = await Promise.all([
      basePageProps(siteLocale, namespaces),
      pageQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, {
        path: route.paths[siteLocale],
        locale: siteLocale,
      }),
    ])
    const revalidate = webServerConfig().REVALIDATE_SECONDS
    if (!data.page) return { notFound: true, revalidate }
    return { props: { ...baseProps, content: data.page }, revalidate }
  }
}
