import type { Resolvers } from '../__generated__/resolvers-types'
import * as enums from '../enums'
import { AppliedCoupon } from './AppliedCoupon'
import { Cart } from './Cart'
import { CartItem } from './CartItem'
import { CartItemModification } from './CartItemModification'
import { Category } from './Category'
import { Customer } from './Customer'
import { CustomerReview } from './CustomerReview'
import { CustomerSubscription } from './CustomerSubscription'
import { CalendarDate } from './Date'
import { DateTime } from './DateTime'
import { DownloadItem } from './DownloadItem'
import { DownloadsBlock } from './DownloadsBlock'
import { FaqBlock } from './FaqBlock'
import { Image } from './Image'
import { Licence } from './Licence'
import { Modification } from './Modification'
import { Mutation } from './Mutation'
import { NewsletterStatus } from './NewsletterStatus'
import { Order } from './Order'
import { OrderItem } from './OrderItem'
import { PageBlock } from './PageBlock'
import { Product } from './Product'
import { ProductConnection } from './ProductConnection'
import { PromoBanner } from './PromoBanner'
import { PressKit } from './PressKit'
import { PressRelease } from './PressRelease'
import { Promotion } from './Promotion'
import { Query } from './Query'
import { Review } from './Review'
import { SearchResult } from './SearchResult'
import { SetupFile } from './SetupFile'
import { SpecialPromoProduct } from './SpecialPromoProduct'
import { SubscriptionOption } from './SubscriptionOption'
import { SupportTicket } from './SupportTicket'

// One file per GraphQL type, named as the type; a type whose fields all read the hub's
// answer as it is has no file. Enums the hub spells differently translate at the edge with
// the maps codegen types them by (graph/src/enums.ts).
export const resolvers: Resolvers = {
  ...enums,
  DateTime,
  Date: CalendarDate,
  Query,
  Mutation,
  Product,
  ProductConnection,
  Promotion,
  PressRelease,
  PressKit,
  Category,
  Image,
  SetupFile,
  SubscriptionOption,
  Modification,
  Review,
  PromoBanner,
  SpecialPromoProduct,
  SearchResult,
  PageBlock,
  FaqBlock,
  DownloadsBlock,
  DownloadItem,
  Cart,
  CartItem,
  CartItemModification,
  AppliedCoupon,
  Order,
  OrderItem,
  Customer,
  Licence,
  CustomerSubscription,
  SupportTicket,
  NewsletterStatus,
  CustomerReview,
}
