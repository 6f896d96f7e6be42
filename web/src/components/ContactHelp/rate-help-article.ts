import {
  RateHelpArticleDocument,
  type RateHelpArticleMutation,
  type RateHelpArticleMutationVariables,
} from '../../__generated__/graphql'
import type { ApolloClient } from '@apollo/client'
import { browserApolloClient } from '../../apollo/browser-client'

/** A help article's "Was this helpful?" answer: loaded on the click (decision 0020). */
export async function rateHelpArticle(
  variables: RateHelpArticleMutationVariables,
  client: ApolloClient = browserApolloClient(),
): Promise<void> {
  await client.mutate<RateHelpArticleMutation, RateHelpArticleMutationVariables>({
    mutation: RateHelpArticleDocument,
    variables,
    fetchPolicy: 'no-cache',
  })
}
