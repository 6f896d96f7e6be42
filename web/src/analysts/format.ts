import { formatMoney as formatMinor, toMinor } from '@schaufenster/pricing'
import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'
import type { Grouping } from './periods'
import { dateTimeFormat, numberFormat } from '../lib/intl-formats'

// How the analysts' page writes amounts, counts and periods, in the page's language.

/** An amount of the analysts' figures (major units) through the shop's one formatter. */
export function formatMoney(amount: number, currency: string, locale: SiteLocale): string {
  return formatMinor(toMinor(amount), currency, intlLocale[locale])
}

/** An axis tick of money: no cents on the axis (the table has them). */
export function formatMoneyTick(amount: number, currency: string, locale: SiteLocale): string {
  return numberFormat(intlLocale[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(amount)
}

export function formatCount(value: number, locale: SiteLocale): string {
  return numberFormat(intlLocale[locale]).format(value)
}

/** A day `YYYY-MM-DD` as the page's language writes it (25.11.2026, 11/25/2026). */
export function formatDayKey(day: string, locale: SiteLocale, withYear = true): string {
  const date = new Date(`${day}T00:00:00Z`)
  return dateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(date)
}

/** A period key (see periods.ts) as a short label; weeks by their Monday. */
export function formatPeriodKey(
  key: string,
  grouping: Grouping,
  locale: SiteLocale,
  withYear = true,
): string {
  if (grouping === 'MONTH') {
    return dateTimeFormat(intlLocale[locale], {
      timeZone: 'UTC',
      month: 'short',
      year: withYear ? 'numeric' : '2-digit',
    }).format(new Date(`${key}-01T00:00:00Z`))
  }
  return formatDayKey(key, locale, withYear)
}
