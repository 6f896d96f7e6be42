import {
  SubscribeNewsletterDocument,
  type SubscribeNewsletterMutation,
  type SubscribeNewsletterMutationVariables,
} from '../../__generated__/graphql'
import type { ApolloClient } from '@apollo/client'
import { browserApolloClient } from '../../apollo/browser-client'

/**
 * The newsletter sign-up's request, part of NewsletterForm's chunk (loaded on the visitor's
 * first move towards the box): the page around it has no Apollo provider (decision 0020).
 */
export async function subscribeNewsletter(
  variables: SubscribeNewsletterMutationVariables,
  client: ApolloClient = browserApolloClient(),
): Promise<SubscribeNewsletterMutation['subscribeNewsletter'] | undefined> {
  const { data } = await client.mutate<
    SubscribeNewsletterMutation,
    SubscribeNewsletterMutationVariables
  >({ mutation: SubscribeNewsletterDocument, variables, fetchPolicy: 'no-cache' })
  return data?.subscribeNewsletter
}
