import {
  ProductReviewAccessDocument,
  type ProductReviewAccessQuery,
  type ProductReviewAccessQueryVariables,
} from '../../__generated__/graphql'
import type { ApolloClient } from '@apollo/client'
import { browserApolloClient } from '../../apollo/browser-client'

/** Whether the signed-in customer bought the program, and their review of it if any. */
export async function fetchReviewAccess(
  variables: ProductReviewAccessQueryVariables,
  client: ApolloClient = browserApolloClient(),
): Promise<ProductReviewAccessQuery['me']> {
  const { data } = await client.query<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>({
    query: ProductReviewAccessDocument,
    variables,
    fetchPolicy: 'no-cache',
  })
  return data?.me ?? null
}
