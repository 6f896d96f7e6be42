import type { Resolvers } from '../__generated__/resolvers-types'
import { AccountMutation } from './account-mutations'
import { Cart, CartQuery } from './cart'
import { AppliedCoupon, CartItem, CartItemModification } from './cart-item'
import { CartMutation } from './cart-mutations'
import { CatalogProduct } from './catalog-product'
import { CalendarDate, DateTime } from './date-time'
import { ClaimMutation } from './claims'
import { CatalogQuery } from './catalog-query'
import * as CatalogTypes from './catalog-types'
import {
  AccountQuery,
  Customer,
  CustomerReview,
  CustomerSubscription,
  Licence,
  NewsletterStatus,
  SupportTicket,
} from './customer'
import { FormsMutation } from './forms'
import { MailedLinkMutation } from './mailed-links'
import { Order, OrderItem, OrderMutation, OrderQuery } from './order'
import { Product } from './product'
import { ProductConnection } from './product-connection'
import { Promotion, PromotionMutation, PromotionProduct, PromotionQuery } from './promotions'
import { Query } from './query'
import { TrackingQuery } from './tracking'

export const resolvers: Resolvers = {
  DateTime,
  Date: CalendarDate,
  Query: {
    ...Query,
    ...CatalogQuery,
    ...CartQuery,
    ...OrderQuery,
    ...TrackingQuery,
    ...AccountQuery,
    ...PromotionQuery,
  },
  Product: { ...Product, ...CatalogProduct, ...PromotionProduct },
  Promotion,
  ProductConnection,
  Cart,
  CartItem,
  CartItemModification,
  AppliedCoupon,
  Order,
  OrderItem,
  ...CatalogTypes,
  Customer,
  Licence,
  CustomerSubscription,
  SupportTicket,
  NewsletterStatus,
  CustomerReview,
  Mutation: {
    ...FormsMutation,
    ...CartMutation,
    ...OrderMutation,
    ...AccountMutation,
    ...ClaimMutation,
    ...MailedLinkMutation,
    ...PromotionMutation,
  },
}
