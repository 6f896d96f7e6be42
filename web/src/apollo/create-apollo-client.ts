import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client'
import { finalize } from 'rxjs'
import { trackRequest } from '../navigation/loading-tracker'
import { possibleTypes } from './possible-types'

export const apolloStateProp = '__APOLLO_STATE__'

export interface ApolloPageProps {
  [apolloStateProp]?: NormalizedCacheObject
}

export function createInMemoryCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes })
}

// Every GraphQL request in flight counts for the loading bar.
const loadingBarLink = new ApolloLink((operation, forward) => {
  const done = trackRequest()
  return forward(operation).pipe(finalize(done))
})

/** The browser's client: same-origin `/graphql`, cache hydrated from the server render. */
export function createBrowserApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createInMemoryCache()
  if (initialState) cache.restore(initialState)
  return new ApolloClient({
    link: ApolloLink.from([loadingBarLink, new HttpLink({ uri: '/graphql' })]),
    cache,
  })
}
