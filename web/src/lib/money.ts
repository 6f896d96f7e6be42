import { formatMoney as formatMoneyIn } from '@schaufenster/pricing'
import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'

/** Formats minor units for display: `29,99 €` in German, `€29.99` in English. */
export function formatMoney(amountMinor: number, currency: string, locale: SiteLocale): string {
  return formatMoneyIn(amountMinor, currency, intlLocale[locale])
}
