import type { DataSourceConfig } from '@apollo/datasource-rest'
import type { Logger } from 'pino'
import type { GraphConfig } from './config'
import { AccountsAPI } from './datasources/accounts-api'
import { CareersAPI } from './datasources/careers-api'
import { CartAPI } from './datasources/cart-api'
import { ConversionsAPI } from './datasources/conversions-api'
import { DataHubAPI } from './datasources/data-hub-api'
import { FormsAPI } from './datasources/forms-api'
import { OrdersAPI } from './datasources/orders-api'
import { PressAPI } from './datasources/press-api'
import { PromotionsAPI } from './datasources/promotions-api'
import { cookieSettings, SessionState } from './session-cookie'

export interface GraphContext {
  requestId: string
  /** The affiliate click id of the `cje` cookie, for orders placed in this request. */
  cjEvent?: string
  logger: Logger
  /** The affiliate network's identifiers (spec §9), from the gateway configuration. */
  tracking: TrackingSettings
  /** The customer session of the `sf_session` cookie; mutations start or end it. */
  session: SessionState
  /** The checkout's order access token from the `X-Order-Token` header (graph/src/order-token.ts). */
  orderToken?: string
  dataSources: {
    accounts: AccountsAPI
    dataHub: DataHubAPI
    cart: CartAPI
    forms: FormsAPI
    orders: OrdersAPI
    conversions: ConversionsAPI
    promotions: PromotionsAPI
    press: PressAPI
    careers: CareersAPI
  }
}

export interface TrackingSettings {
  enterpriseId: number
  actionTrackerId: number
  subsequentVersionKey: string
}

/** Builds the per-request context: fresh data sources, so no state leaks between requests. */
export function createContext(args: {
  config: GraphConfig
  logger: Logger
  requestId: string
  dataSourceConfig: DataSourceConfig
  /** The visitor's address, for the hub's per-IP limits on form submissions. */
  clientIp?: string
  /** The shopper's cart token (`X-ABS-CartToken`), forwarded to the cart API. */
  cartToken?: string
  /** The affiliate click id from the `cje` cookie, when the request carries one. */
  cjEvent?: string
  /** The analyst key of `Authorization: Bearer`, forwarded to the hub's analyst endpoints. */
  analystKey?: string
  /** The customer session token of the `sf_session` cookie. */
  sessionToken?: string
  /** The order access token of the `X-Order-Token` header. */
  orderToken?: string
}): GraphContext {
  const scope = { requestId: args.requestId }
  const session = new SessionState(args.sessionToken, cookieSettings(args.config))
  return {
    session,
    orderToken: args.orderToken,
    requestId: args.requestId,
    cjEvent: args.cjEvent,
    logger: args.logger.child({ reqId: args.requestId }),
    tracking: {
      enterpriseId: args.config.AFFILIATE_ENTERPRISE_ID,
      actionTrackerId: args.config.AFFILIATE_ACTION_TRACKER_ID,
      subsequentVersionKey: args.config.SUBSEQUENT_VERSION_KEY,
    },
    // Made on first use: an answer from the response cache needs none of them.
    dataSources: lazily({
      accounts: () =>
        new AccountsAPI(
          args.config.HUB_V1_URL,
          { ...scope, clientIp: args.clientIp, session },
          args.dataSourceConfig,
        ),
      dataHub: () => new DataHubAPI(args.config.HUB_V1_URL, scope, args.dataSourceConfig),
      cart: () =>
        new CartAPI(
          args.config.CART_API_URL,
          { ...scope, cartToken: args.cartToken },
          args.dataSourceConfig,
        ),
      orders: () =>
        new OrdersAPI(
          args.config.HUB_V1_URL,
          { ...scope, clientIp: args.clientIp, session },
          args.dataSourceConfig,
        ),
      conversions: () =>
        new ConversionsAPI(
          args.config.HUB_V1_URL,
          { ...scope, analystKey: args.analystKey },
          args.dataSourceConfig,
        ),
      press: () => new PressAPI(args.config.HUB_V1_URL, scope, args.dataSourceConfig),
      promotions: () =>
        new PromotionsAPI(
          args.config.HUB_V1_URL,
          { ...scope, clientIp: args.clientIp },
          args.dataSourceConfig,
        ),
      careers: () =>
        new CareersAPI(
          args.config.HUB_V1_URL,
          { ...scope, clientIp: args.clientIp },
          args.dataSourceConfig,
        ),
      forms: () =>
        new FormsAPI(
          args.config.HUB_V1_URL,
          { ...scope, clientIp: args.clientIp, session },
          args.dataSourceConfig,
        ),
    }),
  }
}

/**
 * An object whose every property is made by its factory on first read and then kept, so one
 * request still sees one instance (and one DataLoader batch) of each.
 */
export function lazily<T extends object>(factories: { [K in keyof T]: () => T[K] }): T {
  const target = {} as T
  for (const key of Object.keys(factories) as (keyof T & string)[]) {
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = factories[key]()
        Object.defineProperty(target, key, { value, enumerable: true, writable: false })
        return value
      },
    })
  }
  return target
}
