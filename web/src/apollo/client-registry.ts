import type { ApolloClient } from '@apollo/client'

// Holds the browser's Apollo Client once it exists, without importing Apollo: the catalog
// pages' first load carries no Apollo (issue 22), yet a login or logout must still forget
// what a client already loaded has cached.

let loaded: ApolloClient | null = null

export function registerApolloClient(client: ApolloClient): void {
  loaded = client
}

/** The client if something on this page already made it; null otherwise. */
export function apolloClientIfLoaded(): ApolloClient | null {
  return loaded
}
