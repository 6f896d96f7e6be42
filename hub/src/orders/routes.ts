import rateLimit from '@fastify/rate-limit'
import type { CompanyDetails } from '@schaufenster/config'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { ORDER_ACCESS_HEADER } from '@schaufenster/contract'
import { checkoutSchema, fieldErrorsOf } from '@schaufenster/validation'
import { claimRoutes } from '../accounts/claims'
import { sessionTokenOf } from '../accounts/service'
import type { CartConfig } from '../cart/config'
import type { HubDatabase } from '../db/database'
import type { DownloadLinks } from '../downloads/links'
import { rateLimitedError, requestLocale } from '../forms/http'
import { clientLimitKey } from '../http/client-ip'
import { HttpError } from '../http/errors'
import type { InvoiceLinks } from '../invoices/links'
import { rateLimitStore } from '../http/rate-limit-store'
import type { HostedPayments } from '../payments/provider'
import type { PromotionService } from '../promotions/service'
import { INPUT_INVALID } from './messages'
import { ORDER_NUMBER } from './numbers'
import { createOrderService } from './service'

// POST /v1/orders and GET /v1/orders/:orderNumber: HTTP only (headers, bodies, limits,
// status codes). Placing an order is the order service's (orders/service.ts).

export interface OrderRoutesOptions {
  database: HubDatabase
  config: CartConfig
  publicBaseUrl: string
  premiumSupportPriceEurMinor: number
  /** The payment provider's hosted checkout (payments/setup.ts). */
  payments: HostedPayments
  /** Called after an order was settled paid (its mail and conversion report are queued). */
  onSettled?: () => void
  /** Queue every paid order for the server-side conversion report. */
  reportConversions: boolean
  /** Shares the order limit with every hub instance (REDIS_URL); in-process when absent. */
  rateLimitRedis?: Redis
  /** Signs the paid downloads' links of the buyer's answers and mail. */
  downloadLinks: DownloadLinks
  /** Refuses to charge for a product a running promotion gives away (issue 19, point 2). */
  promotions?: Pick<PromotionService, 'refusalFor'>
  /** The seller (COMPANY_*): invoices and order mails. */
  seller: CompanyDetails
  /** Signs the invoice link of the buyer's views. */
  invoiceLinks: InvoiceLinks
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/

const bodySchema = z.object({
  cartToken: z.string().max(16_384).optional(),
  customer: z.unknown(),
  locale: z.enum(['de', 'en']).default('de'),
})

// Made once: building a zod schema costs more than using it, on every order.
const checkoutSchemas = { de: checkoutSchema('de'), en: checkoutSchema('en') }

export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, options) => {
  const { config } = options
  const { payments, onSettled } = options
  const orders = createOrderService({
    database: options.database,
    cartTokenSecret: config.CART_TOKEN_SECRET,
    publicBaseUrl: options.publicBaseUrl,
    premiumSupportPriceEurMinor: options.premiumSupportPriceEurMinor,
    payments,
    paymentSessionMinutes: config.PAYMENT_SESSION_MINUTES,
    onSettled,
    reportConversions: options.reportConversions,
    downloadLinks: options.downloadLinks,
    promotions: options.promotions,
    seller: options.seller,
    invoiceLinks: options.invoiceLinks,
  })

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientLimitKey,
    errorResponseBuilder: (request) => rateLimitedError(requestLocale(request)),
    ...rateLimitStore(options.rateLimitRedis, 'orders', app.log),
  })

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
    const customer = checkoutSchemas[locale].safeParse(body.data.customer ?? {})
    if (!customer.success) {
      throw new HttpError(400, 'BAD_REQUEST', INPUT_INVALID[locale], fieldErrorsOf(customer.error))
    }
    const placed = await orders.placeOrder({
      key,
      cartToken: body.data.cartToken ?? '',
      customer: customer.data,
      locale,
      sessionToken: sessionTokenOf(request),
      log: request.log,
    })
    const answer = {
      order: placed.order,
      accessToken: placed.accessToken,
      paymentUrl: placed.paymentUrl,
    }
    if (placed.replayed) return reply.code(201).header('idempotent-replayed', 'true').send(answer)
    // An order with nothing to pay was settled at once and queued its mail.
    if (placed.order.paymentStatus === 'paid') onSettled?.()
    request.log.info(
      { orderNumber: placed.order.orderNumber, provider: payments.id },
      `order placed, payment ${placed.order.paymentStatus} (${payments.label})`,
    )
    return reply.code(201).send(answer)
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
    const order = await orders.openOrder(orderNumber, token)
    if (!order) throw notFound
    return { order }
  })
}
