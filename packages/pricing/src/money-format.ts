import { MINOR_PER_MAJOR } from './money'

// THE money formatter of the shop: the storefront's pages, the hub's mails and messages and
// the structured data all write amounts through this module, from integer minor units.
// Formatters are made once per locale and currency: building one costs more than using it,
// and prices are formatted on every page and every order.

const formatters = new Map<string, Intl.NumberFormat>()

// Every currency the shop sells in (EUR, USD, GBP, CHF) has two decimals (money.ts).
const FRACTION_DIGITS = 2

/**
 * `amountMinor` units of `currency` as a BCP 47 locale writes them: "29,99 €" (de-DE),
 * "€29.99" (en-US), "US$27.50" (en-GB). Each tier passes the locale tag its texts use.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: FRACTION_DIGITS,
      maximumFractionDigits: FRACTION_DIGITS,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amountMinor / MINOR_PER_MAJOR)
}

/**
 * The amount as a plain decimal for machines (schema.org `price`, feeds): "29.99", no
 * currency sign, no grouping, always two decimals.
 */
export function decimalAmount(amountMinor: number): string {
  return (amountMinor / MINOR_PER_MAJOR).toFixed(FRACTION_DIGITS)
}
