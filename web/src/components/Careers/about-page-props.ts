import type { GetStaticProps } from 'next'
import {
  JobOpeningsDocument,
  type JobOpeningsQuery,
  type JobOpeningsQueryVariables,
} from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { pageQuery } from '../../routing/page-query'
import { contentPageStaticProps, type ContentPageProps } from '../../routing/static-props'

export interface AboutPageProps extends ContentPageProps {
  /** The careers section's open positions, in the hub's order. */
  jobOpenings: JobOpeningsQuery['jobOpenings']
}

const contentProps = contentPageStaticProps('/about-us', ['careers'])

/**
 * `getStaticProps` of the about page: its content blocks and the open positions, both from
 * the gateway on the server, so the page renders from its props (decision 0020).
 */
export const aboutPageStaticProps: GetStaticProps<AboutPageProps> = async (context) => {
  const [content, jobs] = await Promise.all([
    contentProps(context),
    pageQuery<JobOpeningsQuery, JobOpeningsQueryVariables>(JobOpeningsDocument, {
      locale: toSiteLocale(context.locale),
    }),
  ])
  if (!('props' in content)) return content
  return { ...content, props: { ...(await content.props), jobOpenings: jobs.jobOpenings } }
}
