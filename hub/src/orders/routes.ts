import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { taxOfGross } from '@schaufenster/pricing'
import { checkoutSchema, fieldErrorsOf, type Checkout, type Locale } from '@schaufenster/validation'
import { claimRoutes, queueClaimMail } from '../accounts/claims'
import { accountLink } from '../accounts/links'
import { customerOfSession, issueToken, sessionTokenOf } from '../accounts/service'
import type { CartConfig } from '../cart/config'
import { redeemCoupon, redemptionRefusalMessage } from '../cart/coupon-rules'
import { buildCart } from '../cart/service'
import { readCartToken } from '../cart/token'
import { enqueueConversionPostback } from '../conversions/postback-outbox'
import type { HubDatabase } from '../db/database'
import { idempotencyKeys } from '../db/schema-orders'
import { rateLimitedError, requestLocale } from '../forms/http'
import { clientLimitKey } from '../http/client-ip'
import { HttpError } from '../http/errors'
import { rateLimitStore } from '../http/rate-limit-store'
import { enqueueMail } from '../mail/outbox'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import { formatAmount } from '../money-format'
import { paymentProviderFor, type PaymentProvider } from '../payments/provider'
import { buyerOf } from './buyer'
import { recordOrder } from './record'
import { newOrderNumber, ORDER_NUMBER } from './numbers'
import type { DownloadLinks } from '../downloads/links'
import type { PromotionService } from '../promotions/service'
import {
  buildOrderView,
  downloadsOf,
  findOrder,
  orderView,
  type LinkSigner,
  type OrderView,
} from './view'

