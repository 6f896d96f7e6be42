import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CompanyDetails } from '@schaufenster/config'
import type { FastifyBaseLogger } from 'fastify'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { taxOfGross, vatTreatment } from '@schaufenster/pricing'
import type { Checkout, Locale } from '@schaufenster/validation'
import { saveBillingAddress } from '../accounts/billing-address'
import { customerOfSession } from '../accounts/service'
import { redeemCoupon, redemptionRefusalMessage } from '../cart/coupon-rules'
import { buildCart, type BuiltCart } from '../cart/service'
import { readCartToken } from '../cart/token'
import type { HubDatabase } from '../db/database'
import type { DownloadLinks } from '../downloads/links'
import { HttpError } from '../http/errors'
import type { InvoiceLinks } from '../invoices/links'
import { orders, type OrderRow } from '../db/schema-orders'
import type { HostedPayments } from '../payments/provider'
import type { PromotionService } from '../promotions/service'
import { buyerOf } from './buyer'
import { ORDER_MESSAGES } from './messages'
import { newOrderNumber } from './numbers'
import { settleOrderPayment } from './paid'
import { recordOrder } from './record'
import { attachOrderToKey, claimIdempotencyKey, findIdempotencyKey } from './repository'
import { findOrder, orderView, type LinkSigner, type OrderView } from './view'

// Placing an order, in three steps (decisions 0015 and 0022-hosted-payment.md):
//   1. check, without a transaction: the key, the cart token, the promotions, the prices;
//   2. one short transaction writes the order `pending`: the key, the buyer, the coupon use
//      (taken now, so a single-use coupon cannot be paid twice; given back if the payment
//      fails), the order and its lines, but no licences and no mail;
//   3. holding no transaction, the provider opens the payment session on its hosted page;
//      the buyer is sent there. The provider's webhook or the buyer's return settles the
//      order (orders/paid.ts): licences, mails and the conversion report happen only then.
// The shop never sees a card number or an IBAN.

export interface OrderServiceOptions {
  database: HubDatabase
  cartTokenSecret: string
  publicBaseUrl: string
  premiumSupportPriceEurMinor: number
  payments: HostedPayments
  /** How long the buyer has on the hosted page before the session expires. */
  paymentSessionMinutes: number
  /** Called when the buyer's return settled an order (its mail is queued). */
  onSettled?: () => void
  /** Queue every paid order for the server-side conversion report. */
  reportConversions: boolean
  downloadLinks: DownloadLinks
  /** Refuses to charge for a product a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
  /** The seller (COMPANY_*): invoices and order mails (decision 0024). */
  seller: CompanyDetails
  /** Signs the invoice link of the buyer's views (decision 0024). */
  invoiceLinks: InvoiceLinks
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
  /** The provider's hosted page to send the buyer to; null when nothing is left to pay. */
  paymentUrl: string | null
  /** True when the key had placed this order before: nothing new was charged or written. */
  replayed: boolean
}

/**
 * How long a retry waits for the placing request to open the payment session before it opens
 * it itself (the placing process may have died in between), and how often it looks. Opening
 * twice is harmless: the provider answers the order's idempotency key with the same session.
 */
