/**
 * The periods of the analysts' chart, keyed exactly as the gateway keys conversionStats
 * (schema.graphql, ConversionGroupBy): DAY `YYYY-MM-DD`, WEEK the ISO week's Monday
 * `YYYY-MM-DD`, MONTH `YYYY-MM`; all in UTC. Periods without orders are part of the axis.
 */

export const GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const
export type Grouping = (typeof GROUPINGS)[number]

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day `YYYY-MM-DD` as UTC midnight; undefined for anything else (2026-02-30). */
export function parseDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined
  if (date.getUTCDate() !== day) return undefined
  return date
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The Monday of the ISO week a day belongs to. */
export function mondayOf(date: Date): Date {
  const weekday = (date.getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  return new Date(date.getTime() - weekday * DAY_MS)
}

/** The key of the period a day falls into. */
export function periodKey(date: Date, grouping: Grouping): string {
  if (grouping === 'MONTH') return formatDay(date).slice(0, 7)
  if (grouping === 'WEEK') return formatDay(mondayOf(date))
  return formatDay(date)
}

/** Every period key from the one of `from` to the one of `to`, in order, none twice. */
export function periodKeys(from: Date, to: Date, grouping: Grouping): string[] {
  const keys: string[] = []
  if (to.getTime() < from.getTime()) return keys
  let cursor: Date
  if (grouping === 'MONTH') {
    cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1))
  } else if (grouping === 'WEEK') {
    cursor = mondayOf(from)
  } else {
    cursor = from
  }
  while (cursor.getTime() <= to.getTime()) {
    keys.push(periodKey(cursor, grouping))
    cursor =
      grouping === 'MONTH'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : new Date(cursor.getTime() + (grouping === 'WEEK' ? 7 : 1) * DAY_MS)
  }
  return keys
}
