import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client'
import { randomUUID } from 'node:crypto'
import { webServerConfig } from '../config/server-config'
import { apolloStateProp, createInMemoryCache, type ApolloPageProps } from './create-apollo-client'
import { persistedQueryLinks } from './persisted-queries'

/**
 * A client for one server render: straight to the gateway, with a request id
 * for log correlation and a deadline so a down gateway never hangs a render.
 * Queries go as GET with their persisted-query hash, like the browser's, so every
 * render of a page asks the gateway with the same short URL.
 */
export function createServerApolloClient(requestId: string = randomUUID()): ApolloClient {
  const config = webServerConfig()
  return new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      ...persistedQueryLinks(),
      new HttpLink({
        uri: config.GRAPH_URL,
        headers: { 'x-request-id': requestId },
        fetch: (input, init) =>
          fetch(input, { ...init, signal: AbortSignal.timeout(config.GRAPH_TIMEOUT_MS) }),
      }),
    ]),
    cache: createInMemoryCache(),
  })
}

/** Runs the page's queries on a fresh server client and returns the cache for hydration. */
export async function prefetchApolloState(
  run: (client: ApolloClient) => Promise<unknown>,
  requestId?: string,
): Promise<ApolloPageProps> {
  const client = createServerApolloClient(requestId)
  await run(client)
  return { [apolloStateProp]: client.extract() as NormalizedCacheObject }
}
