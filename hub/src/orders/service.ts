import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { taxOfGross } from '@schaufenster/pricing'
import type { Checkout, Locale } from '@schaufenster/validation'
import { customerOfSession } from '../accounts/service'
import { redeemCoupon, redemptionRefusalMessage } from '../cart/coupon-rules'
import { buildCart, type BuiltCart } from '../cart/service'
import { readCartToken } from '../cart/token'
import { enqueueConversionPostback } from '../conversions/postback-outbox'
import type { HubDatabase } from '../db/database'
import type { DownloadLinks } from '../downloads/links'
import { HttpError } from '../http/errors'
import type { PaymentProvider } from '../payments/provider'
import type { PromotionService } from '../promotions/service'
import { buyerOf } from './buyer'
import { queueOrderConfirmation } from './confirmation'
import { ORDER_MESSAGES } from './messages'
import { newOrderNumber } from './numbers'
import { recordOrder } from './record'
import { attachOrderToKey, claimIdempotencyKey, findIdempotencyKey } from './repository'
import { findOrder, orderView, type LinkSigner, type OrderView } from './view'

// Placing an order, in three steps (docs/decisions/0015-payment-outside-the-transaction.md):
//   1. check, without a transaction: the key, the cart token, the promotions, the prices;
//   2. authorize the payment, holding no transaction and no lock: a provider answers in
//      seconds, and a transaction held that long would stall PGlite's one connection (every
//      other request of the shop) or a PostgreSQL connection and the rows it locked;
//   3. one short transaction writes the paid order: the key, the buyer, the coupon use, the
//      order with its licences, the mails and the conversion report (outbox rows).
// A request refused in step 3 (a coupon used up meanwhile) leaves an authorization without
// an order: it is never captured, so no money moves.

export interface OrderServiceOptions {
  database: HubDatabase
  cartTokenSecret: string
  publicBaseUrl: string
  premiumSupportPriceEurMinor: number
  provider: PaymentProvider
  /** Queue every paid order for the server-side conversion report. */
  reportConversions: boolean
  downloadLinks: DownloadLinks
  /** Refuses to charge for a product a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
}

export interface PlaceOrderRequest {
  /** The Idempotency-Key header, already checked for its form. */
  key: string
  cartToken: string
  customer: Checkout
  locale: Locale
  /** The buyer's session token: logged in, the order goes into the session's account. */
  sessionToken: string | undefined
  log: FastifyBaseLogger
}

