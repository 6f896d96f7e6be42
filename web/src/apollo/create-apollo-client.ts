import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client'
import { possibleTypes } from './possible-types'

export const apolloStateProp = '__APOLLO_STATE__'

export interface ApolloPageProps {
  [apolloStateProp]?: NormalizedCacheObject
}

export function createInMemoryCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes })
}

/** The browser's client: same-origin `/graphql`, cache hydrated from the server render. */
export function createBrowserApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createInMemoryCache()
  if (initialState) cache.restore(initialState)
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache,
  })
}
