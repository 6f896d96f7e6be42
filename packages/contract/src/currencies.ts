// The currencies the shop sells in: one list for the hub, the gateway and the storefront.

/** In shop order: the order every price list is answered in (EUR first). */
export const SHOP_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]

export const DEFAULT_CURRENCY: ShopCurrency = 'EUR'

/**
 * The same codes in alphabetical order, as the hub's database and REST API list them
 * (tests/unit/contract/currencies.test.ts keeps the two lists one set).
 */
export const CURRENCY_CODES = [
  'CHF',
  'EUR',
  'GBP',
  'USD',
] as const satisfies readonly ShopCurrency[]

export function isShopCurrency(value: unknown): value is ShopCurrency {
  return typeof value === 'string' && (SHOP_CURRENCIES as readonly string[]).includes(value)
}
