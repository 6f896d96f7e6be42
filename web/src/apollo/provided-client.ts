import type { ApolloClient } from '@apollo/client'
import * as React from 'react'
import { useContext, type Context } from 'react'

// Apollo keeps its one React context on React.createContext under this global symbol
// (@apollo/client/react/context/ApolloContext.js), so that every copy of Apollo finds the
// same one. Reading it here costs no Apollo code: a catalog page's first load has none
// (decision 0020). tests/unit/web/apollo/provided-client.test.tsx keeps this equal to Apollo's.
const contextKey = Symbol.for('__APOLLO_CONTEXT__')

type ApolloContextValue = { client?: ApolloClient }
type WithApolloContext = typeof React.createContext & {
  [contextKey]?: Context<ApolloContextValue>
}

/** Apollo's context, made here exactly as Apollo makes it when it does not exist yet. */
function apolloContext(): Context<ApolloContextValue> {
  const createContext = React.createContext as WithApolloContext
  let context = createContext[contextKey]
  if (!context) {
    context = React.createContext<ApolloContextValue>({})
    Object.defineProperty(React.createContext, contextKey, {
      value: context,
      enumerable: false,
      writable: false,
      configurable: true,
    })
    context.displayName = 'ApolloContext'
  }
  return context
}

/**
 * The client of an ApolloProvider above, if there is one (a view loaded by client-only-view.tsx,
 * a test's MockedProvider); undefined on the catalog pages, whose interactions then load the
 * browser's one client (browser-client.ts) with their code.
 */
export function useProvidedApolloClient(): ApolloClient | undefined {
  return useContext(apolloContext()).client
}
