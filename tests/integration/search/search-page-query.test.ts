import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphApp } from '../../../graph/src/app'
import {
  SearchDocument,
  SearchSuggestionsDocument,
  type SearchQuery,
  type SearchQueryVariables,
  type SearchSuggestionsQuery,
  type SearchSuggestionsQueryVariables,
} from '../../../web/src/__generated__/graphql'
import { bootGatewayOver } from '../graph/harness'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'

// The storefront's own search documents, sent as the search page's server render sends them
// (persisted-query GET through the web's server Apollo client), pass the gateway's limits:
// the results page once answered 503 because 50 product cards cost more than the limit.
describe('the search page and the suggestions through the real gateway', () => {
  const [target] = databaseTargets()
  let hub: BootedHub
  let graph: GraphApp

  beforeAll(async () => {
    hub = await bootHub(target!)
    graph = await bootGatewayOver(hub)
    await graph.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = graph.app.server.address() as AddressInfo
    // The web's server configuration is read once, on first use.
    process.env['GRAPH_URL'] = `http://127.0.0.1:${port}/graphql`
    process.env['LOG_LEVEL'] = 'silent'
  })

  afterAll(async () => {
    await graph?.app.close()
    await hub?.stop()
  })

  it('answers the results page for German and English words on either page', async () => {
    const { createServerApolloClient } =
      await import('../../../web/src/apollo/server-apollo-client')
    const german = await createServerApolloClient().query<SearchQuery, SearchQueryVariables>({
      query: SearchDocument,
      variables: { locale: 'de', query: 'photo' },
    })
    expect(german.data?.search.products[0]?.name).toMatch(/^Foto-/)
    const english = await createServerApolloClient().query<SearchQuery, SearchQueryVariables>({
      query: SearchDocument,
      variables: { locale: 'en', query: 'virenschutz' },
    })
    expect(english.data?.search.products[0]?.name).toBe('Virus Guard')
    const nothing = await createServerApolloClient().query<SearchQuery, SearchQueryVariables>({
      query: SearchDocument,
      variables: { locale: 'de', query: '%%%' },
    })
    expect(nothing.data?.search).toMatchObject({ totalCount: 0, products: [] })
  })

  it('answers the suggestions while typing', async () => {
    const { createServerApolloClient } =
      await import('../../../web/src/apollo/server-apollo-client')
    const { data } = await createServerApolloClient().query<
      SearchSuggestionsQuery,
      SearchSuggestionsQueryVariables
    >({
      query: SearchSuggestionsDocument,
      variables: { locale: 'en', query: 'fotost' },
    })
    expect(data?.searchSuggestions[0]).toMatchObject({
      name: 'Photo Studio Pro',
      product: { paths: { en: expect.stringMatching(/photo-studio-pro$/) } },
    })
  })
})
