import type { ApolloClient } from '@apollo/client'

/**
 * The browser's Apollo Client, loaded on the first interaction that needs the gateway (add to
 * cart, a search suggestion, a rating): catalog pages render from their props and carry no
 * Apollo code in their first load (issue 22, decision 0026). Later calls get the same client.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  return import('./browser-client').then((module) => module.browserApolloClient())
}
