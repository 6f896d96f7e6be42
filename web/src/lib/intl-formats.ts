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
