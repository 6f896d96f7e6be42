import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify from 'fastify'
import { accountsConfig, type AccountsConfig } from './accounts/config'
import type { PasswordHasher } from './accounts/passwords'
import { accountRoutes } from './accounts/routes'
import { analystRoutes } from './analysts/routes'
import { cartConfig, type CartConfig } from './cart/config'
import { cartRoutes } from './cart/routes'
import { catalogBrowseRoutes } from './catalog/catalog-routes'
import { catalogRoutes } from './catalog/routes'
import { DEFAULT_DOWNLOAD_DIR, type HubConfig } from './config'
import type { HubDatabase } from './db/database'
import { fileRoutes } from './files/routes'
import { formsConfig, type FormsConfig } from './forms/config'
import { formsRoutes } from './forms/routes'
import { healthRoutes } from './health/routes'
import { hubErrorHandler, hubFrameworkErrors, hubNotFoundHandler } from './http/errors'
import { parseQueryString } from './http/query-string'
import { orderRoutes } from './orders/routes'
import type { PaymentProvider } from './payments/provider'
import { createHubLogger, type HubLogger } from './logger'

const REQUEST_ID_HEADER = 'x-request-id'
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/
const BODY_LIMIT_BYTES = 1024 * 1024

export interface HubAppOptions {
  config: Pick<HubConfig, 'LOG_LEVEL'>
  database: HubDatabase
  logger?: HubLogger
  /** Folder of the download store; filled with the seed's setup files on start. */
  downloadDir?: string
  /** Forms, mail and support settings; the defaults of their variables when omitted. */
  forms?: { config?: FormsConfig; onMailQueued?: () => void }
  /** Cart, checkout and payment settings; the development defaults when omitted. */
  cart?: { config?: CartConfig; paymentProvider?: PaymentProvider }
  /** Customer account settings; the defaults of their variables when omitted. */
  accounts?: { config?: AccountsConfig; hasher?: PasswordHasher }
  /** Server-side conversion reports of paid orders; off when omitted. */
  conversionPostback?: { onQueued?: () => void }
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

  app.setErrorHandler(hubErrorHandler)
  app.setNotFoundHandler(hubNotFoundHandler)

  app.register(healthRoutes, { database })
  app.register(catalogRoutes, { database })
  const cartSettings = cart?.config ?? cartConfig()
  const formsSettings = forms?.config ?? formsConfig()
  app.register(cartRoutes, {
    database,
    config: cartSettings,
    premiumSupportPriceEurMinor: formsSettings.PREMIUM_SUPPORT_PRICE_EUR_MINOR,
  })
  app.register(orderRoutes, {
    database,
    config: cartSettings,
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    premiumSupportPriceEurMinor: formsSettings.PREMIUM_SUPPORT_PRICE_EUR_MINOR,
    onMailQueued: forms?.onMailQueued,
    paymentProvider: cart?.paymentProvider,
    conversionPostback,
  })
  app.register(analystRoutes, { database })
  app.register(catalogBrowseRoutes, { database })
  app.register(fileRoutes, { database, downloadDir: downloadDir ?? DEFAULT_DOWNLOAD_DIR })
  app.register(formsRoutes, {
    database,
    config: formsSettings,
    onMailQueued: forms?.onMailQueued,
  })
  app.register(accountRoutes, {
    database,
    config: accounts?.config ?? accountsConfig(),
    hasher: accounts?.hasher,
    publicBaseUrl: formsSettings.PUBLIC_BASE_URL,
    attachmentDir: formsSettings.ATTACHMENT_DIR,
    onMailQueued: forms?.onMailQueued,
  })

  return app
}

export type HubApp = ReturnType<typeof buildHubApp>
