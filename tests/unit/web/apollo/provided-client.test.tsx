// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider, getApolloContext } from '@apollo/client/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useProvidedApolloClient } from '../../../../web/src/apollo/provided-client'

// Catalog pages read the ApolloProvider's client without importing Apollo (decision 0020):
// provided-client.ts finds Apollo's one context under its global symbol. If Apollo ever
// keeps it elsewhere, the add-to-cart button would miss the provider's client: this fails.

afterEach(cleanup)

function ShowClient({ seen }: { seen: (client: ApolloClient | undefined) => void }) {
  seen(useProvidedApolloClient())
  return null
}

describe('useProvidedApolloClient', () => {
  it('is the client of the ApolloProvider above', () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })
    let seen: ApolloClient | undefined
    render(
      <ApolloProvider client={client}>
        <ShowClient seen={(value) => (seen = value)} />
      </ApolloProvider>,
    )
    expect(seen).toBe(client)
  })

  it('is undefined without a provider (a catalog page)', () => {
    let seen: ApolloClient | undefined = {} as ApolloClient
    render(<ShowClient seen={(value) => (seen = value)} />)
    expect(seen).toBeUndefined()
  })

  it('uses the very context Apollo uses', () => {
    let seen: ApolloClient | undefined
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })
    const Context = getApolloContext()
    render(
      <Context.Provider value={{ client }}>
        <ShowClient seen={(value) => (seen = value)} />
      </Context.Provider>,
    )
    expect(seen).toBe(client)
  })
})
