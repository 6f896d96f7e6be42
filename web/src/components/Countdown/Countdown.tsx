import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import styles from './Countdown.module.css'
import { remainingParts, twoDigits } from './remaining-parts'

export interface CountdownProps {
  /** The end of the offer, as an ISO 8601 date-time. */
  endsAt: string
  /**
   * The clock for the first render (for example the server's time), so server and client agree.
   * Without it the first render shows placeholders and the browser's clock fills them in.
   */
  now?: number
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void
  /** The timer's accessible name; defaults to "The offer ends in". */
  label?: string
  className?: string
}

/** The offer countdown (spec §2): days, hours, minutes and seconds until `endsAt`. */
export function Countdown({ endsAt, now, onEnd, label, className }: CountdownProps) {
  const { t } = useTranslation('components')
  // Server and hydrating client must render the same text; a clock read here would differ.
  const [clock, setClock] = useState<number | null>(now ?? null)
  const onEndRef = useRef(onEnd)
  const endedFor = useRef<string | null>(null)

  useEffect(() => {
    onEndRef.current = onEnd
  }, [onEnd])

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined
    const tick = () => {
      const current = Date.now()
      setClock(current)
      if (!remainingParts(endsAt, current).ended) return
      if (interval !== undefined) clearInterval(interval)
      interval = undefined
      // Once per end date, even when React re-runs the effect.
      if (endedFor.current !== endsAt) {
        endedFor.current = endsAt
        onEndRef.current?.()
      }
    }
    // The first render may have used the server's clock: correct it at once.
    tick()
    if (!remainingParts(endsAt, Date.now()).ended) interval = setInterval(tick, 1000)
    return () => {
      if (interval !== undefined) clearInterval(interval)
    }
  }, [endsAt])

  const parts = clock === null ? null : remainingParts(endsAt, clock)
  const units = [
    { key: 'days', value: parts ? String(parts.days) : '–', text: t('countdown.days') },
    { key: 'hours', value: parts ? twoDigits(parts.hours) : '––', text: t('countdown.hours') },
    {
      key: 'minutes',
      value: parts ? twoDigits(parts.minutes) : '––',
      text: t('countdown.minutes'),
    },
    {
      key: 'seconds',
      value: parts ? twoDigits(parts.seconds) : '––',
      text: t('countdown.seconds'),
    },
  ]

  return (
    <div
      role="timer"
      aria-label={label ?? t('countdown.label')}
      className={[styles.countdown, className].filter(Boolean).join(' ')}
      data-ended={parts?.ended || undefined}
    >
      {units.map((unit) => (
        <span key={unit.key} className={styles.unit} data-unit={unit.key}>
          <span className={styles.value} suppressHydrationWarning>
            {unit.value}
          </span>{' '}
          <span className={styles.label}>{unit.text}</span>
        </span>
      ))}
    </div>
  )
}
