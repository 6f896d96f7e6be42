import { z } from 'zod'

/** What an operator reads about one environment variable (.env.example, docs/configuration.md). */
export interface VariableDoc {
  /** One sentence: what the variable sets, what unset means. */
  description: string
  /** A password, token or key, or a URL that may carry one: never echoed, printed or logged. */
  secret?: boolean
  /** The default as the docs show it where the parsed one reads badly (a path made absolute). */
  shownDefault?: string
}

// Keyed by the field's schema object: every builder makes a fresh one, so two variables
// never share an entry.
export const variableDocs = z.registry<VariableDoc>()

/** Attaches the operator's documentation to a variable's schema. */
export function variable<T extends z.ZodType>(schema: T, doc: VariableDoc | string): T {
  variableDocs.add(schema, typeof doc === 'string' ? { description: doc } : doc)
  return schema
}

/** The documentation of a field; a field without one is a programming error, caught by the docs test. */
export function docOf(field: z.ZodType): VariableDoc | undefined {
  return variableDocs.get(field)
}

/** The names of a shape's secret variables. */
export function secretNamesOf(shape: z.ZodRawShape): Set<string> {
  return new Set(
    Object.entries(shape)
      .filter(([, field]) => docOf(field as z.ZodType)?.secret === true)
      .map(([name]) => name),
  )
}

export const REDACTED = '[redacted]'

/** A copy of a parsed configuration fit to print or log: every set secret replaced. */
export function redactConfig<T extends Record<string, unknown>>(
  config: T,
  secretNames: ReadonlySet<string>,
): Record<keyof T, unknown> {
  return Object.fromEntries(
    Object.entries(config).map(([name, value]) => [
      name,
      secretNames.has(name) && value !== undefined ? REDACTED : value,
    ]),
  ) as Record<keyof T, unknown>
}

/**
 * pino `redact` paths for a tier's secrets: a secret logged on its own or inside any
 * object (a configuration, its part) is written as REDACTED.
 */
export function secretLogPaths(secretNames: Iterable<string>): string[] {
  return [...secretNames].flatMap((name) => [name, `*.${name}`])
}
