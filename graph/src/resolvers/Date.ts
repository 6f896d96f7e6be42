import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'

// Calendar days are not instants (see DateTime.ts): ISO 8601 `YYYY-MM-DD`, no time, no zone.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day of `YYYY-MM-DD` text that names a real calendar day (no 2024-02-30), else null. */
function calendarDayOf(value: unknown): string | null {
  if (value instanceof Date) {
    // A Date from a `date` column is that day at midnight UTC.
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  }
  if (typeof value !== 'string') return null
  const match = ISO_DAY.exec(value)
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  const real =
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  return real ? value : null
}

const CALENDAR_DAY_EXPECTED = 'A Date is an ISO 8601 calendar day YYYY-MM-DD, e.g. 2024-03-01'

/** The `Date` scalar: a calendar day as `YYYY-MM-DD` (named so it does not hide the global Date). */
export const CalendarDate = new GraphQLScalarType<string, string>({
  name: 'Date',
  description:
    'A calendar day without time or time zone, as ISO 8601 text `YYYY-MM-DD`, e.g. `2024-03-01`.',
  serialize(value) {
    const day = calendarDayOf(value)
    if (!day) throw new GraphQLError(`Date cannot represent ${String(value)}`)
    return day
  },
  parseValue(value) {
    const day = calendarDayOf(value)
    if (!day || value instanceof Date) throw new GraphQLError(CALENDAR_DAY_EXPECTED)
    return day
  },
  parseLiteral(ast) {
    const day = ast.kind === Kind.STRING ? calendarDayOf(ast.value) : null
    if (!day) throw new GraphQLError(CALENDAR_DAY_EXPECTED, { nodes: ast })
    return day
  },
})
