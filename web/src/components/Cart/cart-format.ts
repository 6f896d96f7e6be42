import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatNumber } from '../../lib/rating'

/** A VAT rate as people read it: `19` and `7,7` in German, `19` and `7.7` in English. */
export function formatVatRate(rate: number, locale: SiteLocale): string {
  return formatNumber(rate, locale, { maximumFractionDigits: 2 })
}

/** A billing period `1y`, `6m`, `30d` split into its count and unit; null if malformed. */
export function parsePeriod(period: string): { count: number; unit: 'd' | 'm' | 'y' } | null {
  const match = /^(\d{1,3})([dmy])$/.exec(period)
  if (!match) return null
  return { count: Number(match[1]), unit: match[2] as 'd' | 'm' | 'y' }
}

/** The subscription periods any item of the cart offers, in the order they first appear. */
export function subscriptionPeriods(items: { subscriptionOptions: { period: string }[] }[]) {
  return [...new Set(items.flatMap((item) => item.subscriptionOptions.map((o) => o.period)))]
}

/** Country names in the page's language, e.g. `DE` → „Deutschland“ / "Germany". */
export function countryName(code: string, locale: SiteLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Countries sorted by their name in the page's language. */
export function sortedCountries(codes: readonly string[], locale: SiteLocale) {
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

interface PricedItem {
  quantity: number
  oneTimeUnitPriceGross?: { amountMinor: number } | null
  modifications: { active: boolean; amountGross: { amountMinor: number } }[]
  subscriptionOptions: { period: string; amountPerPeriodGross: { amountMinor: number } }[]
}

/**
 * What the cart's items that offer a subscription cost under a purchase type, tax included:
 * bought once (`period` null) or per period of the subscription, with their active
 * modifications and quantities. Null when a one-time price is not known.
 */
export function purchaseTypePrice(items: readonly PricedItem[], period: string | null) {
  let sum = 0
  for (const item of items) {
    if (item.subscriptionOptions.length === 0) continue
    const added = item.modifications
      .filter((m) => m.active)
      .reduce((total, m) => total + m.amountGross.amountMinor, 0)
    if (period === null) {
      if (!item.oneTimeUnitPriceGross) return null
      sum += item.oneTimeUnitPriceGross.amountMinor * item.quantity
      continue
    }
    const option = item.subscriptionOptions.find((candidate) => candidate.period === period)
    if (option) sum += (option.amountPerPeriodGross.amountMinor + added) * item.quantity
  }
  return sum
}
