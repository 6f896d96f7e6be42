import type { Resolvers } from '../__generated__/resolvers-types'
import { Cart } from './cart'
import { CatalogProduct } from './catalog-product'
import { CatalogQuery } from './catalog-query'
import * as CatalogTypes from './catalog-types'
import { FormsMutation } from './forms'
import { Product } from './product'
import { ProductConnection } from './product-connection'
import { Query } from './query'

export const resolvers: Resolvers = {
  Query: { ...Query, ...CatalogQuery },
  Product: { ...Product, ...CatalogProduct },
  ProductConnection,
  Cart,
  ...CatalogTypes,
  Mutation: { ...FormsMutation },
}
