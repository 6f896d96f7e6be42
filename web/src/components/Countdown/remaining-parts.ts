export interface RemainingParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Whole seconds left; 0 once the end has been reached. */
  totalSeconds: number
  ended: boolean
}

const zero: RemainingParts = {
  days: 0,
  hours: 0,
  minutes: 0,
  seconds: 0,
  totalSeconds: 0,
  ended: true,
}

/**
 * Splits the time until `endsAt` into days, hours, minutes and seconds.
 * Seconds are rounded up so the display shows 00 exactly when the end is reached,
 * never a second early; past or unreadable dates count as ended, never negative.
 */
export function remainingParts(endsAt: string | number | Date, now: number): RemainingParts {
  const end = endsAt instanceof Date ? endsAt.getTime() : new Date(endsAt).getTime()
  if (!Number.isFinite(end) || !Number.isFinite(now)) return zero
  const totalSeconds = Math.ceil((end - now) / 1000)
  if (totalSeconds <= 0) return zero
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
    ended: false,
  }
}

/** Two digits for hours, minutes and seconds. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}
