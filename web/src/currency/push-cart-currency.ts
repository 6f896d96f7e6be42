import {
  CurrentCartDocument,
  SetCartCurrencyDocument,
  type SetCartCurrencyMutation,
  type SetCartCurrencyMutationVariables,
} from '../__generated__/graphql'
import { browserApolloClient } from '../apollo/browser-client'

type CartCurrencyResult = SetCartCurrencyMutation['setCartCurrency']

/**
 * Moves the cart to the shopper's currency. Loaded only when that happens (CartCurrencySync):
 * the header's currency choice does not put Apollo into every page's first load (issue 22).
 */
export async function pushCartCurrency(
  variables: SetCartCurrencyMutationVariables,
  storeToken: (result: CartCurrencyResult | undefined) => void,
): Promise<void> {
  await browserApolloClient().mutate<SetCartCurrencyMutation, SetCartCurrencyMutationVariables>({
    mutation: SetCartCurrencyDocument,
    variables,
    // The new token is stored as the answer is written, before the refetch below asks
    // with it: a cart page that asked for the cart before this answer must not keep the
    // old one (nor get it again with the old token).
    update: (_cache, { data }) => storeToken(data?.setCartCurrency),
    refetchQueries: [CurrentCartDocument],
  })
}
