import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client'
import { CART_TOKEN_HEADER } from '@schaufenster/contract'
import { finalize } from 'rxjs'
import { readCartToken } from '../cart/cart-token-storage'
import { trackRequest } from '../navigation/loading-tracker'
import { persistedQueryLinks } from './persisted-queries'
import { possibleTypes } from './possible-types'

export function createInMemoryCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    // There is one cart per browser: every cart a mutation returns replaces the one read.
    typePolicies: { Cart: { keyFields: [], fields: { items: { merge: false } } } },
  })
}

// Every GraphQL request in flight counts for the loading bar.
const loadingBarLink = new ApolloLink((operation, forward) => {
  const done = trackRequest()
  return forward(operation).pipe(finalize(done))
})

// The cart lives in the browser; the gateway reads it from this header on every request.
const cartTokenLink = new ApolloLink((operation, forward) => {
  const token = readCartToken()
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [CART_TOKEN_HEADER]: token },
    }))
  }
  return forward(operation)
})

/**
 * The browser's client: same-origin `/graphql`, cache hydrated from the server render; queries
 * as GET with their persisted-query hash, mutations as POST.
 */
export function createBrowserApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createInMemoryCache()
  if (initialState) cache.restore(initialState)
  return new ApolloClient({
    link: ApolloLink.from([
      loadingBarLink,
      cartTokenLink,
      ...persistedQueryLinks(),
      // The browser always asks: a public GET answer says max-age=60, and a refetch right
      // after a change (a review, a cart update) must not come from the browser's HTTP cache.
      new HttpLink({ uri: '/graphql', fetchOptions: { cache: 'no-cache' } }),
    ]),
    cache,
  })
}
