// The generic rules of the forms (spec §5). Each is a pure predicate, so the browser
// and the hub decide exactly alike; the zod schemas in ./forms call these.

export const RULE_NAMES = [
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'excluded',
  'ext',
  'image',
  'integer',
  'length',
  'max_value',
  'max',
  'mimes',
  'min_value',
  'min',
  'numeric',
  'oneOf',
  'regex',
  'required_if',
  'required',
  'size',
  'double',
] as const

export type RuleName = (typeof RULE_NAMES)[number]

/** A file as far as the rules care: what the browser's File and the hub's upload both offer. */
export interface FileLike {
  name: string
  size: number
  type?: string
}

/** Fails on null, undefined, an empty array and a string that is empty once trimmed; `false` passes. */
export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'string') return value.trim().length > 0
  return true
}

/**
 * Required when the target field is filled (no values listed) or equals one of the
 * listed values (compared as strings, so a checkbox's `false` matches `'false'`).
 */
export function isRequiredIfSatisfied(
  value: unknown,
  target: unknown,
  values: readonly unknown[] = [],
): boolean {
  const applies =
    // "Filled" in the sense of `required_if`'s target is the same test as `required`.
    values.length === 0 ? isRequired(target) : values.some((v) => String(v) === String(target))
  return applies ? isRequired(value) : true
}

/** Equals the target field, compared as strings. */
export function isConfirmed(value: unknown, target: unknown): boolean {
  return String(value ?? '') === String(target ?? '')
}

// Local part and domain as browsers check `type=email` (WHATWG), with a dotted domain
// required: an address without a top-level domain is never what a visitor meant.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** A valid address; with `multiple`, a comma-separated list of valid addresses. */
export function isEmail(value: unknown, options: { multiple?: boolean } = {}): boolean {
  if (typeof value !== 'string') return false
  const parts = options.multiple ? value.split(',').map((part) => part.trim()) : [value.trim()]
  return parts.length > 0 && parts.every((part) => EMAIL_PATTERN.test(part))
}

const ALPHA = /^[\p{L}\p{M}]*$/u
const ALPHA_NUM = /^[\p{L}\p{M}\p{Nd}]*$/u
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]*$/u
const ALPHA_SPACES = /^[\p{L}\p{M}\s]*$/u

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function matches(value: unknown, pattern: RegExp): boolean {
  const s = text(value)
  return s !== undefined && pattern.test(s)
}

export const isAlpha = (value: unknown) => matches(value, ALPHA)
export const isAlphaNum = (value: unknown) => matches(value, ALPHA_NUM)
export const isAlphaDash = (value: unknown) => matches(value, ALPHA_DASH)
export const isAlphaSpaces = (value: unknown) => matches(value, ALPHA_SPACES)
export const isNumeric = (value: unknown) => matches(value, /^[0-9]+$/)
export const isInteger = (value: unknown) => matches(value, /^-?[0-9]+$/)
export const isDouble = (value: unknown) => matches(value, /^-?(?:[0-9]+(?:[.,][0-9]+)?)$/)

/** Exactly `length` digits. */
export function isDigits(value: unknown, length: number): boolean {
  const s = text(value)
  return s !== undefined && /^[0-9]*$/.test(s) && s.length === length
}

function numberOf(value: unknown): number | undefined {
  const s = text(value)
  if (s === undefined || s.trim() === '') return undefined
  const n = Number(s)
  return Number.isFinite(n) ? n : undefined
}

export function isBetween(value: unknown, min: number, max: number): boolean {
  const n = numberOf(value)
  return n !== undefined && n >= min && n <= max
}

export function isMinValue(value: unknown, min: number): boolean {
  const n = numberOf(value)
  return n !== undefined && n >= min
}

export function isMaxValue(value: unknown, max: number): boolean {
  const n = numberOf(value)
  return n !== undefined && n <= max
}

function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length
  const s = text(value)
  return s === undefined ? undefined : [...s].length
}

/** Exactly `length` characters (or items). */
export function hasLength(value: unknown, length: number): boolean {
  return lengthOf(value) === length
}

/** At least `length` characters. */
export function isMin(value: unknown, length: number): boolean {
  const n = lengthOf(value)
  return n !== undefined && n >= length
}

/** At most `length` characters; an absent value has no length to exceed. */
export function isMax(value: unknown, length: number): boolean {
  if (value === null || value === undefined) return true
  const n = lengthOf(value)
  return n !== undefined && n <= length
}

export function isOneOf(value: unknown, allowed: readonly unknown[]): boolean {
  return allowed.some((candidate) => String(candidate) === String(value))
}

export function isExcluded(value: unknown, forbidden: readonly unknown[]): boolean {
  return !isOneOf(value, forbidden)
}

export function matchesRegex(value: unknown, pattern: RegExp): boolean {
  const s = text(value)
  // A global regex keeps state between test() calls; a fresh copy never does.
  return s !== undefined && new RegExp(pattern.source, pattern.flags.replace('g', '')).test(s)
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function hasExtension(file: FileLike, extensions: readonly string[]): boolean {
  return extensions.map((e) => e.toLowerCase()).includes(extensionOf(file.name))
}

/** The file's declared type matches one of the patterns (`image/*` or `application/pdf`). */
export function hasMimeType(file: FileLike, patterns: readonly string[]): boolean {
  const type = (file.type ?? '').toLowerCase()
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase()
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p
  })
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp']

export function isImage(file: FileLike): boolean {
  return hasExtension(file, IMAGE_EXTENSIONS)
}

/** At most `kilobytes` KB (1 KB = 1024 bytes). */
export function isWithinSize(file: FileLike, kilobytes: number): boolean {
  return file.size <= kilobytes * 1024
}

/** Exact pixel dimensions; the caller measures the image (the rule itself needs no DOM). */
export function hasDimensions(
  measured: { width: number; height: number },
  width: number,
  height: number,
): boolean {
  return measured.width === width && measured.height === height
}
