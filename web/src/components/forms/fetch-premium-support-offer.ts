import type { ApolloClient } from '@apollo/client'
import {
  PremiumSupportOfferDocument,
  type PremiumSupportOfferQuery,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'

/**
 * The premium support offer of the ticket-sent page, asked after the page has hydrated (the
 * server never renders it: the price is the hub's at request time), so that page's first load
 * needs no Apollo Client (issue 22, decision 0021).
 */
export async function fetchPremiumSupportOffer(
  client: ApolloClient = browserApolloClient(),
): Promise<PremiumSupportOfferQuery['premiumSupportOffer']> {
  const { data } = await client.query<PremiumSupportOfferQuery>({
    query: PremiumSupportOfferDocument,
  })
  if (!data) throw new Error('no premium support offer answer')
  return data.premiumSupportOffer
}
