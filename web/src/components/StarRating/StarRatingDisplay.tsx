// The read-only stars of an average rating: its own module, so a catalog page that shows
// ratings carries no star picker (StarRating.tsx) in its first load (issue 22).
import { useTranslation } from 'next-i18next/pages'
import { type SiteLocale, toSiteLocale } from '../../i18n/next-i18next-config'
import styles from './StarRating.module.css'
import { numberFormat } from '../../lib/intl-formats'

/** Spec §9: at most 5 stars, chosen in steps of 1, 50 px per star. */
export const starMax = 5
export const starIncrement = 1
export const starSize = 50

export interface CommonProps {
  /** Pixels per star; spec §9 default 50. */
  size?: number
  /** The language of the texts and of the number; defaults to the page's language. */
  locale?: SiteLocale
  className?: string
}

export interface StarRatingDisplayProps extends CommonProps {
  mode?: 'display'
  /** The average rating, 0 to 5; fractions fill stars partially. */
  value: number
}

/** How much of star number `index` (0-based) a rating fills, in percent (0..100). */
export function starFillPercent(value: number, index: number): number {
  const fraction = Math.min(1, Math.max(0, (Number.isFinite(value) ? value : 0) - index))
  return Math.round(fraction * 10_000) / 100
}

export function clampRating(value: number): number {
  return Number.isFinite(value) ? Math.min(starMax, Math.max(0, value)) : 0
}

export const starPath =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z'

// Sizes and fills are SVG attributes, not style: the page's policy allows no style
// attribute in server-rendered markup (issue 18.12). The drawing is 24 units square plus
// one unit either side, the gap between stars (8 % of a star, as before).
export const viewBox = '-1 0 26 24'
export const widthOf = (size: number) => Math.round(((size * 26) / 24) * 100) / 100

export function Star({ className, size }: { className?: string; size: number }) {
  return (
    <svg
      className={className}
      width={widthOf(size)}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <path d={starPath} />
    </svg>
  )
}

/** One star `percent` filled from the left: the filled star drawn again, clipped by its box. */
function PartialStar({ size, percent }: { size: number; percent: number }) {
  return (
    <svg
      className={styles.star}
      width={widthOf(size)}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      data-testid="star-fill"
      data-fill={`${percent}%`}
    >
      <path className={styles.empty} d={starPath} />
      {/* A nested svg clips what lies outside its box (SVG's default overflow). */}
      <svg width={(24 * percent) / 100} height="24" className={styles.filled}>
        <path d={starPath} />
      </svg>
    </svg>
  )
}

/** A read-only average, e.g. 4.3 → four full stars and a third of the fifth. */
export function StarRatingDisplay({
  value,
  size = starSize,
  locale,
  className,
}: StarRatingDisplayProps) {
  const { t, i18n } = useTranslation('components', { lng: locale })
  const language = locale ?? toSiteLocale(i18n.language)
  const rating = clampRating(value)
  const number = numberFormat(language, { maximumFractionDigits: 1 }).format(rating)
  return (
    <span
      role="img"
      aria-label={t('starRating.label', { value: number, max: starMax })}
      className={[styles.display, className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: starMax }, (_, index) => (
        <PartialStar key={index} size={size} percent={starFillPercent(rating, index)} />
      ))}
    </span>
  )
}
