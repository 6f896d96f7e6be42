import qs from 'qs'

// The spec's limits: beyond 20 indices qs turns an array into an object, beyond depth 5
// it stops nesting, and parameters after the 1000th are dropped instead of parsed.
export const QUERY_STRING_LIMITS = {
  arrayLimit: 20,
  depth: 5,
  parameterLimit: 1000,
} as const

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { ...QUERY_STRING_LIMITS })
}
