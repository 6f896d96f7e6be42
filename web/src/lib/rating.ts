import type { SiteLocale } from '../i18n/next-i18next-config'

/** An average rating with one decimal: `4,3` in German, `4.3` in English. */
export function formatRating(value: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}
