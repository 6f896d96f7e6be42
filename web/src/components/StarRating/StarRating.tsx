import { useTranslation } from 'next-i18next/pages'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { type SiteLocale, toSiteLocale } from '../../i18n/next-i18next-config'
import styles from './StarRating.module.css'

/** Spec §9: at most 5 stars, chosen in steps of 1, 50 px per star. */
export const starMax = 5
export const starIncrement = 1
export const starSize = 50

interface CommonProps {
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

export interface StarRatingInputProps extends CommonProps {
  mode: 'input'
  /** The radio group's field name. */
  name: string
  /** The chosen number of stars, or null while none is chosen. */
  value: number | null
  onChange: (value: number) => void
  /** The visible label of the group, for example "Your rating". */
  label: string
  required?: boolean
  disabled?: boolean
  /** Marks the group invalid (a form's error for the rating). */
  invalid?: boolean
  /** Id(s) of the element(s) describing the group, e.g. its error message. */
  describedBy?: string
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps

/** How much of star number `index` (0-based) a rating fills, in percent (0..100). */
export function starFillPercent(value: number, index: number): number {
  const fraction = Math.min(1, Math.max(0, (Number.isFinite(value) ? value : 0) - index))
  return Math.round(fraction * 10_000) / 100
}

function clampRating(value: number): number {
  return Number.isFinite(value) ? Math.min(starMax, Math.max(0, value)) : 0
}

const starPath =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z'

// Sizes and fills are SVG attributes, not style: the page's policy allows no style
// attribute in server-rendered markup (issue 18.12). The drawing is 24 units square plus
// one unit either side, the gap between stars (8 % of a star, as before).
const viewBox = '-1 0 26 24'
const widthOf = (size: number) => Math.round(((size * 26) / 24) * 100) / 100

function Star({ className, size }: { className?: string; size: number }) {
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

/** Stars for an average rating, or a 1..5 star picker in `mode="input"`. */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />
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
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(rating)
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

/** A radio group of 1..5 stars: arrow keys, Home and End choose, like native radios. */
export function StarRatingInput({
  name,
  value,
  onChange,
  label,
  required,
  disabled,
  invalid,
  describedBy,
  size = starSize,
  locale,
  className,
}: StarRatingInputProps) {
  const { t } = useTranslation('components', { lng: locale })
  const labelId = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const options = Array.from({ length: starMax / starIncrement }, (_, i) => (i + 1) * starIncrement)
  const chosen = value !== null && options.includes(value)
  const shown = disabled ? (value ?? 0) : (hovered ?? value ?? 0)

  const choose = (next: number) => {
    onChange(next)
    inputs.current[options.indexOf(next)]?.focus()
  }

  // Handled here rather than left to the browser so wrapping and focus behave the same everywhere.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = chosen ? (value ?? 0) : 0
    let next: number | null = null
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
      next = current >= starMax ? starIncrement : current + starIncrement
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
      next = current <= starIncrement ? starMax : current - starIncrement
    } else if (event.key === 'Home') {
      next = starIncrement
    } else if (event.key === 'End') {
      next = starMax
    }
    if (next === null) return
    event.preventDefault()
    choose(next)
  }

  return (
    <div
      className={[styles.input, className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onMouseLeave={() => setHovered(null)}
    >
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <span className={styles.options}>
        {options.map((option, index) => {
          const checked = value === option
          // Only one stop in the tab order: the chosen star, or the first while none is chosen.
          const tabbable = checked || (!chosen && index === 0)
          return (
            <label
              key={option}
              className={styles.option}
              data-active={option <= shown || undefined}
              onMouseEnter={() => setHovered(option)}
            >
              <input
                ref={(element) => {
                  inputs.current[index] = element
                }}
                className={styles.radio}
                type="radio"
                name={name}
                value={option}
                checked={checked}
                required={required}
                disabled={disabled}
                tabIndex={tabbable ? 0 : -1}
                onChange={() => onChange(option)}
                onKeyDown={onKeyDown}
              />
              <Star className={styles.choice} size={size} />
              <span className={styles.visuallyHidden}>
                {t('starRating.option', { count: option })}
              </span>
            </label>
          )
        })}
      </span>
    </div>
  )
}
