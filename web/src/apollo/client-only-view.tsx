import dynamic from 'next/dynamic'
import type { ComponentType, ReactNode } from 'react'

// A page part whose data lives only in this browser (the cart in localStorage, the checkout,
// a guest's order behind the tab's order token): the server cannot render it anyway, so it
// renders its placeholder, and the part comes with Apollo Client in a chunk of its own after
// hydration, not in the page's first load (issue 22, decision 0027). The browser's one client
// (browser-client.ts) is shared with everything else, so what add-to-cart wrote is there.

/** Loads `load()`'s component under an ApolloProvider in the browser only. */
export function clientOnlyWithApollo<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: () => ReactNode,
): ComponentType<Props> {
  return dynamic(
    async () => {
      const [{ ApolloProvider }, { browserApolloClient }, View] = await Promise.all([
        import('@apollo/client/react'),
        import('./browser-client'),
        load(),
      ])
      const client = browserApolloClient()
      function WithApollo(props: Props) {
        return (
          <ApolloProvider client={client}>
            <View {...props} />
          </ApolloProvider>
        )
      }
      return WithApollo
    },
    { ssr: false, loading: () => <>{placeholder()}</> },
  )
}
