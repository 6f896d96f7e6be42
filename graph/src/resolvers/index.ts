import type { Resolvers } from '../__generated__/resolvers-types'
import { Cart } from './cart'
import { FormsMutation } from './forms'
import { Product } from './product'
import { ProductConnection } from './product-connection'
import { Query } from './query'

export const resolvers: Resolvers = {
  Query,
  Product,
  ProductConnection,
  Cart,
  Mutation: { ...FormsMutation },
}
