import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { JobOpeningView_JobFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import { useLocalePath } from '../../routing/use-locale-path'
import { APPLY_SECTION_ID, JobApplySection } from './JobApplySection'
import styles from './JobOpeningView.module.css'
import { OPEN_POSITIONS_ID } from './OpenPositions'

/** An open position's page: what it is, what it asks, and the way to apply. */
export function JobOpeningView({ job }: { job: JobOpeningView_JobFragment }) {
  const { t } = useTranslation(['careers', 'common'])
  const locale = toSiteLocale(useRouter().locale)
  const aboutPath = useLocalePath()('/about-us')
  return (
    <>
      <nav aria-label={t('common:breadcrumbs.label')}>
        <ol className="breadcrumbs">
          <li>
            <Link href="/">{t('common:breadcrumbs.home')}</Link>
          </li>
          <li>
            <Link href={aboutPath}>{t('common:footer.about')}</Link>
          </li>
          <li>
            <span aria-current="page">{job.title}</span>
          </li>
        </ol>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{job.title}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('job.location')}</dt>
            <dd>{job.location}</dd>
          </div>
          <div>
            <dt>{t('job.employment')}</dt>
            <dd>{job.employment}</dd>
          </div>
          <div>
            <dt>{t('job.published')}</dt>
            <dd>
              <time dateTime={job.publishedOn}>{formatDateShort(job.publishedOn, locale)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.jump}>
          <a href={`#${APPLY_SECTION_ID}`}>{t('job.jump')}</a>
        </p>
        <p className={styles.summary}>{job.summary}</p>
        <section aria-labelledby="job-tasks">
          <h2 id="job-tasks">{t('job.tasks')}</h2>
          <ul className={styles.list}>
            {job.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="job-profile">
          <h2 id="job-profile">{t('job.profile')}</h2>
          <ul className={styles.list}>
            {job.profile.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <JobApplySection job={job} />
        <p className={styles.back}>
          <Link href={`${aboutPath}#${OPEN_POSITIONS_ID[locale]}`}>{t('job.allPositions')}</Link>
        </p>
      </article>
    </>
  )
}
