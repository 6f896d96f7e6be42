import type { Locale } from '@schaufenster/validation'

// The hub's one way to write an amount into a text a shopper reads (mails, cart and checkout
// messages). Formatters are made once per locale and currency: building one costs more than
// using it, and orders are a hot path.
const formats = new Map<string, Intl.NumberFormat>()

/** `minor` units of `currency` as the shopper's locale writes them: "25,00 €", "€25.00". */
export function formatAmount(minor: number, currency: string, locale: Locale): string {
  const key = `${locale} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      style: 'currency',
      currency,
    })
    formats.set(key, format)
  }
  return format.format(minor / 100)
}
