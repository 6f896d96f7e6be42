import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client'
import { randomUUID } from 'node:crypto'
import { CART_TOKEN_HEADER } from '@schaufenster/contract'
import { sessionCookieHeader, sessionSetCookies } from '../account/session-cookie'
import { webServerConfig } from '../config/server-config'
import { createInMemoryCache } from './create-apollo-client'
import { persistedQueryLinks } from './persisted-queries'

/** What a per-visitor server render (an account page) hands on to the gateway. */
export interface VisitorContext {
  /**
   * The visitor's session token from the page request's `sf_session` cookie. Only this
   * cookie is forwarded, and only to the gateway at GRAPH_URL.
   */
  sessionToken?: string | null
  /** The visitor's address, for the hub's per-visitor limits. */
  visitorIp?: string
  /** A cart token (the cart of a browser without JavaScript, cart/cart-cookie.ts). */
  cartToken?: string
  /**
   * Receives the session cookies the gateway sets or clears (an expired session is
   * cleared), for the page's response.
   */
  onSessionCookies?: (setCookies: string[]) => void
}

/**
 * A client for one server render: straight to the gateway, with a request id
 * for log correlation and a deadline so a down gateway never hangs a render.
 * Queries go as GET with their persisted-query hash, like the browser's, so every
 * render of a page asks the gateway with the same short URL.
 * Without a visitor context it is anonymous, as every statically generated page is.
 */
export function createServerApolloClient(
  requestId: string = randomUUID(),
  visitor: VisitorContext = {},
): ApolloClient {
  const config = webServerConfig()
  // Page renders always ask the gateway for a fresh answer: a page regenerated on demand
  // (after a review) must not be rebuilt from the gateway's cached copy.
  const headers: Record<string, string> = { 'x-request-id': requestId, 'cache-control': 'no-cache' }
  if (visitor.sessionToken) headers['cookie'] = sessionCookieHeader(visitor.sessionToken)
  if (visitor.visitorIp) headers['x-forwarded-for'] = visitor.visitorIp
  if (visitor.cartToken) headers[CART_TOKEN_HEADER] = visitor.cartToken
  return new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      ...persistedQueryLinks(),
      new HttpLink({
        uri: config.GRAPH_URL,
        headers,
        fetch: async (input, init) => {
          const response = await fetch(input, {
            ...init,
            signal: AbortSignal.timeout(config.GRAPH_TIMEOUT_MS),
          })
          if (visitor.onSessionCookies) {
            const cookies = sessionSetCookies(response.headers.getSetCookie())
            if (cookies.length > 0) visitor.onSessionCookies(cookies)
          }
          return response
        },
      }),
    ]),
    cache: createInMemoryCache(),
  })
}
