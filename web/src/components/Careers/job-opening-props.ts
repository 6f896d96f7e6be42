import type { GetStaticPaths, GetStaticProps } from 'next'
import {
  JobOpeningDocument,
  type JobOpeningQuery,
  type JobOpeningQueryVariables,
} from '../../__generated__/graphql'
import { webServerConfig } from '../../config/server-config'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../../routing/page-props'
import { pageQuery } from '../../routing/page-query'
import { jobOpeningPaths } from '../../routing/routes'

export interface JobOpeningPageProps extends SitePageProps {
  job: NonNullable<JobOpeningQuery['jobOpening']>
}

// Slugs are lowercase words with hyphens; anything else is no position, without asking.
const SLUG = /^[a-z0-9-]{1,100}$/

/** Positions are rendered on their first visit and then kept, like product pages. */
export const jobOpeningStaticPaths: GetStaticPaths = async () => ({
  paths: [],
  fallback: 'blocking',
})

/**
 * A position's page: the position from the gateway (by its slug in either language, so the
 * language switch works), its texts, and its address in both languages; a position that is
 * not open is a real 404.
 */
export const jobOpeningStaticProps: GetStaticProps<JobOpeningPageProps> = async ({
  params,
  locale,
}) => {
  const revalidate = webServerConfig().REVALIDATE_SECONDS
  const slug = typeof params?.['slug'] === 'string' ? params['slug'] : ''
  if (!SLUG.test(slug)) return { notFound: true, revalidate }
  const siteLocale = toSiteLocale(locale)
  const [baseProps, data] = await Promise.all([
    basePageProps(siteLocale, ['careers']),
    pageQuery<JobOpeningQuery, JobOpeningQueryVariables>(JobOpeningDocument, {
      slug,
      locale: siteLocale,
    }),
  ])
  if (!data.jobOpening) return { notFound: true, revalidate }
  return {
    props: {
      ...baseProps,
      job: data.jobOpening,
      alternates: jobOpeningPaths(data.jobOpening.slugs),
    },
    revalidate,
  }
}
