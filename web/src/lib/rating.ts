import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { numberFormat } from './intl-formats'

/** An average rating with one decimal: `4,3` in German, `4.3` in English. */
export function formatRating(value: number, locale: SiteLocale): string {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** A number as the page's language writes it: `48.210` in German, `48,210` in English. */
export function formatNumber(
  value: number,
  locale: SiteLocale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocale[locale], options).format(value)
}
