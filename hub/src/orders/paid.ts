import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CompanyDetails } from '@schaufenster/config'
import { PREMIUM_SUPPORT_PRODUCT_ID } from '@schaufenster/contract'
import { enqueueConversionPostback } from '../conversions/postback-outbox'
import type { HubDb } from '../db/database'
import {
  couponRedemptions,
  coupons,
  customers,
  idempotencyKeys,
  licences,
  orderItems,
  orders,
  type OrderRow,
} from '../db/schema-orders'
import type { DownloadLinks } from '../downloads/links'
import { redemptionKey } from '../cart/coupon-rules'
import { issueInvoice } from '../invoices/issue'
import type { Buyer } from './buyer'
import { queueOrderConfirmation } from './confirmation'
import { newLicenceKey } from './licences'

// The one place an order's payment is decided (decision 0022). An order is placed `pending`
// with its payment session; the provider's signed webhook or the buyer's return (the hub asks
// the provider) settles it, whichever comes first. One conditional UPDATE (pending → paid or
// pending → failed) decides: a second caller, a retried webhook or a racing return finds the
// order settled and does nothing, so licences, mails and reports happen exactly once.

type Tx = Pick<HubDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface PaymentSettlement {
  /** The provider's checkout session the order was placed with… */
  sessionId?: string
  /** …or the order itself (paid without a session, or its session never opened). */
  orderId?: string
  outcome: 'paid' | 'failed'
  /** The provider's payment reference (Stripe's PaymentIntent), kept with the order. */
  transactionId?: string
}

export interface PaidOrderDeps {
  publicBaseUrl: string
  downloadLinks: DownloadLinks
  /** Queue the paid order for the server-side conversion report. */
  reportConversions: boolean
  /** The seller (COMPANY_*): the invoice's and the order mail's seller block. */
  seller: CompanyDetails
}

/**
 * Settles the order of a payment session inside the caller's transaction. Answers the order
 * when this call changed it, or undefined when it was settled already (or is unknown).
 */
export async function settleOrderPayment(
  tx: Tx,
  settlement: PaymentSettlement,
  deps: PaidOrderDeps,
): Promise<OrderRow | undefined> {
  const which = settlement.orderId
    ? eq(orders.id, settlement.orderId)
    : eq(orders.paymentSessionId, settlement.sessionId ?? '')
  const pending = and(which, eq(orders.paymentStatus, 'pending'))
  if (settlement.outcome === 'failed') {
    const [failed] = await tx
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(pending)
      .returning()
    if (!failed) return undefined
    await releaseCoupon(tx, failed)
    // The buyer's next attempt (same cart, same form, so the same Idempotency-Key from the
    // storefront) places a new order instead of answering this failed one.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.orderId, failed.id))
    return failed
  }

  const [order] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: new Date(),
      ...(settlement.transactionId ? { transactionId: settlement.transactionId } : {}),
    })
    .where(pending)
    .returning()
  if (!order) return undefined

  // Licences exist only for paid orders: a key per licence of every program line.
  const itemRows = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  const licenceValues = itemRows
    // Programs get a licence key per licence; the support plan is a service and has none.
    .filter((item) => item.productId !== PREMIUM_SUPPORT_PRODUCT_ID)
    .flatMap((item) =>
      Array.from({ length: item.qty }, () => ({
        key: newLicenceKey(),
        orderItemId: item.id,
        productId: item.productId,
      })),
    )
  const licenceRows = licenceValues.length
    ? await tx.insert(licences).values(licenceValues).returning({
        id: licences.id,
        key: licences.key,
        orderItemId: licences.orderItemId,
      })
    : []
  if (deps.reportConversions) await enqueueConversionPostback(tx, order.id)
  const sorted = [...itemRows].sort((a, b) => a.position - b.position)
  // The invoice (decision 0024) is issued here, in this transaction: it exists exactly when
  // the order is paid, its number is given back if anything below rolls back, and the order
  // mail attaches it.
  const invoice = await issueInvoice(tx, { order, items: sorted, seller: deps.seller })
  await queueOrderConfirmation(tx, {
    order,
    itemRows: sorted,
    licenceRows,
    buyer: await buyerOfPaidOrder(tx, order),
    customerName: order.name,
    publicBaseUrl: deps.publicBaseUrl,
    downloadLinks: deps.downloadLinks,
    seller: deps.seller,
    invoice,
  })
  return order
}

/**
 * Whom the order mail addresses, from what placing the order recorded: the account it is
 * filed in (offered a password while it has none) or, for an unclaimed guest order, the
 * record whose holder gets the claim link.
 */
async function buyerOfPaidOrder(tx: Tx, order: OrderRow): Promise<Buyer> {
  const [record] = await tx
    .select()
    .from(customers)
    .where(
      order.customerId === null
        ? and(eq(customers.email, order.email), isNull(customers.deletedAt))
        : eq(customers.id, order.customerId),
    )
  const filed = order.customerId !== null
  return {
    customerId: order.customerId,
    createdRecord: filed && record !== undefined && record.passwordHash === null,
    claimableBy: filed ? null : (record ?? null),
    earlierOrders: order.sequence,
  }
}

/** Gives back the coupon use a failed order had taken (orders/service.ts redeemed it). */
async function releaseCoupon(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.couponCode) return
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, order.couponCode))
  const key = and(
    eq(couponRedemptions.couponCode, order.couponCode),
    eq(couponRedemptions.emailHash, redemptionKey(order.email)),
  )
  await tx.delete(couponRedemptions).where(and(key, eq(couponRedemptions.usedCount, 1)))
  await tx
    .update(couponRedemptions)
    .set({ usedCount: sql`${couponRedemptions.usedCount} - 1` })
    .where(key)
}
