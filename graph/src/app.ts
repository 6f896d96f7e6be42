import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled'
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default'
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { createGatewayCache } from './cache'
import type { GraphConfig } from './config'
import { clientIpFrom, trustedProxyList } from './client-ip'
import { registerConversionsCsv } from './analytics/conversions-csv'
import { createContext, type GraphContext } from './context'
import { cartTokenFrom, cjEventFrom } from './datasources/cart-token'
import { analystKeyFrom } from './datasources/conversions-api'
import { createHubFetch } from './datasources/hub-fetch'
import { formatError, hideSchemaHints } from './format-error'
import { checkHealth } from './health'
import { registerHostCheck } from './host-check'
import { registerSandboxPolicy, type SandboxMode } from './sandbox-csp'
import { graphiqlLandingPagePlugin, registerSandboxAssets } from './sandbox-page'
import { graphqlArmor, hideParseLimit, parseOptions } from './armor'
import { registerFilePassthroughs } from './passthrough'
import { paymentPassthrough } from './payment-passthrough'
import { PublicAnswerCache, registerPublicAnswerCache } from './public-answers'
import { orderTokenFrom } from './order-token'
import { requestIdFrom } from './request-id'
import { responseCachePlugins } from './response-cache'
import { sessionTokenFrom } from './session-cookie'
import { resolvers } from './resolvers'
import { typeDefs } from './schema'
import { uploadRoutes } from './uploads'

/** Writes the session cookie a mutation started or ended into the response. */
const sessionCookiePlugin: ApolloServerPlugin<GraphContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const cookie = contextValue.session?.setCookie
        if (cookie) {
          response.http.headers.set('set-cookie', cookie)
          // An answer that sets a cookie is never stored anywhere, whatever its hints say.
          response.http.headers.set('cache-control', 'no-store')
        }
      },
    }
  },
}

/** GraphiQL from this origin (default), Apollo Sandbox from Apollo's CDN, or no page at all. */
function landingPagePlugin(mode: SandboxMode): ApolloServerPlugin<GraphContext> {
  if (mode === 'graphiql') return graphiqlLandingPagePlugin()
  if (mode === 'apollo') {
    return ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
  }
  return ApolloServerPluginLandingPageDisabled()
}

export interface GraphApp {
  app: FastifyInstance
  apollo: ApolloServer<GraphContext>
  /** This process's cache of public GET answers in front of Apollo (graph/src/public-answers.ts). */
  publicAnswers: PublicAnswerCache
}

/** Builds the gateway (not yet listening): Apollo Server on Fastify plus `/healthz`. */
export async function buildGraphApp(config: GraphConfig, logger: Logger): Promise<GraphApp> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
  })
  registerHostCheck(app, {
    listenHost: config.GRAPH_HOST,
    allowedHosts: config.GRAPH_ALLOWED_HOSTS,
  })
  const production = config.NODE_ENV === 'production'
  // Whose X-Forwarded-For names the visitor (TRUSTED_PROXIES, graph/src/client-ip.ts).
  const trustedProxies = trustedProxyList(config.TRUSTED_PROXIES)
  if (production && new URL(config.SITE_URL).protocol !== 'https:') {
    const host = new URL(config.SITE_URL).hostname
    if (host !== 'localhost' && host !== '127.0.0.1' && host !== '[::1]') {
      logger.warn(
        { siteUrl: config.SITE_URL },
        'SITE_URL is not https: the session cookie is sent without the Secure flag',
      )
    }
  }
  const armor = graphqlArmor(config)
  // Shared by every gateway instance through Redis when REDIS_URL is set (graph/src/cache.ts).
  const gatewayCache = createGatewayCache(config, logger)
  app.addHook('onClose', gatewayCache.close)
  const apollo = new ApolloServer<GraphContext>({
    typeDefs,
    cache: gatewayCache.cache,
    resolvers,
    // Production answers name no limit and suggest no schema names ("Did you mean …").
    formatError: production
      ? (formatted) => hideSchemaHints(hideParseLimit(formatError(formatted)))
      : formatError,
    includeStacktraceInErrorResponses: false,
    // Stated although they are Apollo Server's defaults: batches multiply every limit, and
    // the CSRF check is what keeps cookie-carrying cross-site form posts out.
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: production,
    introspection: true,
    validationRules: armor.validationRules,
    parseOptions,
    // Automatic persisted queries (GET or POST with only the hash once registered) live in
    // `cache` too, Apollo's default; so do whole public answers (graph/src/response-cache.ts).
    persistedQueries: {},
    plugins: [
      ...armor.plugins,
      fastifyApolloDrainPlugin(app),
      ...responseCachePlugins<GraphContext>(),
      sessionCookiePlugin,
      // Developers and analysts explore the schema at GET /graphql, also in production.
      landingPagePlugin(config.GRAPHQL_SANDBOX),
    ],
  })
  await apollo.start()

  const hubFetch = createHubFetch(config.HUB_TIMEOUT_MS)
  const hubHealthUrl = new URL('/healthz', config.HUB_V1_URL).toString()

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    reply.header('x-content-type-options', 'nosniff')
  })

  // Fastify would answer a failure outside Apollo with the error's own message; a server
  // error's message may name internals (addresses, paths), so it is logged, not sent.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status < 500) return reply.send(error)
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(status === 503 ? 503 : 500).send({
      error: {
        code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
        message: status === 503 ? 'A backend service is unavailable.' : 'Internal server error',
      },
    })
  })

  // Repeated public GETs (persisted-query hashes) answered without entering Apollo.
  const publicAnswers = new PublicAnswerCache()
  registerPublicAnswerCache(app, publicAnswers)

  app.get('/healthz', async (_request, reply) => {
    const health = await checkHealth(hubHealthUrl, config.HUB_TIMEOUT_MS)
    return reply.code(health.status === 'ok' ? 200 : 503).send(health)
  })

  registerFilePassthroughs(app, config)
  // The analysts' conversions as CSV (analyst key; streamed from the hub page by page).
  registerConversionsCsv(app, config, { fetch: hubFetch })
  registerSandboxPolicy(app, config.GRAPHQL_SANDBOX)
  if (config.GRAPHQL_SANDBOX === 'graphiql') registerSandboxAssets(app)

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) =>
      createContext({
        config,
        logger,
        requestId: request.id,
        dataSourceConfig: { fetch: hubFetch },
        clientIp: clientIpFrom(request.headers, request.socket.remoteAddress, trustedProxies),
        cartToken: cartTokenFrom(request.headers),
        cjEvent: cjEventFrom(request.headers),
        analystKey: analystKeyFrom(request.headers.authorization),
        sessionToken: sessionTokenFrom(request.headers),
        orderToken: orderTokenFrom(request.headers),
      }),
  })
  await app.register(uploadRoutes, { hubV1Url: config.HUB_V1_URL, trustedProxies })
  // The hosted test payment page and the payment webhook (decision 0022).
  await app.register(paymentPassthrough, {
    hubV1Url: config.HUB_V1_URL,
    timeoutMs: config.HUB_TIMEOUT_MS,
  })

  return { app, apollo, publicAnswers }
}
