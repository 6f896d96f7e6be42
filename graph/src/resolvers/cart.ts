import type { CartResolvers } from '../__generated__/resolvers-types'

export const Cart: CartResolvers = {
  itemCount: (cart) => cart.items.reduce((sum, item) => sum + item.qty, 0),
  currency: (cart) => cart.currency,
  vatPercentage: (cart) => cart.vat.percentageValue,
}
