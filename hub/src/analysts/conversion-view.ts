import { asc, inArray } from 'drizzle-orm'
import { postbackStates, type PostbackStateRest } from '../conversions/postback-state'
import type { HubDb } from '../db/database'
import { orderItems, type OrderRow } from '../db/schema-orders'

// What an analyst key reads of an order: the conversion figures and nothing that names or
// reaches a person or a licence. No e-mail, name, country, company or VAT id, no licence keys,
// no downloads, no payment transaction. The rows are read here, not taken from the full order
// view, so a field added to that view never reaches analysts by accident.

export interface ConversionView {
  orderNumber: string
  placedAt: string
  price: { currency: string; tax: number; taxVatPercentage: number; price: number }
  products: {
    productId: number
    qty: number
    price: { price: number; tax: number }
    offer: { price: number } | null
    offerProduct: boolean
  }[]
  coupon: { code: string; resultingDiscount: number } | null
  additionalProperties: { cjEvent: string | null }
  /** The server-to-server report's state; null when none was queued (a direct order). */
  postback: PostbackStateRest | null
}

type Reader = Pick<HubDb, 'select'>

/** The conversion views of `rows`, in their order, with one query for all their lines. */
export async function conversionViews(db: Reader, rows: OrderRow[]): Promise<ConversionView[]> {
  const lines = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          qty: orderItems.qty,
          unitPriceGross: orderItems.unitPriceGross,
          unitTax: orderItems.unitTax,
          offerPriceGross: orderItems.offerPriceGross,
          offerProduct: orderItems.offerProduct,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : []
  const postbacks = await postbackStates(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((order) => ({
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    price: {
      currency: order.currency,
      tax: order.taxAmount,
      taxVatPercentage: order.taxVatPercentage,
      price: order.totalGross,
    },
    products: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        productId: line.productId,
        qty: line.qty,
        price: { price: line.unitPriceGross, tax: line.unitTax },
        offer: line.offerPriceGross === null ? null : { price: line.offerPriceGross },
        offerProduct: line.offerProduct,
      })),
    coupon:
      order.couponCode === null
        ? null
        : { code: order.couponCode, resultingDiscount: order.couponDiscount ?? 0 },
    additionalProperties: { cjEvent: order.cjEvent },
    postback: postbacks.get(order.id) ?? null,
  }))
}
