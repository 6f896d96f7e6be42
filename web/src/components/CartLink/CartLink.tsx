import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useCart } from '../../cart/CartProvider'
import { useLocalePath } from '../../routing/use-locale-path'
import styles from './CartLink.module.css'

/**
 * The header's way to the cart with the number of licences in it. The server render
 * shows no number (the cart lives in this browser); after hydration the number comes
 * from the stored token, before any request.
 */
export function CartLink() {
  const { t } = useTranslation('common')
  const { count } = useCart()
  const localePath = useLocalePath()
  // The name comes from the content ("Warenkorb" and the hidden ", 2 Artikel"), so it
  // always contains the visible text; the badge repeats the number for the eye only.
  return (
    <Link href={localePath('/cart')} className={styles.cartLink}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{t('nav.cart')}</span>
      {count ? (
        <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
      {count === null ? null : (
        <span className="visually-hidden">{t('nav.cartCount', { count })}</span>
      )}
    </Link>
  )
}
