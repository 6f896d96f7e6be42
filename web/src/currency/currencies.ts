import { DEFAULT_CURRENCY, isShopCurrency, type ShopCurrency } from '@schaufenster/contract'

/**
 * The shopper's currency (issue 19, point 13). Prices are always the server's: the gateway
 * answers every product price in every currency it is sold in (`pricesGross`), and the
 * storefront only picks the shopper's among them. The choice lives in a cookie, so the
 * server can mark it on every page it sends (currency-markup.ts), with or without
 * JavaScript, until the shopper changes it.
 */

/**
 * A necessary cookie, not a tracking one: it holds one of four currency codes and nothing
 * about the visitor, is readable by the page (the header's chooser writes it) and is only
 * sent to this site (SameSite=Lax).
 */
export const currencyCookie = {
  name: 'sf_currency',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const

/** The `Set-Cookie` value (server) or `document.cookie` assignment (browser) of a choice. */
export function currencyCookieHeader(currency: ShopCurrency, secure: boolean): string {
  const parts = [
    `${currencyCookie.name}=${currency}`,
    `Max-Age=${currencyCookie.maxAgeSeconds}`,
    `Path=${currencyCookie.path}`,
    `SameSite=${currencyCookie.sameSite}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The chosen currency in a `Cookie` header (or `document.cookie`); the default otherwise. */
export function currencyFromCookies(cookieHeader: string | null | undefined): ShopCurrency {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== currencyCookie.name) continue
    const value = pair.slice(at + 1).trim()
    if (isShopCurrency(value)) return value
  }
  return DEFAULT_CURRENCY
}

export interface PriceAmount {
  amountMinor: number
  currency: string
}

/** The server's amount in `currency` from a price list, or null when it is not sold in it. */
export function pickPrice<P extends PriceAmount>(
  prices: readonly P[] | null | undefined,
  currency: string,
): P | null {
  return prices?.find((price) => price.currency === currency) ?? null
}

/**
 * Two of the server's price lists added currency by currency (a product and a surcharge),
 * for each currency both are sold in; the order is the first list's.
 */
export function sumPerCurrency<P extends PriceAmount>(
  base: readonly P[],
  added: readonly PriceAmount[],
): PriceAmount[] {
  return base.flatMap((price) => {
    const extra = pickPrice(added, price.currency)
    return extra
      ? [{ amountMinor: price.amountMinor + extra.amountMinor, currency: price.currency }]
      : []
  })
}
