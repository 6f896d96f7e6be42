import { useTranslation } from 'next-i18next/pages'
import styles from './ProductReviews.module.css'

/**
 * How many published reviews gave each number of stars, five first: a list whose text says
 * it all ("5 Sterne 3 Bewertungen"), with a bar per row for the eye. The bars are SVG
 * attributes, not inline styles: the page's policy allows no style attribute (issue 18.12).
 */
export function RatingDistribution({
  distribution,
}: {
  distribution: readonly { stars: number; count: number }[]
}) {
  const { t } = useTranslation('reviews')
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0)
  return (
    <ul className={styles.distribution} aria-label={t('summary.distribution')}>
      {distribution.map(({ stars, count }) => (
        <li key={stars} data-testid="rating-distribution-row">
          <span>{t('summary.stars', { count: stars })}</span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect width="100" height="8" rx="4" className={styles.track} />
            <rect
              width={total ? Math.round((count / total) * 1000) / 10 : 0}
              height="8"
              rx="4"
              className={styles.fill}
            />
          </svg>
          <span>
            {count}
            <span className="visually-hidden"> {t('summary.reviews', { count })}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
