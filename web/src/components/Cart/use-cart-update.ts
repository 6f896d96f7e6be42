import { useTranslation } from 'next-i18next/pages'
import { useCallback, useState } from 'react'
import type { ApolloCache } from '@apollo/client'
import {
  CurrentCartDocument,
  type CartView_UpdateResultFragment,
} from '../../__generated__/graphql'
import { cartFailureKey } from '../../cart/cart-failure'
import { useStoreCartToken } from '../../cart/CartProvider'

type MutationAnswer = { data?: Record<string, CartView_UpdateResultFragment> | null }

/**
 * A cart mutation's `update`: its answer is the cart (issue 21), so it becomes the answer of
 * the cart query in the cache (the cart page shows it without asking again), and its token is
 * stored in the same step, before the page renders the new cart.
 */
export function useKeepCartAnswer(
  locale: 'de' | 'en',
): (cache: ApolloCache, result: { data?: object | null }) => void {
  const storeToken = useStoreCartToken()
  return useCallback(
    (cache, { data }) => {
      const result = data
        ? (Object.values(data)[0] as CartView_UpdateResultFragment | undefined)
        : undefined
      if (result?.__typename !== 'CartUpdated' && result?.__typename !== 'CouponRejected') return
      cache.writeQuery({
        query: CurrentCartDocument,
        variables: { locale },
        data: { cart: result.cart },
      })
      storeToken(result)
    },
    [locale, storeToken],
  )
}

export interface CartUpdate {
  /** Runs a cart mutation; resolves to its result, or null when the gateway failed. */
  run: (mutate: () => Promise<MutationAnswer>) => Promise<CartView_UpdateResultFragment | null>
  /** True while a change is on its way. */
  busy: boolean
  /** The last failure as a sentence, for the page's live region; empty when none. */
  failure: string
}

/**
 * Every cart change goes through here: the new cart's token is stored, a refused change
 * and a failed request become a message to announce, and nothing runs twice at once.
 */
export function useCartUpdate(): CartUpdate {
  const { t } = useTranslation('cart')
  const storeToken = useStoreCartToken()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')

  const run = useCallback(
    async (mutate: () => Promise<MutationAnswer>) => {
      setBusy(true)
      setFailure('')
      try {
        const { data } = await mutate()
        const result = data ? Object.values(data)[0] : undefined
        if (!result) {
          setFailure(t('error.unavailable'))
          return null
        }
        if (result.__typename === 'ValidationErrors') {
          // The page's own text for the code: the API's sentence is not for shoppers.
          setFailure(t(cartFailureKey(result.fieldErrors)))
        } else {
          storeToken(result)
        }
        return result
      } catch {
        setFailure(t('error.unavailable'))
        return null
      } finally {
        setBusy(false)
      }
    },
    [storeToken, t],
  )

  return { run, busy, failure }
}
