import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { useAddToCartMutation } from '../../__generated__/graphql'
import { useStoreCartToken } from '../../cart/CartProvider'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './AddToCartButton.module.css'

/** "Add to cart": puts one licence into the cart and opens the cart. */
export function AddToCartButton({ productId }: { productId: string }) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const localePath = useLocalePath()
  const storeToken = useStoreCartToken()
  const [addToCart, { loading }] = useAddToCartMutation()
  const [failure, setFailure] = useState('')

  const onClick = async () => {
    setFailure('')
    try {
      const { data } = await addToCart({ variables: { productId, quantity: 1, locale } })
      const result = data?.addToCart
      if (result?.__typename === 'CartUpdated' || result?.__typename === 'CouponRejected') {
        storeToken(result)
        await router.push(localePath('/cart'), undefined, { locale })
        return
      }
      setFailure(
        result?.__typename === 'ValidationErrors'
          ? result.fieldErrors.map((error) => error.message).join(' ')
          : t('cart.addFailed'),
      )
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
        data-testid="add-to-cart"
      >
        {t('cart.add')}
      </button>
      <span className={styles.failure} role="status" aria-live="polite">
        {failure}
      </span>
    </>
  )
}