export interface OrderRoutesOptions {
  database: HubDatabase
  config: CartConfig
  publicBaseUrl: string
  premiumSupportPriceEurMinor: number
  /** Called after an order queued its confirmation e-mail. */
  onMailQueued?: () => void
  /** Replaces the configured provider (tests). */
  paymentProvider?: PaymentProvider
  /** When given, every paid order is queued for the server-side conversion report. */
  conversionPostback?: { onQueued?: () => void }
  /** Shares the order limit with every hub instance (REDIS_URL); in-process when absent. */
  rateLimitRedis?: Redis
  /** Signs the paid downloads' links of the buyer's answers and mail. */
  downloadLinks: DownloadLinks
  /** Refuses to charge for a product a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
}

export const ORDER_ACCESS_HEADER = 'x-order-access-token'
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/

const bodySchema = z.object({
  cartToken: z.string().max(16_384).optional(),
  customer: z.unknown(),
  locale: z.enum(['de', 'en']).default('de'),
})

const MESSAGES: Record<Locale, Record<'empty' | 'changed' | 'coupon' | 'declined', string>> = {
  de: {
    empty: 'Ihr Warenkorb ist leer.',
    changed: 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn vor der Bestellung.',
    coupon: 'Ihr Gutschein ist nicht mehr gültig. Bitte prüfen Sie Ihren Warenkorb.',
    declined:
      'Die Zahlung wurde abgelehnt. Bitte prüfen Sie Ihre Kartendaten oder nutzen Sie eine andere Karte.',
  },
  en: {
    empty: 'Your cart is empty.',
    changed: 'Your cart has changed. Please review it before ordering.',
    coupon: 'Your coupon is no longer valid. Please review your cart.',
    declined: 'The payment was declined. Please check your card details or use another card.',
  },
}

class OrderRefused extends Error {
  constructor(
    readonly status: 402 | 409,
    readonly code: 'PAYMENT_DECLINED' | 'CART_NOT_ORDERABLE',
    message: string,
  ) {
    super(message)
  }
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

// Made once: building a zod schema costs more than using it, on every order.
const checkoutSchemas = { de: checkoutSchema('de'), en: checkoutSchema('en') }

export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, options) => {
  const { config } = options
  const { db } = options.database
  const pageLinks: LinkSigner = (subject) => options.downloadLinks.pageLink(subject)
  const mailLinks: LinkSigner = (subject) => options.downloadLinks.mailLink(subject)
  const provider = options.paymentProvider ?? paymentProviderFor(config.PAYMENT_PROVIDER)
  app.log.info({ provider: provider.id }, `payments: ${provider.label}`)

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) => rateLimitedError(requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'orders', app.log),
  })

  async function replay(key: string, requestHash: string) {
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
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
    return { order: await orderView(db, order, pageLinks), accessToken: row.accessToken ?? '' }
  }

  const orderLimit = { rateLimit: { max: config.ORDER_RATE_LIMIT_MAX, timeWindow: 60_000 } }

  // Claiming guest orders and tickets into an account (issue 18, point 3).
  await app.register(claimRoutes, { database: options.database })

  app.post('/v1/orders', { config: orderLimit }, async (request: FastifyRequest, reply) => {
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        'The Idempotency-Key header is required: 8 to 128 printable characters',
      )
    }
    const body = bodySchema.safeParse(request.body ?? {})
    if (!body.success) {
      throw new HttpError(400, 'BAD_REQUEST', 'The body must be { cartToken, customer, locale }')
    }
    const { locale } = body.data
    const parsed = checkoutSchemas[locale].safeParse(body.data.customer ?? {})
    if (!parsed.success) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        locale === 'de' ? 'Bitte prüfen Sie Ihre Eingaben' : 'Please check your input',
        fieldErrorsOf(parsed.error),
      )
    }
    const customer: Checkout = parsed.data
    const cartToken = body.data.cartToken ?? ''
    const requestHash = sha256(JSON.stringify({ cartToken, customer, locale }))
    const messages = MESSAGES[locale]

    const token = cartToken ? await readCartToken(cartToken, config.CART_TOKEN_SECRET) : undefined
    if (token && !token.ok) request.log.warn({ reason: token.reason }, 'cart token rejected')
    if (!token?.ok || token.state.items.length === 0) {
      // A retry of a finished order whose cart token has expired since still gets its order.
      const earlier = await replay(key, requestHash)
      if (earlier) return reply.code(201).header('idempotent-replayed', 'true').send(earlier)
      throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.empty)
    }
    // Checked before the transaction (PGlite has one connection): a cart filled before a
    // promotion began is not charged for what the promotion now gives away.
    const promotionRefusal = await options.promotions?.refusalFor(
      token.state.items.map((item) => item.productId),
      locale,
    )
    if (promotionRefusal) {
      // A retry of an order placed before the promotion began still gets that order.
      const earlier = await replay(key, requestHash)
      if (earlier) return reply.code(201).header('idempotent-replayed', 'true').send(earlier)
      throw new HttpError(409, 'CART_NOT_ORDERABLE', promotionRefusal)
    }
    const accessToken = randomBytes(32).toString('base64url')
    // Logged in, the order goes into the session's account (and to its address, whatever the
    // form says: the checkout shows it fixed); a guest order never changes one.
    const session = await customerOfSession(db, sessionTokenOf(request))
    const email = (session?.customer.email ?? customer.email).toLowerCase()

    let outcome: { view: OrderView } | 'duplicate'
    try {
      outcome = await db.transaction(async (tx) => {
        // The key row is the lock: a concurrent duplicate blocks here until this
        // transaction ends, then finds the key taken (or free again after a rollback). A
        // retry after the first request finished finds it taken at once and gets the first
        // answer, whatever happened to the cart since. Claiming first spares every new
        // order a separate look-up of its key.
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ key, requestHash, accessToken })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (claimed.length === 0) return 'duplicate' as const

        // VAT follows the buyer's country; gross prices stay what the buyer saw. The catalog
        // rows may come from the hub's cache: it holds the catalog as it is now (PGlite), and
        // the comparison below refuses an order whose prices moved since the cart was shown.
        const built = await buildCart(
          tx,
          { ...token.state, country: customer.country },
          {
            premiumSupportPriceEurMinor: options.premiumSupportPriceEurMinor,
            catalogCache: options.database.catalogCache,
          },
        )
        const seen = tokenItemsSchema.safeParse(token.cart)
        const unchanged =
          seen.success &&
          built.unknownProductIds.length === 0 &&
          seen.data.items.length === built.cart.items.length &&
          seen.data.items.every(
            (item, index) =>
              item.productId === built.cart.items[index]?.productId &&
              item.displayAmount === built.cart.items[index]?.displayAmount,
          )
        if (!unchanged) throw new OrderRefused(409, 'CART_NOT_ORDERABLE', messages.changed)
        if (
          built.couponRejection ||
          (seen.data.coupon?.resultingDiscount ?? 0) !== (built.cart.coupon?.resultingDiscount ?? 0)
        ) {
          throw new OrderRefused(409, 'CART_NOT_ORDERABLE', messages.coupon)
        }

        const cart = built.cart
        const rate = cart.vat.percentageValue
        const subtotal = cart.items.reduce((sum, item) => sum + item.displayAmount * item.qty, 0)
        const totalGross = subtotal - (cart.coupon?.resultingDiscount ?? 0)

        const payment = await provider.authorize({
          amountMinor: totalGross,
          currency: cart.currency,
          cardNumber: customer.cardNumber,
          orderRef: key,
        })
        if (payment.status === 'declined') {
          request.log.info({ provider: provider.id, reason: payment.reason }, 'payment declined')
          throw new OrderRefused(402, 'PAYMENT_DECLINED', messages.declined)
        }

        const buyer = await buyerOf(tx, {
          email,
          name: customer.name,
          locale,
          account: session?.customer,
        })
        const sequence = buyer.earlierOrders
        const orderNumber = newOrderNumber(sequence)

        if (cart.coupon) {
          // Total and per-address limits, race-safe (hub/src/cart/coupon-rules.ts).
          const refused = await redeemCoupon(tx, cart.coupon.code, email)
          if (refused) {
            throw new OrderRefused(
              409,
              'CART_NOT_ORDERABLE',
              redemptionRefusalMessage(locale, refused) ?? messages.coupon,
            )
          }
        }

        const now = new Date()
        // All lines in one statement, all licence keys in another (orders/record.ts).
        const names = cart.items.map(
          (item) => built.names.get(item.productId)?.[locale] ?? String(item.productId),
        )
        const { order, itemRows, licenceRows, keysByPosition } = await recordOrder(
          tx,
          {
            orderNumber,
            customerId: buyer.customerId,
            sequence,
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
        const lines = cart.items.map((item, position) =>
          item.kind === 'premium-support'
            ? `${item.qty} × ${names[position]}`
            : `${item.qty} × ${names[position]}: ${keysByPosition[position]!.join(', ')}`,
        )

        await tx
          .update(idempotencyKeys)
          .set({ orderId: order!.id })
          .where(eq(idempotencyKeys.key, key))
        if (options.conversionPostback) await enqueueConversionPostback(tx, order!.id)

        const files = await downloadsOf(
          tx,
          cart.items.map((item) => item.productId),
        )
        const view = buildOrderView(order!, itemRows, licenceRows, files, pageLinks)
        // The mail's links live longer than the page's (downloads/config.ts says why).
        const mailView = buildOrderView(order!, itemRows, licenceRows, files, mailLinks)
        const downloads = mailView.products.flatMap((p) =>
          p.downloads.map(
            (file) =>
              `${p.name} (${file.platform}): ${file.storeUrl ?? storefrontUrl(options.publicBaseUrl, locale, file.url ?? `/downloads/${encodeURIComponent(file.fileName)}`)}`,
          ),
        )
        // The order made the customer record; the mail offers to set its password.
        const setPasswordUrl = buyer.createdRecord
          ? accountLink(
              options.publicBaseUrl,
              locale,
              'setPassword',
              await issueToken(tx, {
                purpose: 'set-password',
                customerId: buyer.customerId,
                email,
                locale,
              }),
            )
          : undefined
        // A guest order with the address of an existing record: its holder alone decides
        // whether it joins the account, by the link of a separate mail to that address.
        if (buyer.claimableBy) {
          await queueClaimMail(tx, {
            publicBaseUrl: options.publicBaseUrl,
            holder: buyer.claimableBy,
            item: { kind: 'order', id: order!.id, number: order!.orderNumber },
          })
        }
        await enqueueMail(tx, {
          kind: 'order-confirmation',
          to: email,
          locale,
          ...mailTemplates.orderConfirmation(locale, {
            orderNumber: order!.orderNumber,
            name: customer.name,
            total: formatAmount(totalGross, cart.currency, locale),
            lines: [...lines, ...downloads],
            orderUrl: storefrontUrl(options.publicBaseUrl, locale, `/order/${order!.orderNumber}`),
            setPasswordUrl,
            downloadLinkHours:
              downloads.length > 0 ? options.downloadLinks.mailLinkHours : undefined,
          }),
        })
        return { view }
      })
    } catch (error) {
      if (error instanceof OrderRefused)
        throw new HttpError(error.status, error.code, error.message)
      throw error
    }

    if (outcome === 'duplicate') {
      const first = await replay(key, requestHash)
      if (!first) throw new HttpError(409, 'CART_NOT_ORDERABLE', messages.changed)
      return reply.code(201).header('idempotent-replayed', 'true').send(first)
    }
    options.onMailQueued?.()
    options.conversionPostback?.onQueued?.()
    // The view read inside the transaction is the order as committed.
    const { view } = outcome
    request.log.info(
      { orderNumber: view.orderNumber, provider: provider.id },
      `order placed (${provider.label})`,
    )
    return reply.code(201).send({ order: view, accessToken })
  })

  app.get('/v1/orders/:orderNumber', async (request) => {
    const { orderNumber } = request.params as { orderNumber: string }
    const token = request.headers[ORDER_ACCESS_HEADER]
    const notFound = new HttpError(404, 'NOT_FOUND', 'No such order')
    // Only the buyer's access token opens an order here (names, e-mail, licence keys); an
    // analyst key reads conversions only, at GET /v1/conversions/:orderNumber.
    if (!ORDER_NUMBER.test(orderNumber) || typeof token !== 'string' || token.length > 200) {
      throw notFound
    }
    const order = await findOrder(db, { orderNumber })
    // Unknown number and wrong token answer alike, so numbers cannot be probed.
    if (!order || !sameHash(order.accessTokenHash, sha256(token))) throw notFound
    return { order: await orderView(db, order, pageLinks) }
  })
}
