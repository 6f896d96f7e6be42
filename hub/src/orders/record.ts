import { netOfGross } from '@schaufenster/pricing'
import type { HubDb } from '../db/database'
import { licences, orderItems, orders, type OrderItemModification } from '../db/schema-orders'
import { newLicenceKey } from './licences'

// Writing an order: its row, its lines and a licence key per licence of every program line.
// The checkout (orders/routes.ts) and the free full version of a promotion
// (promotions/service.ts) both record their orders here, so a 0,00 € order has the same
// shape, keys and links as a paid one.

type Tx = Pick<HubDb, 'insert'>

export interface RecordedLine {
  productId: number
  /** The product's name in the order's language, as it was when ordered. */
  name: string
  /** The name in both languages, for pages and views in the other one (issue 19). */
  names?: { de: string; en: string }
  qty: number
  unitPriceGross: number
  unitTax: number
  offerPriceGross: number | null
  offerProduct: boolean
  modifications: OrderItemModification[]
  /** Programs get a licence key per licence; a service (premium support) none. */
  licensed: boolean
}

export async function recordOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'couponDiscountNet'>,
  lines: RecordedLine[],
) {
  const rate = values.taxVatPercentage
  // The §9 net figures the analysts sum are stored here, by the pricing module, so no SQL
  // recomputes the tax formula (hub/src/analysts/routes.ts).
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      couponDiscountNet: values.couponDiscount ? netOfGross(values.couponDiscount, rate) : 0,
    })
    .returning()
  // All lines in one statement, all licence keys in another: a transaction holds
  // PGlite's one connection, so every statement saved is an order more per second.
  const itemRows = await tx
    .insert(orderItems)
    .values(
      lines.map((line, position) => ({
        orderId: order!.id,
        position,
        productId: line.productId,
        name: line.name,
        names: line.names ?? null,
        qty: line.qty,
        unitPriceGross: line.unitPriceGross,
        unitTax: line.unitTax,
        offerPriceGross: line.offerPriceGross,
        offerPriceNet:
          line.offerPriceGross === null ? null : netOfGross(line.offerPriceGross, rate),
        offerProduct: line.offerProduct,
        modifications: line.modifications,
      })),
    )
    .returning()
  const rowAt = new Map(itemRows.map((row) => [row.position, row]))
  const keysByPosition = lines.map((line) =>
    line.licensed ? Array.from({ length: line.qty }, newLicenceKey) : [],
  )
  const licenceValues = lines.flatMap((line, position) =>
    keysByPosition[position]!.map((licenceKey) => ({
      key: licenceKey,
      orderItemId: rowAt.get(position)!.id,
      productId: line.productId,
    })),
  )
  const licenceRows = licenceValues.length
    ? await tx.insert(licences).values(licenceValues).returning({
        id: licences.id,
        key: licences.key,
        orderItemId: licences.orderItemId,
      })
    : []
  return { order: order!, itemRows, licenceRows, keysByPosition }
}
