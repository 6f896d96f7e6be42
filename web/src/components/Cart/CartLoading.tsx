import { useTranslation } from 'next-i18next/pages'
import styles from './Cart.module.css'

/** What cart and checkout show until the browser has the cart (the views' own loading state). */
export function CartLoading() {
  const { t } = useTranslation('cart')
  return (
    <p className={styles.skeleton} data-testid="cart-loading">
      {t('loading')}
    </p>
  )
}
