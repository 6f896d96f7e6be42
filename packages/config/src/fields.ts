import { z } from 'zod'
import { variable, type VariableDoc } from './variables'

// The field builders of every tier's configuration schema. Each takes the variable's
// documentation, so .env.example and docs/configuration.md are generated from the schemas.

// Empty strings count as unset so that `HUB_PORT= tsx ...` falls back to the default
// instead of failing on a value nobody meant to give.
export const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** A whole number in [min, max] with a default, with messages an operator understands. */
export function count(fallback: number, min: number, max: number, doc: VariableDoc | string) {
  return variable(
    z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be an integer')
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`)
        .default(fallback),
    ),
    doc,
  )
}

/** A TCP port; `min` 0 lets the system pick one (tests). */
export function port(fallback: number, doc: VariableDoc | string, options: { min?: 0 | 1 } = {}) {
  const min = options.min ?? 1
  const range = `must be between ${min} and 65535`
  return variable(
    z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: 'must be a port number' })
        .int('must be an integer')
        .min(min, range)
        .max(65535, range)
        .default(fallback),
    ),
    doc,
  )
}

// "an http:// URL", "a redis:// URL": the article follows how the scheme is spoken.
const SPOKEN_WITH_AN = /^(http|https|smtp|smtps|ftp)$/

/** The operator's message for a URL of another scheme. */
export function urlMessage(protocols: readonly string[]): string {
  const article = SPOKEN_WITH_AN.test(protocols[0] ?? '') ? 'an' : 'a'
  return `must be ${article} ${protocols.map((name) => `${name}://`).join(' or ')} URL`
}

interface UrlOptions {
  /** Stripped of trailing slashes, so `${url}/path` never doubles one. */
  trimSlash?: boolean
}

function urlSchema(protocols: readonly string[]) {
  return z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: urlMessage(protocols) })
}

const trimmed = (url: string) => url.replace(/\/+$/, '')

/** A URL of one of `protocols` with a default. */
export function url(
  protocols: readonly string[],
  fallback: string,
  doc: VariableDoc | string,
  options: UrlOptions = {},
) {
  const schema = urlSchema(protocols).default(fallback)
  return variable(
    z.preprocess(blankAsUnset, options.trimSlash ? schema.transform(trimmed) : schema),
    doc,
  )
}

/** A URL of one of `protocols`, or unset (a feature that stays off). */
export function optionalUrl(protocols: readonly string[], doc: VariableDoc | string) {
  return variable(z.preprocess(blankAsUnset, urlSchema(protocols).optional()), doc)
}

/** One of `values`, with a default. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  doc: VariableDoc | string,
) {
  return variable(
    z.preprocess(
      blankAsUnset,
      z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback as never),
    ),
    doc,
  )
}

/** Free text with a default, at least `min` characters; `pattern` with its message narrows it. */
export function text(
  fallback: string,
  doc: VariableDoc | string,
  options: { min?: number; pattern?: RegExp; message?: string } = {},
) {
  const min = options.min ?? 1
  const base = z
    .string()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
  return variable(
    z.preprocess(
      blankAsUnset,
      (options.pattern ? base.regex(options.pattern, options.message) : base).default(fallback),
    ),
    doc,
  )
}

interface ListOptions {
  /** What unset means (comma-separated); absent: an empty list. */
  fallback?: string
  /** Blank counts as unset (the fallback), not as an empty list. */
  blankAsUnset?: boolean
  lowerCase?: boolean
}

/** A comma-separated list; each trimmed entry must satisfy `item`. */
export function list(
  item: z.ZodType<string, string>,
  doc: VariableDoc | string,
  options: ListOptions = {},
) {
  const entries = z
    .string()
    .default(options.fallback ?? '')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => (options.lowerCase ? entry.trim().toLowerCase() : entry.trim()))
        .filter(Boolean),
    )
    .pipe(z.array(item))
  return variable(options.blankAsUnset ? z.preprocess(blankAsUnset, entries) : entries, doc)
}

/** Minimum length of every secret: HS256 and HMAC keys of at least 256 bits' worth of text. */
export const SECRET_MIN_LENGTH = 32

/** A signing key: unset (generated, or the development value) or 32+ characters; never echoed. */
export function secret(doc: Omit<VariableDoc, 'secret'>) {
  return variable(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`)
        .optional(),
    ),
    { ...doc, secret: true },
  )
}

/** The log levels of pino, which every tier logs with. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** LOG_LEVEL, the same in every tier. */
export const logLevel = () =>
  choice(LOG_LEVELS, 'info', 'pino log level: fatal, error, warn, info, debug, trace or silent.')
