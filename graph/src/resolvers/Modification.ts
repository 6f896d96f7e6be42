import type { ModificationResolvers } from '../__generated__/resolvers-types'
import { pricesInShopOrder } from '../prices-in-shop-order'

export const Modification: ModificationResolvers = {
  id: (modification) => String(modification.id),
  amountGross: (modification, { currency }) => {
    const amount = modification.amounts.find((price) => price.currency === (currency ?? 'EUR'))
    return amount ? { amountMinor: amount.amount, currency: amount.currency } : null
  },
  amountsGross: (modification) => pricesInShopOrder(modification.amounts),
}
