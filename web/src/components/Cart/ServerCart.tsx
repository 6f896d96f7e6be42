import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { CartView_CartFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import { useLocalePath } from '../../routing/use-locale-path'
import { CartTotals } from './CartTotals'
import styles from './Cart.module.css'

/**
 * The cart as the server renders it for a browser without JavaScript (pages/cart/saved.tsx):
 * what is in it and what it costs, with VAT. Changing it and checking out need the live
 * cart (CartView), which takes this one's place where JavaScript runs.
 */
export function ServerCart({ cart, locale }: { cart: CartView_CartFragment; locale: SiteLocale }) {
  const { t } = useTranslation('cart')
  const localePath = useLocalePath()
  if (cart.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p>{t('empty.text')}</p>
        <Link href="/" className={styles.primary}>
          {t('empty.link')}
        </Link>
      </div>
    )
  }
  return (
    <div data-testid="server-cart">
      <ul className={styles.items}>
        {cart.items.map((item) => (
          <li key={item.productId} className={styles.serverItem} data-testid="cart-item">
            <span>
              {t('checkout.line', {
                count: item.quantity,
                name: item.name || item.product?.name || t('item.unknown'),
              })}
            </span>
            <span data-testid="line-total">
              {formatMoney(item.lineTotalGross.amountMinor, item.lineTotalGross.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} />
      <p className={styles.noscript}>{t('noScript')}</p>
      <p>
        <Link href={localePath('/checkout')} className={styles.primary}>
          {t('toCheckout')}
        </Link>
      </p>
    </div>
  )
}
