import { toMajor } from './money'
import {
  conversionAmount,
  couponDiscountNet,
  customerStatus,
  orderUnitPrice,
  type ConversionItem,
  type OrderProductPrice,
} from './tracking'

// The conversion of a placed order (spec §3 "Conversion order", §9), shared by the gateway's
// `conversionOrder` and the hub's server-side postback so both report the same numbers.

export const CONVERSION_PAGE_TYPE = 'conversionConfirmation'

/** What the conversion needs of an order record (the hub's order view has all of it). */
export interface ConversionSourceOrder {
  orderNumber: string
  price: { currency: string; taxVatPercentage: number }
  products: (OrderProductPrice & { productId: number; qty: number })[]
  coupon: { code: string; resultingDiscount: number } | null
  additionalProperties: { cjEvent: string | null }
}

export interface ConversionIds {
  enterpriseId: number
  actionTrackerId: number
}

/** A conversion item in the network's major units. */
export interface ConversionItemMajor {
  itemId: string
  unitPrice: number
  quantity: number
  discount: number | null
}

export interface ConversionPayload<Currency extends string = string> {
  enterpriseId: number
  pageType: string
  orderId: string
  actionTrackerId: number
  currency: Currency
  amount: number
  cjeventOrder: string
  discount: number
  coupon: string
  items: ConversionItemMajor[]
  customerStatus: 'new' | 'return'
}

export const conversionItemInMajor = (item: ConversionItem): ConversionItemMajor => ({
  itemId: item.itemId,
  unitPrice: toMajor(item.unitPrice),
  quantity: item.quantity,
  discount: item.discount === undefined ? null : toMajor(item.discount),
})

/** §9 in the order view: unit price from the offer price for offer products, else the price. */
export function orderConversionItems(order: ConversionSourceOrder): ConversionItem[] {
  const rate = order.price.taxVatPercentage
  return order.products.map((product) => {
    const unitPrice = orderUnitPrice(product, rate)
    // Strike (offer) price minus current price, both net: offer products only.
    const discount =
      product.offerProduct && product.offer
        ? Math.max(0, unitPrice - (product.price.price - product.price.tax))
        : 0
    return {
      itemId: String(product.productId),
      unitPrice,
      quantity: product.qty,
      ...(discount > 0 ? { discount } : {}),
    }
  })
}

/** The order as the affiliate network's conversion, amounts in major units. */
export function conversionOf<Order extends ConversionSourceOrder>(
  order: Order,
  ids: ConversionIds,
): ConversionPayload<Order['price']['currency']> {
  const items = orderConversionItems(order)
  return {
    enterpriseId: ids.enterpriseId,
    pageType: CONVERSION_PAGE_TYPE,
    orderId: order.orderNumber,
    actionTrackerId: ids.actionTrackerId,
    currency: order.price.currency,
    amount: toMajor(conversionAmount(items)),
    cjeventOrder: order.additionalProperties.cjEvent ?? '',
    discount: toMajor(couponDiscountNet(order.coupon, order.price.taxVatPercentage)),
    coupon: order.coupon?.code ?? '',
    items: items.map(conversionItemInMajor),
    customerStatus: customerStatus(order.orderNumber),
  }
}
