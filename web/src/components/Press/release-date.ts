import { intlLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { dateTimeFormat } from '../../lib/intl-formats'

/** A release's day as the page's language writes it: `14. Oktober 2026`, `October 14, 2026`. */
export function formatReleaseDate(day: string, locale: SiteLocale): string {
  // A calendar day, not an instant: read and written in UTC so no time zone moves it.
  return dateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}
