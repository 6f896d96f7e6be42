import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { jobPostingJsonLd } from '../../../components/Careers/job-posting'
import {
  jobOpeningStaticPaths,
  jobOpeningStaticProps,
  type JobOpeningPageProps,
} from '../../../components/Careers/job-opening-props'
import { JobOpeningView } from '../../../components/Careers/JobOpeningView'
import { JsonLd } from '../../../components/JsonLd/JsonLd'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { canonicalPath, jobOpeningPaths } from '../../../routing/routes'

/**
 * An open position (issue 24.5): `/ueber-uns/jobs/<slug>` and `/en/about-us/jobs/<slug>`. Its
 * texts render from the page's props; the application form loads when the visitor opens it.
 */
export default function JobOpeningPage({ job, siteUrl }: JobOpeningPageProps) {
  const { t } = useTranslation(['careers', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const path = canonicalPath(jobOpeningPaths(job.slugs), locale)
  return (
    <>
      <Head>
        <title>{`${job.title} – ${t('common:site.name')}`}</title>
        <meta name="description" content={job.summary} />
      </Head>
      {siteUrl ? (
        <JsonLd
          data={jobPostingJsonLd(siteUrl, job, path, {
            tasks: t('job.tasks'),
            profile: t('job.profile'),
          })}
        />
      ) : null}
      <JobOpeningView job={job} />
    </>
  )
}

export const getStaticPaths = jobOpeningStaticPaths
export const getStaticProps = jobOpeningStaticProps
