import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import {
  useAddToCartMutation,
  useSetCartItemModificationMutation,
} from '../../__generated__/graphql'
import { useStoreCartToken } from '../../cart/CartProvider'
import { useCurrency } from '../../currency/CurrencyProvider'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import { useKeepCartAnswer } from '../Cart/use-cart-update'
import styles from './AddToCartButton.module.css'

/**
 * Which edition the cart line is (issue 19, point 3): the Plus edition is the product with
 * its Plus modification chosen; the full version is the product without it.
 */
export interface CartEditionChoice {
  modificationId: string
  active: boolean
}

/** "Add to cart": puts one licence into the cart and opens the cart. */
export function AddToCartButton({
  productId,
  edition,
  label,
  testId = 'add-to-cart',
}: {
  productId: string
  /** Sets the line's edition after adding; the price is always the server's. */
  edition?: CartEditionChoice
  /** The button's text; "In den Warenkorb" when omitted. */
  label?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const localePath = useLocalePath()
  const storeToken = useStoreCartToken()
  const { currency } = useCurrency()
  // The answer is the priced cart: the cart page opens with it, without asking again.
  const keep = { update: useKeepCartAnswer(locale) }
  const [addToCart, { loading: adding }] = useAddToCartMutation(keep)
  const [setModification, { loading: choosing }] = useSetCartItemModificationMutation(keep)
  const loading = adding || choosing
  const [failure, setFailure] = useState('')

  const onClick = async () => {
    setFailure('')
    try {
      // In the shopper's chosen currency (web/src/currency): a new cart starts in it.
      const { data } = await addToCart({
        variables: { productId, quantity: 1, locale, currency },
      })
      let result = data?.addToCart
      if (edition && result?.__typename === 'CartUpdated') {
        storeToken(result)
        const chosen = await setModification({
          variables: {
            productId,
            modificationId: edition.modificationId,
            active: edition.active,
            locale,
          },
        })
        result = chosen.data?.setCartItemModification
      }
      if (result?.__typename === 'CartUpdated' || result?.__typename === 'CouponRejected') {
        storeToken(result)
        await router.push(localePath('/cart'), undefined, { locale })
        return
      }
      // A refusal's API text is not for shoppers (issue 19, point 9): the page's own words.
      setFailure(t('cart.addFailed'))
    } catch {
      setFailure(t('cart.addFailed'))
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.addToCart}
        onClick={() => void onClick()}
        disabled={loading}
        data-testid={testId}
      >
        {label ?? t('cart.add')}
      </button>
      <span className={styles.failure} role="status" aria-live="polite">
        {failure}
      </span>
    </>
  )
}
