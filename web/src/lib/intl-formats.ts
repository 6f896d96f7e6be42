// Intl formatters, made once per language and options. Making an Intl.NumberFormat or
// DateTimeFormat costs far more than using one (ICU loads the locale's data each time), and
// a catalog page formats a price, a rating and a count per program card while it renders
// and again while it hydrates: made anew each time, that was a fifth of the home page's
// hydration on a throttled phone (issue 22).

/** One formatter per kind, language and options, made on first use. */
function cached<Options, Format>(make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>()
  return (locale: string, options: Options): Format => {
    const key = `${locale} ${JSON.stringify(options)}`
    let format = made.get(key)
    if (!format) {
      format = make(locale, options)
      made.set(key, format)
    }
    return format
  }
}

const numberFormats = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)
const dateTimeFormats = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return numberFormats(locale, options)
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return dateTimeFormats(locale, options)
}

/**
 * Loads a language's number and date data ahead, each in a browser task of its own, before
 * the page hydrates (issue 22). The first formatter of a kind costs 10-15 ms on a desktop
 * whatever its options (four times that on a throttled phone); the ones after it a tenth of
 * a millisecond. Left to the first price or date a component formats, that cost lands
 * inside a hydration slice and makes it a long task.
 */
export function loadIntlDataAhead(locale: string): void {
  // One after the other: two timers due together may run in the same task.
  setTimeout(() => {
    numberFormat(locale).format(0)
    setTimeout(() => dateTimeFormat(locale).format(0), 0)
  }, 0)
}
