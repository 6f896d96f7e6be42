import type { ShopCurrency } from '@schaufenster/contract'
import type { ApolloCache, ApolloClient } from '@apollo/client'
import {
  AddToCartDocument,
  CurrentCartDocument,
  SetCartItemModificationDocument,
  type AddToCartMutation,
  type AddToCartMutationVariables,
  type CartView_UpdateResultFragment,
  type SetCartItemModificationMutation,
  type SetCartItemModificationMutationVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'
import type { SiteLocale } from '../../i18n/next-i18next-config'

/** Which edition the new cart line is: its Plus modification chosen or not (issue 19). */
interface EditionChoice {
  modificationId: string
  active: boolean
}

type CartAnswer =
  AddToCartMutation['addToCart'] | SetCartItemModificationMutation['setCartItemModification']

/**
 * "Add to cart", loaded with the Apollo Client on the button's first click (catalog pages
 * carry no Apollo in their first load, decision 0020). Each answer is the priced cart: it
 * becomes the cart query's answer in the browser's one client (the cart page, wrapped with
 * withApollo, opens with it without asking again), and `storeToken` keeps its token before
 * the next request, which sends it. `client` is the provider's where there is one (the same
 * browser client on pages wrapped with withApollo; a test's mock). Resolves to the last answer; throws when the gateway
 * cannot be reached.
 */
export async function addToCart(
  {
    productId,
    edition,
    locale,
    currency,
  }: {
    productId: string
    edition?: EditionChoice
    locale: SiteLocale
    currency: ShopCurrency
  },
  storeToken: (answer: CartView_UpdateResultFragment) => void,
  client: ApolloClient = browserApolloClient(),
): Promise<CartAnswer | null> {
  const keep = (cache: ApolloCache, answer: CartAnswer | undefined) => {
    if (answer?.__typename !== 'CartUpdated' && answer?.__typename !== 'CouponRejected') return
    cache.writeQuery({
      query: CurrentCartDocument,
      variables: { locale },
      data: { cart: answer.cart },
    })
    storeToken(answer)
  }
  const added = await client.mutate<AddToCartMutation, AddToCartMutationVariables>({
    mutation: AddToCartDocument,
    // In the shopper's chosen currency (web/src/currency): a new cart starts in it.
    variables: { productId, quantity: 1, locale, currency },
    update: (cache, { data }) => keep(cache, data?.addToCart),
  })
  const answer = added.data?.addToCart ?? null
  if (!edition || answer?.__typename !== 'CartUpdated') return answer
  const chosen = await client.mutate<
    SetCartItemModificationMutation,
    SetCartItemModificationMutationVariables
  >({
    mutation: SetCartItemModificationDocument,
    variables: {
      productId,
      modificationId: edition.modificationId,
      active: edition.active,
      locale,
    },
    update: (cache, { data }) => keep(cache, data?.setCartItemModification),
  })
  return chosen.data?.setCartItemModification ?? null
}
