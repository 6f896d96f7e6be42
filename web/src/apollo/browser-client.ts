import type { ApolloClient } from '@apollo/client'
import { createBrowserApolloClient } from './create-apollo-client'
import { registerApolloClient } from './client-registry'

let client: ApolloClient | undefined

/**
 * The browser's one Apollo Client, made the first time something needs it: the pages that
 * use Apollo hooks (client-only-view.tsx) and the catalog pages' first interaction (loadApolloClient)
 * share it, so an answer written by add-to-cart is in the cache the cart page reads. On the
 * server every render gets its own client (a shared one would mix visitors' answers).
 */
export function browserApolloClient(): ApolloClient {
  if (typeof window === 'undefined') return createBrowserApolloClient()
  if (!client) {
    client = createBrowserApolloClient()
    registerApolloClient(client)
  }
  return client
}
