import type { CartItemModificationResolvers } from '../__generated__/resolvers-types'
import { money } from '../money'

export const CartItemModification: CartItemModificationResolvers = {
  id: ({ modification }) => String(modification.id),
  key: ({ modification }) => modification.key,
  name: ({ name }) => name,
  active: ({ modification }) => modification.active,
  amountGross: ({ modification, currency }) => money(modification.amount, currency),
}
