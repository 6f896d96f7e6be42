import {
  ProductListingDocument,
  type ProductListingQuery,
  type ProductListingQueryVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'

/**
 * A platform page's programs for the filters a visitor chose: loaded on the first change of
 * a filter (or an address that carries filters), so the page's first load has no Apollo
 * (decision 0020).
 */
export async function fetchListing(
  variables: ProductListingQueryVariables,
): Promise<ProductListingQuery['products']> {
  const { data } = await browserApolloClient().query<
    ProductListingQuery,
    ProductListingQueryVariables
  >({ query: ProductListingDocument, variables })
  if (!data) throw new Error('the gateway answered without data')
  return data.products
}
