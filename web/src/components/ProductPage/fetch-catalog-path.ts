import {
  CatalogPathDocument,
  type CatalogPathQuery,
  type CatalogPathQueryVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'

/**
 * The catalog page's product as the gateway has it now: loaded after a review was saved
 * (the page itself renders from its props and carries no Apollo, decision 0020).
 */
export async function fetchCatalogPath(
  variables: CatalogPathQueryVariables,
): Promise<NonNullable<CatalogPathQuery['catalogPath']> | null> {
  const { data } = await browserApolloClient().query<CatalogPathQuery, CatalogPathQueryVariables>({
    query: CatalogPathDocument,
    variables,
    fetchPolicy: 'network-only',
  })
  return data?.catalogPath ?? null
}
