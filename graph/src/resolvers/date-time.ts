import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'

// Instants travel as ISO 8601 text in UTC with milliseconds ("2026-11-25T09:30:00.000Z"),
// the one form every client parses; the hub's REST answers already use it. A resolver may
// hand over a Date or such a text; anything else is a bug and fails loudly.
//
// Calendar days are not instants: a product version's release date is "2024-03-01" wherever
// the reader lives, and turning it into midnight UTC would show the day before west of
// Greenwich. Those fields use the separate `Date` scalar below (ISO 8601 `YYYY-MM-DD`, no time,
// no zone); every field that names a moment (createdAt, placedAt, endsAt, …) is a DateTime.

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description:
    'An instant as ISO 8601 text in UTC with milliseconds, e.g. `2026-11-25T09:30:00.000Z`. Accepted as input with any offset.',
  serialize(value) {
    const instant = instantOf(value)
    if (!instant) throw new GraphQLError(`DateTime cannot represent ${String(value)}`)
    return instant.toISOString()
  },
  parseValue(value) {
    const instant = instantOf(value)
    if (!instant) {
      throw new GraphQLError(
        'A DateTime is ISO 8601 text with a time zone, e.g. 2026-11-25T09:30:00Z',
      )
    }
    return instant.toISOString()
  },
  parseLiteral(ast) {
    const instant = ast.kind === Kind.STRING ? instantOf(ast.value) : null
    if (!instant) {
      throw new GraphQLError(
        'A DateTime is ISO 8601 text with a time zone, e.g. 2026-11-25T09:30:00Z',
        {
          nodes: ast,
        },
      )
    }
    return instant.toISOString()
  },
})

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
