import { SHOP_CURRENCIES } from '@schaufenster/contract'
import type { PriceRest, RestCurrency } from './datasources/rest-types'

/**
 * A price list as `[Money!]!`: one entry per currency (the first the hub gives for it), in
 * shop order, so a client picks the shopper's currency by its code and never by position.
 */
export function pricesInShopOrder(
  prices: readonly PriceRest[],
): { amountMinor: number; currency: RestCurrency }[] {
  const answer: { amountMinor: number; currency: RestCurrency }[] = []
  for (const currency of SHOP_CURRENCIES) {
    const price = prices.find((candidate) => candidate.currency === currency)
    if (price) answer.push({ amountMinor: price.amount, currency })
  }
  return answer
}
