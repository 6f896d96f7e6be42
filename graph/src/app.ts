import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default'
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { createGatewayCache } from './cache'
import type { GraphConfig } from './config'
import { clientIpFrom } from './client-ip'
import { createContext, type GraphContext } from './context'
import { cartTokenFrom, cjEventFrom } from './datasources/cart-token'
import { analystKeyFrom } from './datasources/conversions-api'
import { createHubFetch } from './datasources/hub-fetch'
import { formatError } from './format-error'
import { checkHealth } from './health'
import { registerSandboxPolicy } from './sandbox-csp'
import { graphqlArmor, hideParseLimit, parseOptions } from './armor'
import { registerFilePassthroughs } from './passthrough'
import { PublicAnswerCache, registerPublicAnswerCache } from './public-answers'
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
  const armor = graphqlArmor(config)
  // Shared by every gateway instance through Redis when REDIS_URL is set (graph/src/cache.ts).
  const gatewayCache = createGatewayCache(config, logger)
  app.addHook('onClose', gatewayCache.close)
  const apollo = new ApolloServer<GraphContext>({
    typeDefs,
    cache: gatewayCache.cache,
    resolvers,
    formatError:
      config.NODE_ENV === 'production'
        ? (formatted) => hideParseLimit(formatError(formatted))
        : formatError,
    includeStacktraceInErrorResponses: false,
    // Stated although they are Apollo Server's defaults: batches multiply every limit, and
    // the CSRF check is what keeps cookie-carrying cross-site form posts out.
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: config.NODE_ENV === 'production',
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
      // Developers and analysts explore the schema in Apollo Sandbox, also in production.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  })
  await apollo.start()

  const hubFetch = createHubFetch(config.HUB_TIMEOUT_MS)
  const hubHealthUrl = new URL('/healthz', config.HUB_V1_URL).toString()

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    reply.header('x-content-type-options', 'nosniff')
  })

  // Repeated public GETs (persisted-query hashes) answered without entering Apollo.
  const publicAnswers = new PublicAnswerCache()
  registerPublicAnswerCache(app, publicAnswers)

  app.get('/healthz', async (_request, reply) => {
    const health = await checkHealth(hubHealthUrl, config.HUB_TIMEOUT_MS)
    return reply.code(health.status === 'ok' ? 200 : 503).send(health)
  })

  registerFilePassthroughs(app, config)
  registerSandboxPolicy(app)

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) =>
      createContext({
        config,
        logger,
        requestId: request.id,
        dataSourceConfig: { fetch: hubFetch },
        clientIp: clientIpFrom(request.headers, request.socket.remoteAddress),
        cartToken: cartTokenFrom(request.headers),
        cjEvent: cjEventFrom(request.headers),
        analystKey: analystKeyFrom(request.headers.authorization),
        sessionToken: sessionTokenFrom(request.headers),
      }),
  })
  await app.register(uploadRoutes, { hubV1Url: config.HUB_V1_URL })

  return { app, apollo, publicAnswers }
}
