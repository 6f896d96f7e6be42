import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { CompanyDetails } from '@schaufenster/config'
import Fastify from 'fastify'
import type { Redis } from 'ioredis'
import { accountsConfig, type AccountsConfig } from './accounts/config'
import type { PasswordHasher } from './accounts/passwords'
import { accountRoutes } from './accounts/routes'
import { analystRoutes } from './analysts/routes'
import { applicationRoutes } from './applications/routes'
import { cartConfig, type CartConfig } from './cart/config'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import { companyDetails } from './company/config'
import { companyRoutes } from './company/routes'
import { DEFAULT_DOWNLOAD_DIR, type HubConfig } from './config'
import type { HubDatabase } from './db/database'
import { downloadsConfig, type DownloadsConfig } from './downloads/config'
import { DownloadLinks } from './downloads/links'
import { fileRoutes } from './files/routes'
import { formsConfig, type FormsConfig } from './forms/config'
import { startAttachmentSweeper } from './forms/attachments'
import { formsRoutes } from './forms/routes'
import { healthRoutes } from './health/routes'
import { InvoiceLinks } from './invoices/links'
import { invoiceRoutes } from './invoices/routes'
import { DEFAULT_TRUSTED_PROXIES, trustedProxyList } from './http/client-ip'
import { hubErrorHandler, hubFrameworkErrors, hubNotFoundHandler } from './http/errors'
import { registerHostCheck } from './http/host-check'
import { parseQueryString } from './http/query-string'
import { MailLimits } from './mail/recipient-limit'
import { settleOrderPayment } from './orders/paid'
import { orderRoutes } from './orders/routes'
import { paymentRoutes } from './payments/routes'
import { hostedPaymentsFor } from './payments/setup'
import type { TestPaymentsOptions } from './payments/test-provider/routes'
import { pressRoutes } from './press/routes'
import { promotionRoutes } from './promotions/routes'
import { PromotionService } from './promotions/service'
import { reviewRoutes } from './reviews/routes'
import { ReviewService } from './reviews/service'
import { createHubLogger, type HubLogger } from './logger'

const REQUEST_ID_HEADER = 'x-request-id'
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/
const BODY_LIMIT_BYTES = 1024 * 1024

export interface HubAppOptions {
  /** HUB_HOST and HUB_ALLOWED_HOSTS name the hosts answered (http/host-check.ts); loopback and addresses only when omitted. */
  config: Pick<HubConfig, 'LOG_LEVEL'> & Partial<Pick<HubConfig, 'HUB_HOST' | 'HUB_ALLOWED_HOSTS'>>
  database: HubDatabase
  logger?: HubLogger
  /** Folder of the download store; filled with the seed's setup files on start. */
  downloadDir?: string
  /** Forms, mail and support settings; the defaults of their variables when omitted. */
  forms?: { config?: FormsConfig; onMailQueued?: () => void }
  /** Cart, checkout and payment settings; the development defaults when omitted. */
  cart?: {
    config?: CartConfig
    /** The embedded test provider's settings (tests); see orders/routes.ts. */
    testPayments?: TestPaymentsOptions
  }
  /** Customer account settings; the defaults of their variables when omitted. */
  accounts?: { config?: AccountsConfig; hasher?: PasswordHasher }
  /** Server-side conversion reports of paid orders; off when omitted. */
  conversionPostback?: { onQueued?: () => void }
  /** Redis for rate limits shared by every hub instance (REDIS_URL); in-process when omitted. */
  redis?: Redis
  /** Signed download links of paid editions; the development secret when omitted. */
  downloads?: { config?: DownloadsConfig; now?: () => number }
  /** Promotions; `now` replaces the clock that decides which run (tests). */
  promotions?: { now?: () => Date }
  /** Peers whose X-Client-IP is believed (TRUSTED_PROXIES); loopback when omitted. */
  trustedProxies?: readonly string[]
  /** The seller (COMPANY_*: Impressum, invoices, mails); the fictional defaults when omitted. */
  company?: CompanyDetails
}

// A caller's id is kept so one request can be followed through web, graph and hub logs;
// anything that could smuggle odd characters into logs or headers is replaced.
function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

