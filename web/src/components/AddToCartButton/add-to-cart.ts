import type { ShopCurrency } from '@schaufenster/contract'
import type { ApolloCache, ApolloClient } from '@apollo/client'
import {
  AddToCartDocument,
  CurrentCartDocument,
  SetCartItemModificationDocument,
  SetCartSubscriptionDocument,
  type AddToCartMutation,
  type AddToCartMutationVariables,
  type CartView_UpdateResultFragment,
  type SetCartItemModificationMutation,
  type SetCartItemModificationMutationVariables,
  type SetCartSubscriptionMutation,
  type SetCartSubscriptionMutationVariables,
} from '../../__generated__/graphql'
import { browserApolloClient } from '../../apollo/browser-client'
import type { SiteLocale } from '../../i18n/next-i18next-config'

/** Which edition the new cart line is: its Plus modification chosen or not (issue 19). */
interface EditionChoice {
  modificationId: string
  active: boolean
}

type CartAnswer =
  | AddToCartMutation['addToCart']
  | SetCartItemModificationMutation['setCartItemModification']
  | SetCartSubscriptionMutation['setCartSubscription']

/**
 * "Add to cart", loaded with the Apollo Client on the button's first click (catalog pages
 * carry no Apollo in their first load, decision 0020). Each answer is the priced cart: it
 * becomes the cart query's answer in the browser's one client (the cart view, loaded by
 * client-only-view.tsx, opens with it without asking again), and `storeToken` keeps its token before
 * the next request, which sends it. `client` is the provider's where there is one (the same
 * browser client in client-only views; a test's mock). Resolves to the last answer; throws when the gateway
 * cannot be reached.
 */
export async function addToCart(
  {
    productId,
    edition,
    subscription,
    locale,
    currency,
  }: {
    productId: string
    edition?: EditionChoice
    /** Buy as a subscription of this period (`1y`): the cart's purchase type is set so. */
    subscription?: string
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
  if (subscription && answer?.__typename === 'CartUpdated') {
    const chosen = await client.mutate<
      SetCartSubscriptionMutation,
      SetCartSubscriptionMutationVariables
    >({
      mutation: SetCartSubscriptionDocument,
      variables: { period: subscription, locale },
      update: (cache, { data }) => keep(cache, data?.setCartSubscription),
    })
    return chosen.data?.setCartSubscription ?? null
  }
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
