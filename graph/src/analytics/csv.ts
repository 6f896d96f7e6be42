// CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when
// it holds a comma, a quote, CR or LF, quotes inside doubled. Text that a spreadsheet would
// run as a formula (starting with = + - @, or a tab or CR that some programs skip first) gets
// a leading apostrophe, as OWASP's "CSV injection" advice says: a coupon code or click id
// chosen by a stranger must not become a formula on an analyst's machine. Numbers are
// written as they are; they cannot start a formula.

export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One field: neutralized if it could start a formula, quoted if it must be. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} to CSV`)
    return String(value)
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, CRLF included. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`
}