export function buildHubApp({
  config,
  database,
  logger,
  downloadDir,
  forms,
  cart,
  accounts,
  conversionPostback,
  redis,
  trustedProxies,
  downloads,
  promotions,
  company,
}: HubAppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createHubLogger(config.LOG_LEVEL),
    // Fastify would trust the header verbatim; genReqId validates it first.
    requestIdHeader: false,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors: hubFrameworkErrors,
  })

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    reply.header('x-content-type-options', 'nosniff')
  })

  // Read by every per-IP limit (hub/src/http/client-ip.ts) before the routes exist.
  app.decorate('trustedProxies', trustedProxyList(trustedProxies ?? DEFAULT_TRUSTED_PROXIES))

  // DNS rebinding: a Host the hub does not know is 421 before any route (issue 18.12).
  registerHostCheck(app, {
    listenHost: config.HUB_HOST ?? '127.0.0.1',
    allowedHosts: config.HUB_ALLOWED_HOSTS ?? [],
  })

  app.setErrorHandler(hubErrorHandler)
  app.setNotFoundHandler(hubNotFoundHandler)

  app.register(healthRoutes, { database })
  app.register(catalogRoutes, { database })
  // The seller, for every feature that names it (Impressum, invoices, order mails).
  const seller = company ?? companyDetails()
  app.register(companyRoutes, { company: seller })
  // Press releases and press kits made on request (issue 24, point 4; decision 0029).
  app.register(pressRoutes, { database, company: seller })
  const cartSettings = cart?.config ?? cartConfig()
  // One signer for the file route and every view that shows a paid download's link.
  const downloadLinks = new DownloadLinks(downloads?.config ?? downloadsConfig(), downloads?.now)
  const invoiceLinks = new InvoiceLinks(downloads?.config ?? downloadsConfig(), downloads?.now)
  const formsSettings = forms?.config ?? formsConfig()
  // One set of mail counters for every route that mails on a visitor's request.
  const mailLimits = new MailLimits(formsSettings, redis, app.log)
  // Which promotions run, and their free full versions; the clock is the tests' to set.
  const promotionService = new PromotionService({
    database,
    downloadLinks,
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    mailLimits,
    now: promotions?.now,
    onMailQueued: forms?.onMailQueued,
  })
  app.register(promotionRoutes, {
    service: promotionService,
    limit: {
      max: formsSettings.FORMS_RATE_LIMIT_MAX,
      timeWindow: formsSettings.FORMS_RATE_LIMIT_WINDOW_MS,
    },
    rateLimitRedis: redis,
  })
  app.register(cartRoutes, {
    database,
    config: cartSettings,
    premiumSupportPriceEurMinor: formsSettings.PREMIUM_SUPPORT_PRICE_EUR_MINOR,
    promotions: promotionService,
  })
  // Hosted payment (decision 0022): one provider for the order service and the webhook;
  // an order paid by either way sends its mail and conversion report exactly once.
  const paymentsSetup = hostedPaymentsFor(app, cartSettings, cart?.testPayments)
  const onSettled = () => {
    forms?.onMailQueued?.()
    conversionPostback?.onQueued?.()
  }
  const paidOrders = {
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    downloadLinks,
    reportConversions: conversionPostback !== undefined,
    seller,
  }
  app.register(paymentRoutes, {
    ...paymentsSetup,
    database,
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    settle: (tx, settlement) => settleOrderPayment(tx, settlement, paidOrders),
    onSettled,
    webhookRateLimitMax: cartSettings.PAYMENT_WEBHOOK_RATE_LIMIT_MAX,
    rateLimitRedis: redis,
  })
  app.register(orderRoutes, {
    database,
    promotions: promotionService,
    config: cartSettings,
    premiumSupportPriceEurMinor: formsSettings.PREMIUM_SUPPORT_PRICE_EUR_MINOR,
    payments: paymentsSetup.payments,
    onSettled,
    rateLimitRedis: redis,
    invoiceLinks,
    ...paidOrders,
  })
  // Invoice PDFs, for the bearer of a link signed for the order's owner (decision 0024).
  app.register(invoiceRoutes, { database, invoiceLinks })
  app.register(analystRoutes, { database })
  app.register(fileRoutes, {
    database,
    downloadDir: downloadDir ?? DEFAULT_DOWNLOAD_DIR,
    downloadLinks,
  })
  app.register(formsRoutes, {
    database,
    config: formsSettings,
    mailLimits,
    onMailQueued: forms?.onMailQueued,
    rateLimitRedis: redis,
    downloadLinks,
  })
  // Open positions and applications (issue 24.5): mails to the partner and jobs desks.
  app.register(applicationRoutes, {
    database,
    config: formsSettings,
    limit: {
      max: formsSettings.FORMS_RATE_LIMIT_MAX,
      timeWindow: formsSettings.FORMS_RATE_LIMIT_WINDOW_MS,
    },
    mailLimits,
    onMailQueued: forms?.onMailQueued,
    rateLimitRedis: redis,
  })
  // Ticket uploads no ticket took within the hour go, files and rows (issue 18).
  const attachmentSweeper = startAttachmentSweeper({
    db: database.db,
    dir: formsSettings.ATTACHMENT_DIR,
    intervalMs: formsSettings.ORPHAN_UPLOAD_SWEEP_MS,
    options: {
      orphanAfterMs: formsSettings.ORPHAN_UPLOAD_MAX_AGE_MS,
      quotaWindowMs: formsSettings.UPLOAD_QUOTA_WINDOW_MS,
    },
    log: app.log,
  })
  app.addHook('onClose', () => attachmentSweeper.stop())
  // Reviews in moderation (issue 24): one service for the account's writes (they wait for
  // staff) and the visitors' reports, which are limited like the forms.
  const reviewService = new ReviewService({
    database,
    config: formsSettings,
    onMailQueued: forms?.onMailQueued,
  })
  app.register(reviewRoutes, {
    database,
    service: reviewService,
    limit: {
      max: formsSettings.FORMS_RATE_LIMIT_MAX,
      timeWindow: formsSettings.FORMS_RATE_LIMIT_WINDOW_MS,
    },
    rateLimitRedis: redis,
  })
  app.register(accountRoutes, {
    reviews: reviewService,
    database,
    config: accounts?.config ?? accountsConfig(),
    hasher: accounts?.hasher,
    redis,
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    attachmentDir: formsSettings.ATTACHMENT_DIR,
    onMailQueued: forms?.onMailQueued,
    mailLimits,
    downloadLinks,
    invoiceLinks,
  })

  return app
}

export type HubApp = ReturnType<typeof buildHubApp>
