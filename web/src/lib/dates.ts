import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { dateTimeFormat } from './intl-formats'

/** Spec §9 short date: numeric year, two-digit month and day (`22.11.2026`, `11/22/2026`). */
export function formatDateShort(date: Date | string, locale: SiteLocale): string {
  return dateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(date))
}

/** Spec §9 long date, with the weekday (`Sonntag, 22. November 2026`). */
export function formatDateLong(date: Date | string, locale: SiteLocale): string {
  return dateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(date))
}

/** A moment as short date and time in the shop's zone (`19.12.2026, 23:00 MEZ`). */
export function formatDateTimeShort(date: Date | string, locale: SiteLocale): string {
  return dateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).format(new Date(date))
}
