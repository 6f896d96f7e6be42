import type { ApolloClient, NormalizedCacheObject } from '@apollo/client'
import { useMemo, useState } from 'react'
import { browserApolloClient } from './browser-client'
import { apolloStateProp, type ApolloPageProps } from './create-apollo-client'

/**
 * The browser's one client (browser-client.ts); every page's server-rendered cache is
 * merged into it before the page renders, so the first render needs no request.
 */
export function useApollo(pageProps: ApolloPageProps): ApolloClient {
  const [client] = useState(browserApolloClient)
  const state = pageProps[apolloStateProp]
  useMemo(() => {
    if (state)
      client.cache.restore({ ...(client.cache.extract() as NormalizedCacheObject), ...state })
  }, [client, state])
  return client
}
