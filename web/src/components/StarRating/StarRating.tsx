import { useTranslation } from 'next-i18next/pages'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import {
  Star,
  StarRatingDisplay,
  starIncrement,
  starMax,
  starSize,
  type CommonProps,
  type StarRatingDisplayProps,
} from './StarRatingDisplay'
import styles from './StarRating.module.css'

export {
  starFillPercent,
  starIncrement,
  starMax,
  starSize,
  type StarRatingDisplayProps,
} from './StarRatingDisplay'

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

/** Stars for an average rating, or a 1..5 star picker in `mode="input"`. */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />
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
