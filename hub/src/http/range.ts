export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * Interprets a Range header for a file of `size` bytes (RFC 9110 §14). One byte range is
 * served as 206; anything not understood (other units, several ranges, garbage) is
 * ignored and the whole file is sent, as the RFC allows. A syntactically valid range that
 * lies wholly beyond the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return { kind: 'full' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'full' }
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return { kind: 'full' }
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' }
  if (to !== '' && Number(to) < start) return { kind: 'full' }
  return { kind: 'partial', start, end }
}

/** True when an If-None-Match header lists the ETag (or is `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag))
}

const CONTENT_TYPES: Record<string, string> = {
  exe: 'application/vnd.microsoft.portable-executable',
  dmg: 'application/x-apple-diskimage',
  apk: 'application/vnd.android.package-archive',
  ipa: 'application/octet-stream',
  zip: 'application/zip',
  svg: 'image/svg+xml',
}

export function contentTypeFor(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

// Download names are generated from slugs; anything else (separators, dots at the start,
// "..", NUL, percent signs) cannot name a file of the store.
const SAFE_FILE_NAME = /^[a-z0-9](?:[a-z0-9-]|\.(?!\.)){0,150}$/

export function isSafeFileName(fileName: string): boolean {
  return SAFE_FILE_NAME.test(fileName)
}
