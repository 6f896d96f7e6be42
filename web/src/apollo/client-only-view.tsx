import type { ComponentType, ReactNode } from 'react'
import { clientOnly } from '../lib/client-only'
import { nextTask } from '../lib/next-task'

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
  return clientOnly(async () => {
    const [{ ApolloProvider }, { browserApolloClient }, View] = await Promise.all([
      import('@apollo/client/react'),
      import('./browser-client'),
      load(),
    ])
    // The last chunk's modules were just evaluated in this task; the client (its cache, its
    // links) and the view's first render (a transition, see clientOnly) come after it.
    await nextTask()
    const client = browserApolloClient()
    function WithApollo(props: Props) {
      return (
        <ApolloProvider client={client}>
          <View {...props} />
        </ApolloProvider>
      )
    }
    return WithApollo
  }, placeholder)
}
