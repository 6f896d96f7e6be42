import {
  ClaimPromotionDocument,
  type ClaimPromotionMutation,
  type ClaimPromotionMutationVariables,
} from '../../__generated__/graphql'
import type { ApolloClient } from '@apollo/client'
import { browserApolloClient } from '../../apollo/browser-client'

/** A promotion claim's request: loaded when the form is sent (decision 0020). */
export async function claimPromotion(
  variables: ClaimPromotionMutationVariables,
  client: ApolloClient = browserApolloClient(),
): Promise<ClaimPromotionMutation['claimPromotion'] | undefined> {
  const { data } = await client.mutate<ClaimPromotionMutation, ClaimPromotionMutationVariables>({
    mutation: ClaimPromotionDocument,
    variables,
    fetchPolicy: 'no-cache',
  })
  return data?.claimPromotion
}
