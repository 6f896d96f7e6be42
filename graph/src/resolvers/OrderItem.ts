import type { OrderItemResolvers } from '../__generated__/resolvers-types'
import { money } from '../money'

export const OrderItem: OrderItemResolvers = {
  productId: ({ product }) => String(product.productId),
  kind: ({ product }) => product.kind,
  name: ({ product }, { locale }) => (locale ? product.names[locale] : product.name),
  quantity: ({ product }) => product.qty,
  unitPriceGross: ({ product, currency }) => money(product.price.price, currency),
  unitTax: ({ product, currency }) => money(product.price.tax, currency),
  offerPriceGross: ({ product, currency }) =>
    product.offer ? money(product.offer.price, currency) : null,
  offerProduct: ({ product }) => product.offerProduct,
  licenceKeys: ({ product }) => product.licenceKeys,
  licences: ({ product, order }) =>
    (product.licences ?? []).map((licence) => ({
      id: licence.id,
      key: licence.key,
      productId: product.productId,
      productName: product.name,
      orderNumber: order.orderNumber,
      purchasedAt: order.placedAt,
      downloads: product.downloads,
    })),
  downloads: ({ product }) => product.downloads,
}
