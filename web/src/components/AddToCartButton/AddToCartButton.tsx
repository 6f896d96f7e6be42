import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { useStoreCartToken } from '../../cart/CartProvider'
import { useCurrency } from '../../currency/CurrencyProvider'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './AddToCartButton.module.css'

/**
 * Which edition the cart line is (issue 19, point 3): the Plus edition is the product with
 * its Plus modification chosen; the full version is the product without it.
 */
export interface CartEditionChoice {
  modificationId: string
  active: boolean
}

/**
 * "Add to cart": puts one licence into the cart and opens the cart. The request's code (the
 * Apollo Client and the cart's operations, add-to-cart.ts) loads on the first click, so the
 * catalog pages that show the button carry none of it in their first load (decision 0020).
 */
export function AddToCartButton({
  productId,
  edition,
  subscription,
  label,
  testId = 'add-to-cart',
}: {
  productId: string
  /** Sets the line's edition after adding; the price is always the server's. */
  edition?: CartEditionChoice
  /** Buys as a subscription of this period (`1y`): the cart's purchase type is set so. */
  subscription?: string
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
  const client = useProvidedApolloClient()
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState('')

  const onClick = async () => {
    setFailure('')
    setLoading(true)
    try {
      const { addToCart } = await import('./add-to-cart')
      // The answer is the priced cart: the cart page opens with it, without asking again.
      const result = await addToCart(
        { productId, edition, subscription, locale, currency },
        storeToken,
        client,
      )
      if (result?.__typename === 'CartUpdated' || result?.__typename === 'CouponRejected') {
        await router.push(localePath('/cart'), undefined, { locale })
        return
      }
      // A refusal's API text is not for shoppers (issue 19, point 9): the page's own words.
      setFailure(t('cart.addFailed'))
    } catch {
      setFailure(t('cart.addFailed'))
    } finally {
      setLoading(false)
    }
  }

  // A form, so the button works without JavaScript too (issue 22): the storefront then adds
  // the product on the server and shows the cart rendered there (pages/api/cart/add.ts).
  return (
    <form
      method="post"
      action="/api/cart/add"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void onClick()
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {edition?.active ? (
        <input type="hidden" name="modificationId" value={edition.modificationId} />
      ) : null}
      {subscription ? <input type="hidden" name="subscription" value={subscription} /> : null}
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={styles.addToCart} disabled={loading} data-testid={testId}>
        {label ?? t('cart.add')}
      </button>
      <span className={styles.failure} role="status" aria-live="polite">
        {failure}
      </span>
    </form>
  )
}
