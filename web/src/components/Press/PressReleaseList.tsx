import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import type { PressReleaseList_ReleaseFragment } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { pressReleasePaths } from '../../routing/routes'
import styles from './Press.module.css'
import { formatReleaseDate } from './release-date'

/** The press releases, newest first: day, headline (the link to the release) and lead. */
export function PressReleaseList({ releases }: { releases: PressReleaseList_ReleaseFragment[] }) {
  const { t } = useTranslation('press')
  const locale = toSiteLocale(useRouter().locale)
  return (
    <section aria-labelledby="press-releases" className={styles.releases}>
      <h2 id="press-releases">{t('releases.heading')}</h2>
      {releases.length === 0 ? (
        <p>{t('releases.empty')}</p>
      ) : (
        <ol className={styles.releaseList}>
          {releases.map((release) => (
            <li key={release.slugs.de} className={styles.releaseItem} data-testid="press-release">
              <p className={styles.date}>
                <time dateTime={release.publishedOn}>
                  {formatReleaseDate(release.publishedOn, locale)}
                </time>
              </p>
              <h3 className={styles.releaseTitle}>
                <Link href={pressReleasePaths(release.slugs)[locale]}>{release.title}</Link>
              </h3>
              <p className={styles.lead}>{release.lead}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
