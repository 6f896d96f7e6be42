import { formatMoney } from '@schaufenster/pricing'
import type { Locale } from '@schaufenster/validation'

// The locale tags of the hub's texts a shopper reads (mails, cart and checkout messages):
// British English, like the mails' dates. The formatting itself is @schaufenster/pricing's.
const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** `minor` units of `currency` as the shopper's locale writes them: "25,00 €", "€25.00". */
export function formatAmount(minor: number, currency: string, locale: Locale): string {
  return formatMoney(minor, currency, INTL_LOCALE[locale])
}
