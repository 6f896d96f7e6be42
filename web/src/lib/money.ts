import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'

// Currency minor units per ISO 4217 for the currencies the shop sells in.
const minorDigits: Record<string, number> = { EUR: 2, USD: 2, GBP: 2, CHF: 2 }

const formatters = new Map<string, Intl.NumberFormat>()

/** Formats minor units for display: `29,99 €` in German, `€29.99` in English. */
export function formatMoney(amountMinor: number, currency: string, locale: SiteLocale): string {
  const digits = minorDigits[currency] ?? 2
  const key = `${locale}:${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amountMinor / 10 ** digits)
}
