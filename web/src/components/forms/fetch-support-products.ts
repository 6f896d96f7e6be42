import type { ApolloClient } from '@apollo/client'
import {
  SupportProductsDocument,
  type SupportProductsQuery,
  type SupportProductsQueryVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'

type SupportProduct = SupportProductsQuery['products']['edges'][number]['node']

/**
 * The programs of the support forms' select, loaded after the page has hydrated (ProductSelect):
 * the server renders the select without them anyway, so the contact page's first load needs
 * no Apollo Client (issue 22, decision 0021).
 */
export async function fetchSupportProducts(
  variables: SupportProductsQueryVariables,
  client: ApolloClient = browserApolloClient(),
): Promise<SupportProduct[]> {
  const { data } = await client.query<SupportProductsQuery, SupportProductsQueryVariables>({
    query: SupportProductsDocument,
    variables,
  })
  return data?.products.edges.map((edge) => edge.node) ?? []
}
