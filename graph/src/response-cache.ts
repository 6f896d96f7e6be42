import { createHash } from 'node:crypto'
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server'
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl'
import responseCachePlugin from '@apollo/server-plugin-response-cache'
import { CART_TOKEN_HEADER, ORDER_TOKEN_HEADER } from '@schaufenster/contract'
import { SESSION_COOKIE } from './session-cookie'

// Whole answers of public queries are kept in the gateway's Apollo cache (graph/src/cache.ts:
// in memory, or Redis with REDIS_URL) for as long as their cache hints allow: 60 s for the
// catalog (schema.graphql). Apollo's cache-control plugin computes one policy per answer from
// the hints of every field it resolved; a field without a hint (the cart, `me`, trackingPage,
// orders, the conversions, every mutation field) has max age 0, and one such field makes the
// whole answer uncacheable (`Cache-Control: no-store`). Only queries are ever stored, never an
// answer with errors, and never anything for a request that carries private credentials.

/** Headers in the form Apollo hands them to plugins (lower-case names). */
export interface RequestHeaders {
  get(name: string): string | undefined
}

/** True when the Cookie header has a cookie of that name, whatever its value. */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => part.split('=', 1)[0]!.trim() === name)
}

/**
 * True when the request is someone's own: it has a cart token, an order token, a customer
 * session cookie or an analyst key (any `Authorization`). Presence counts, valid or not, so
 * nothing that could reach a private answer is ever read from or written to the shared
 * response cache. A request without HTTP headers (a server-side `executeOperation`) counts as
 * private too.
 */
export function carriesPrivateCredentials(headers: RequestHeaders | undefined): boolean {
  if (!headers) return true
  return (
    headers.get(CART_TOKEN_HEADER) !== undefined ||
    headers.get(ORDER_TOKEN_HEADER) !== undefined ||
    headers.get('authorization') !== undefined ||
    hasCookie(headers.get('cookie'), SESSION_COOKIE) ||
    // A request that asks for a fresh answer (the storefront's own page renders, so a page
    // regenerated right after a change, e.g. a new review, shows it) gets one.
    /\bno-cache\b/i.test(headers.get('cache-control') ?? '')
  )
}

/**
 * The response cache's key: the plugin's own key data (operation name, variables, session
 * mode) with the document named by its SHA-256 (Apollo's `queryHash`, which for a persisted
 * query is the verified hash it was registered under) instead of its full text, so a hit
 * hashes a few hundred bytes instead of the whole document.
 */
export function responseCacheKey(
  requestContext: Pick<GraphQLRequestContext<object>, 'queryHash' | 'source'>,
  keyData: unknown,
): string {
  const document = requestContext.queryHash ?? requestContext.source
  return createHash('sha256')
    .update(JSON.stringify({ ...(keyData as object), source: document }))
    .digest('hex')
}

async function isAnonymous({ request }: GraphQLRequestContext<object>): Promise<boolean> {
  return !carriesPrivateCredentials(request.http?.headers)
}

/**
 * The cache-control plugin (stated with its defaults: no hint means max age 0, and a
 * cacheable answer gets `Cache-Control: max-age=…, public`) and the full-response cache.
 */
export function responseCachePlugins<TContext extends object>(): ApolloServerPlugin<TContext>[] {
  return [
    ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }),
    responseCachePlugin<TContext>({
      // No answer is kept per person: one with a PRIVATE hint is not cached at all.
      sessionId: async () => null,
      // Requests with a cart token, session cookie or analyst key neither read nor write it.
      shouldReadFromCache: isAnonymous,
      shouldWriteToCache: isAnonymous,
      generateCacheKey: responseCacheKey,
    }),
  ]
}
