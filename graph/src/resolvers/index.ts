import type { Resolvers } from '../__generated__/resolvers-types'
import { Cart, CartQuery } from './cart'
import { AppliedCoupon, CartItem, CartItemModification } from './cart-item'
import { CartMutation } from './cart-mutations'
import { CatalogProduct } from './catalog-product'
import { CatalogQuery } from './catalog-query'
import * as CatalogTypes from './catalog-types'
import { FormsMutation } from './forms'
import { Order, OrderItem, OrderMutation, OrderQuery } from './order'
import { Product } from './product'
import { ProductConnection } from './product-connection'
import { Query } from './query'
import { TrackingQuery } from './tracking'

export const resolvers: Resolvers = {
  Query: { ...Query, ...CatalogQuery, ...CartQuery, ...OrderQuery, ...TrackingQuery },
  Product: { ...Product, ...CatalogProduct },
  ProductConnection,
  Cart,
  CartItem,
  CartItemModification,
  AppliedCoupon,
  Order,
  OrderItem,
  ...CatalogTypes,
  Mutation: { ...FormsMutation, ...CartMutation, ...OrderMutation },
}