const SESSION_TAKEOVER_MS = 5_000
const SESSION_POLL_MS = 100

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
  const { database, payments } = options
  const { db } = database
  const pageLinks: LinkSigner = (subject) => options.downloadLinks.pageLink(subject)
  const invoiceLink = (invoiceNumber: string) => options.invoiceLinks.pageLink(invoiceNumber)

  /** The answer of the order the key placed before, or undefined when it placed none. */
  async function replay(
    key: string,
    requestHash: string,
    log: FastifyBaseLogger,
  ): Promise<PlacedOrder | undefined> {
    const row = await findIdempotencyKey(db, key)
    if (!row?.orderId) return undefined
    if (row.requestHash !== requestHash) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different order request',
      )
    }
    let order = await findOrder(db, { id: row.orderId })
    if (!order) return undefined
    // The request that placed the order may still be opening its payment session: a retry
    // waits a moment for it, then opens it itself; both answers send the buyer to the same
    // hosted page.
    if (order.paymentStatus === 'pending' && !order.paymentUrl) {
      order = await sessionOpened(order.id)
      if (order.paymentStatus === 'pending' && !order.paymentUrl) {
        await openSession(order, 'retry', log)
        order = (await findOrder(db, { id: order.id })) ?? order
      }
    }
    // Paid on the provider's page while the settling webhook was lost (the hub died in
    // between): the retry asks the provider, as the buyer's return does, and settles it.
    if (order.paymentStatus === 'pending' && order.paymentSessionId) {
      order = (await reconcile(order)) ?? order
    }
    // Its session could not be opened: this retry is told so, as the first request was.
    if (order.paymentStatus === 'failed') {
      throw new HttpError(503, 'UNAVAILABLE', ORDER_MESSAGES[order.locale].paymentUnavailable)
    }
    return {
      order: await orderView(db, order, pageLinks, invoiceLink),
      accessToken: row.accessToken ?? '',
      paymentUrl: order.paymentStatus === 'pending' ? order.paymentUrl : null,
      replayed: true,
    }
  }

  /**
   * The order once its payment session is open (it has a payment URL) or the order failed
   * (the session could not be opened), or as it is after SESSION_TAKEOVER_MS.
   */
  async function sessionOpened(orderId: string): Promise<OrderRow> {
    const deadline = Date.now() + SESSION_TAKEOVER_MS
    for (;;) {
      const order = await findOrder(db, { id: orderId })
      if (!order) throw new HttpError(409, 'CART_NOT_ORDERABLE', ORDER_MESSAGES.en.changed)
      if (order.paymentStatus !== 'pending' || order.paymentUrl || Date.now() >= deadline) {
        return order
      }
      await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS))
    }
  }

  /**
   * Opens the order's session on the provider's hosted page and keeps its URL. The placing
   * request fails the order when the provider cannot be reached (its coupon use is given
   * back); a retry taking over leaves the order pending, to be tried again.
   */
  async function openSession(
    order: OrderRow,
    by: 'placer' | 'retry',
    log: FastifyBaseLogger,
  ): Promise<string> {
    const base = options.publicBaseUrl.replace(/\/$/, '')
    const { locale, orderNumber } = order
    const prefix = locale === 'en' ? '/en' : ''
    try {
      // The return page reads the order (with this tab's access token); the hub asks the
      // provider about the order's own session, so no session id rides in the URL.
      const session = await payments.createSession({
        orderNumber,
        amountMinor: order.totalGross,
        currency: order.currency,
        locale,
        email: order.email,
        successUrl: `${base}${prefix}/${locale === 'en' ? 'order-confirmation' : 'bestellbestaetigung'}?order=${orderNumber}`,
        cancelUrl: `${base}${prefix}/${locale === 'en' ? 'checkout' : 'kasse'}?payment=cancelled`,
        expiresInMinutes: options.paymentSessionMinutes,
      })
      await db
        .update(orders)
        .set({ paymentSessionId: session.id, paymentUrl: session.url })
        .where(eq(orders.id, order.id))
      return session.url
    } catch (error) {
      log.error({ err: error, provider: payments.id, by }, 'payment session not created')
      if (by === 'placer') {
        // The order never reached the provider: it fails, its coupon use is given back.
        await db.transaction((tx) =>
          settleOrderPayment(tx, { orderId: order.id, outcome: 'failed' }, options),
        )
      }
      throw new HttpError(503, 'UNAVAILABLE', ORDER_MESSAGES[locale].paymentUnavailable)
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
      const earlier = await replay(key, requestHash, log)
      if (earlier) return earlier
      throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.empty)
    }
    // A retry of a placed order gets that order, whatever happened to the cart or the
    // promotions since, and is never charged again.
    const earlier = await replay(key, requestHash, log)
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
    // The billing address decides the VAT (decision 0023): a business elsewhere in the EU
    // with its country's VAT id pays none (reverse charge). Decided here from the parsed
    // billing data, never from anything the client says about prices or tax.
    const vat = vatTreatment({ country: customer.country, vatId: customer.vatId })
    const rate = vat.ratePercent
    const subtotal = cart.items.reduce((sum, item) => sum + item.displayAmount * item.qty, 0)
    const totalGross = subtotal - (cart.coupon?.resultingDiscount ?? 0)

    // ---- 2. the pending order, in one short transaction
    const accessToken = randomBytes(32).toString('base64url')
    const outcome = await db.transaction(async (tx) => {
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
      // Logged in and asked for: the account keeps this billing address for the next checkout.
      if (customer.saveBillingAddress && session) {
        await saveBillingAddress(tx, session.customer.id, customer)
      }
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
      const { order } = await recordOrder(
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
          billingStreet: customer.street,
          billingPostalCode: customer.postalCode,
          billingCity: customer.city,
          reverseCharge: vat.reverseCharge,
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
          paymentProvider: payments.id,
          // The provider's payment reference arrives with the payment (orders/paid.ts).
          transactionId: '',
          paymentStatus: 'pending',
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
          // Licences come with the payment (orders/paid.ts), never before.
          licensed: false,
        })),
      )
      await attachOrderToKey(tx, key, order.id)
      // Nothing to pay (a coupon covering everything): paid at once, no hosted page.
      if (totalGross === 0) {
        await settleOrderPayment(
          tx,
          { orderId: order.id, outcome: 'paid', transactionId: 'no-payment' },
          options,
        )
      }
      return order
    })

    if (outcome === 'duplicate') {
      const first = await replay(key, requestHash, log)
      if (!first) throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.changed)
      return first
    }
    // ---- 3. the payment session on the provider's hosted page, holding no transaction
    const paymentUrl = totalGross > 0 ? await openSession(outcome, 'placer', log) : null
    const order = await findOrder(db, { id: outcome.id })
    return {
      order: await orderView(db, order ?? outcome, pageLinks, invoiceLink),
      accessToken,
      paymentUrl,
      replayed: false,
    }
  }

  /** The order behind its number, for the holder of its access token only. */
  async function openOrder(orderNumber: string, accessToken: string): Promise<OrderView | null> {
    const order = await findOrder(db, { orderNumber })
    // Unknown number and wrong token answer alike, so numbers cannot be probed.
    if (!order || !sameHash(order.accessTokenHash, sha256(accessToken))) return null
    const settled = order.paymentStatus === 'pending' ? await reconcile(order) : undefined
    return orderView(db, settled ?? order, pageLinks, invoiceLink)
  }

  /**
   * The buyer's return: a pending order asks the provider (through the SDK) how its session
   * stands, and is settled when the webhook has not done so yet. The same conditional UPDATE
   * as the webhook's decides, so the two never both settle it.
   */
  async function reconcile(order: OrderRow): Promise<OrderRow | undefined> {
    if (!order.paymentSessionId) return undefined
    let state: Awaited<ReturnType<HostedPayments['sessionState']>>
    try {
      state = await payments.sessionState(order.paymentSessionId)
    } catch {
      // The provider is unreachable: the order shows as pending; the webhook will settle it.
      return undefined
    }
    if (state.state === 'pending') return undefined
    const sessionId = order.paymentSessionId
    const changed = await db.transaction((tx) =>
      settleOrderPayment(
        tx,
        state.state === 'paid'
          ? { sessionId, outcome: 'paid', transactionId: state.transactionId }
          : { sessionId, outcome: 'failed' },
        options,
      ),
    )
    if (changed) options.onSettled?.()
    return findOrder(db, { id: order.id })
  }

  return { placeOrder, openOrder }
}