export interface PlacedOrder {
  order: OrderView
  accessToken: string
  /** True when the key had placed this order before: nothing new was charged or written. */
  replayed: boolean
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

const tokenItemsSchema = z.object({
  items: z.array(z.object({ productId: z.number(), displayAmount: z.number() })),
  coupon: z.object({ resultingDiscount: z.number() }).optional(),
})

export function createOrderService(options: OrderServiceOptions) {
  const { database, provider } = options
  const { db } = database
  const pageLinks: LinkSigner = (subject) => options.downloadLinks.pageLink(subject)

  /** The answer of the order the key placed before, or undefined when it placed none. */
  async function replay(key: string, requestHash: string): Promise<PlacedOrder | undefined> {
    const row = await findIdempotencyKey(db, key)
    if (!row?.orderId) return undefined
    if (row.requestHash !== requestHash) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different order request',
      )
    }
    const order = await findOrder(db, { id: row.orderId })
    if (!order) return undefined
    return {
      order: await orderView(db, order, pageLinks),
      accessToken: row.accessToken ?? '',
      replayed: true,
    }
  }

  /** The cart as the buyer saw it, priced again now; refused when anything moved since. */
  async function priceCart(
    state: Parameters<typeof buildCart>[1],
    seenCart: unknown,
    messages: (typeof ORDER_MESSAGES)[Locale],
  ): Promise<BuiltCart> {
    // VAT follows the buyer's country; gross prices stay what the buyer saw. The catalog rows
    // may come from the hub's cache: it holds the catalog as it is now (PGlite), and the
    // comparison refuses an order whose prices moved since the cart was shown.
    const built = await buildCart(db, state, {
      premiumSupportPriceEurMinor: options.premiumSupportPriceEurMinor,
      catalogCache: database.catalogCache,
    })
    const seen = tokenItemsSchema.safeParse(seenCart)
    const unchanged =
      seen.success &&
      built.unknownProductIds.length === 0 &&
      seen.data.items.length === built.cart.items.length &&
      seen.data.items.every(
        (item, index) =>
          item.productId === built.cart.items[index]?.productId &&
          item.displayAmount === built.cart.items[index]?.displayAmount,
      )
    if (!unchanged) throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.changed)
    if (
      built.couponRejection ||
      (seen.data.coupon?.resultingDiscount ?? 0) !== (built.cart.coupon?.resultingDiscount ?? 0)
    ) {
      throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.coupon)
    }
    return built
  }

  async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
    const { key, cartToken, customer, locale, log } = request
    const requestHash = sha256(JSON.stringify({ cartToken, customer, locale }))
    const messages = ORDER_MESSAGES[locale]

    // ---- 1. checks, no transaction
    const token = cartToken ? await readCartToken(cartToken, options.cartTokenSecret) : undefined
    if (token && !token.ok) log.warn({ reason: token.reason }, 'cart token rejected')
    if (!token?.ok || token.state.items.length === 0) {
      // A retry of a finished order whose cart token has expired since still gets its order.
      const earlier = await replay(key, requestHash)
      if (earlier) return earlier
      throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.empty)
    }
    // A retry of a placed order gets that order, whatever happened to the cart or the
    // promotions since, and is never charged again.
    const earlier = await replay(key, requestHash)
    if (earlier) return earlier
    // A cart filled before a promotion began is not charged for what it now gives away.
    const promotionRefusal = await options.promotions?.refusalFor(
      token.state.items.map((item) => item.productId),
      locale,
    )
    if (promotionRefusal) throw new HttpError(409, 'CART_NOT_ORDERABLE', promotionRefusal)

    // Logged in, the order goes into the session's account (and to its address, whatever the
    // form says: the checkout shows it fixed); a guest order never changes one.
    const session = await customerOfSession(db, request.sessionToken)
    const email = (session?.customer.email ?? customer.email).toLowerCase()
    const built = await priceCart(
      { ...token.state, country: customer.country },
      token.cart,
      messages,
    )
    const cart = built.cart
    const rate = cart.vat.percentageValue
    const subtotal = cart.items.reduce((sum, item) => sum + item.displayAmount * item.qty, 0)
    const totalGross = subtotal - (cart.coupon?.resultingDiscount ?? 0)

    // ---- 2. the payment, holding no transaction
    const payment = await provider.authorize({
      amountMinor: totalGross,
      currency: cart.currency,
      cardNumber: customer.cardNumber,
      orderRef: key,
    })
    if (payment.status === 'declined') {
      log.info({ provider: provider.id, reason: payment.reason }, 'payment declined')
      throw new HttpError(402, 'PAYMENT_DECLINED', messages.declined)
    }

    // ---- 3. the paid order, in one short transaction
    const accessToken = randomBytes(32).toString('base64url')
    const outcome: OrderView | 'duplicate' = await db.transaction(async (tx) => {
      // A concurrent request with this key waits here until this transaction ends, then
      // finds the key taken and answers this order (or claims it after a rollback).
      if (!(await claimIdempotencyKey(tx, { key, requestHash, accessToken }))) {
        return 'duplicate' as const
      }
      const buyer = await buyerOf(tx, {
        email,
        name: customer.name,
        locale,
        account: session?.customer,
      })
      if (cart.coupon) {
        // Total and per-address limits, race-safe (hub/src/cart/coupon-rules.ts).
        const refused = await redeemCoupon(tx, cart.coupon.code, email)
        if (refused) {
          const message = redemptionRefusalMessage(locale, refused) ?? messages.coupon
          // Thrown inside the transaction: it rolls back, key and all.
          throw new HttpError(409, 'CART_NOT_ORDERABLE', message)
        }
      }

      const now = new Date()
      const names = cart.items.map(
        (item) => built.names.get(item.productId)?.[locale] ?? String(item.productId),
      )
      // All lines in one statement, all licence keys in another (orders/record.ts).
      const { order, itemRows, licenceRows, keysByPosition } = await recordOrder(
        tx,
        {
          orderNumber: newOrderNumber(buyer.earlierOrders),
          customerId: buyer.customerId,
          sequence: buyer.earlierOrders,
          email,
          name: customer.name,
          country: customer.country,
          company: customer.company ?? null,
          vatId: customer.vatId ?? null,
          locale,
          currency: cart.currency,
          taxVatPercentage: rate,
          totalGross,
          taxAmount: taxOfGross(totalGross, rate),
          // What the order items below sum to as (unit price − unit tax) × qty.
          netAmount: cart.items.reduce(
            (sum, item) =>
              sum + (item.displayAmount - taxOfGross(item.displayAmount, rate)) * item.qty,
            0,
          ),
          itemCount: cart.items.reduce((sum, item) => sum + item.qty, 0),
          couponCode: cart.coupon?.code ?? null,
          couponDiscount: cart.coupon?.resultingDiscount ?? null,
          subscriptionPeriod: cart.subscription?.period ?? null,
          cjEvent: customer.cjEvent ?? null,
          paymentProvider: provider.id,
          transactionId: payment.transactionId,
          accessTokenHash: sha256(accessToken),
          termsAcceptedAt: now,
          withdrawalWaivedAt: now,
          placedAt: now,
        },
        cart.items.map((item, position) => ({
          productId: item.productId,
          name: names[position]!,
          names: built.names.get(item.productId),
          qty: item.qty,
          unitPriceGross: item.displayAmount,
          unitTax: taxOfGross(item.displayAmount, rate),
          offerPriceGross: item.offerProduct ? item.strikeAmount : null,
          offerProduct: item.offerProduct,
          modifications: item.modifications
            .filter((m) => m.active)
            .map(({ id, key: modificationKey, amount }) => ({
              id,
              key: modificationKey,
              amount,
            })),
          // Programs get a licence key per licence; the support plan is a service and has none.
          licensed: item.kind !== 'premium-support',
        })),
      )
      await attachOrderToKey(tx, key, order.id)
      if (options.reportConversions) await enqueueConversionPostback(tx, order.id)
      return queueOrderConfirmation(tx, {
        order,
        itemRows,
        licenceRows,
        lines: cart.items.map((item, position) =>
          item.kind === 'premium-support'
            ? `${item.qty} × ${names[position]}`
            : `${item.qty} × ${names[position]}: ${keysByPosition[position]!.join(', ')}`,
        ),
        buyer,
        customerName: customer.name,
        publicBaseUrl: options.publicBaseUrl,
        downloadLinks: options.downloadLinks,
      })
    })

    if (outcome === 'duplicate') {
      const first = await replay(key, requestHash)
      if (!first) throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.changed)
      return first
    }
    // The view built inside the transaction is the order as committed.
    return { order: outcome, accessToken, replayed: false }
  }

  /** The order behind its number, for the holder of its access token only. */
  async function openOrder(orderNumber: string, accessToken: string): Promise<OrderView | null> {
    const order = await findOrder(db, { orderNumber })
    // Unknown number and wrong token answer alike, so numbers cannot be probed.
    if (!order || !sameHash(order.accessTokenHash, sha256(accessToken))) return null
    return orderView(db, order, pageLinks)
  }

  return { placeOrder, openOrder }
}
