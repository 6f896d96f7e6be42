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
