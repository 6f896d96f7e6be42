import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { OpenPositions_JobFragment } from '../../__generated__/graphql'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { jobOpeningPaths } from '../../routing/routes'
import styles from './OpenPositions.module.css'

/** The section's anchor, so a position's page can link back to the list. */
export const OPEN_POSITIONS_ID: Record<SiteLocale, string> = {
  de: 'offene-stellen',
  en: 'open-positions',
}

/**
 * The careers section's open positions on the about page, each a link to its own page with
 * the application form. Rendered from the page's props: no request of its own.
 */
export function OpenPositions({ jobs }: { jobs: readonly OpenPositions_JobFragment[] }) {
  const { t } = useTranslation('careers')
  const locale = toSiteLocale(useRouter().locale)
  const id = OPEN_POSITIONS_ID[locale]
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('openPositions.title')}</h2>
      <p>{jobs.length > 0 ? t('openPositions.intro') : t('openPositions.none')}</p>
      {jobs.length > 0 ? (
        <ul className={styles.list}>
          {jobs.map((job) => {
            const href = jobOpeningPaths(job.slugs)[locale]
            return (
              <li key={job.slug} className={styles.card}>
                <h3 className={styles.title}>
                  <Link href={href}>{job.title}</Link>
                </h3>
                <p className={styles.meta}>
                  <span>{job.location}</span>
                  <span>{job.employment}</span>
                </p>
                <p className={styles.summary}>{job.summary}</p>
                {/* The heading's link covers the card (a big target on a phone); this says so. */}
                <span className={styles.more} aria-hidden="true">
                  {t('openPositions.more')} →
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
