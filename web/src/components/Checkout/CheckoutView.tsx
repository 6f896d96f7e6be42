import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import {
  useCheckoutCustomerQuery,
  useCurrentCartQuery,
  type CartView_CartFragment,
} from '../../__generated__/graphql'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import { useLocalePath } from '../../routing/use-locale-path'
import cartStyles from '../Cart/Cart.module.css'
import { CartTotals } from '../Cart/CartTotals'
import styles from './Checkout.module.css'
import { CheckoutForm } from './CheckoutForm'

/** The checkout page's content: the form beside a summary of what is ordered. */
export function CheckoutView() {
  const { t } = useTranslation('cart')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const localePath = useLocalePath()
  const { data, error, refetch } = useCurrentCartQuery({
    variables: { locale },
    fetchPolicy: 'network-only',
    ssr: false,
  })
  // The logged-in customer fills in the form (never cached: the session decides).
  const me = useCheckoutCustomerQuery({ fetchPolicy: 'no-cache', ssr: false })
  const cart = data?.cart

  if (!cart || me.loading) {
    return error ? (
      <div role="alert" className={cartStyles.loadError}>
        <p>{t('error.loadFailed')}</p>
        <button type="button" className={cartStyles.secondary} onClick={() => void refetch()}>
          {t('error.retry')}
        </button>
      </div>
    ) : (
      <p className={cartStyles.skeleton} data-testid="cart-loading">
        {t('loading')}
      </p>
    )
  }

  if (cart.items.length === 0) {
    return (
      <div className={cartStyles.empty} data-testid="cart-empty">
        <p>{t('empty.text')}</p>
        <Link href="/" className={cartStyles.primary}>
          {t('empty.link')}
        </Link>
      </div>
    )
  }

  return (
    <div className={styles.layout}>
      <OrderSummary cart={cart} locale={locale} cartPath={localePath('/cart')} />
      <CheckoutForm cart={cart} customer={me.error ? null : (me.data?.me ?? null)} />
    </div>
  )
}

function OrderSummary({
  cart,
  locale,
  cartPath,
}: {
  cart: CartView_CartFragment
  locale: SiteLocale
  cartPath: string
}) {
  const { t } = useTranslation('cart')
  return (
    <aside
      className={styles.summary}
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title">{t('checkout.summary')}</h2>
      <ul className={styles.summaryItems}>
        {cart.items.map((item) => (
          <li key={item.productId}>
            <span>
              {t('checkout.line', {
                count: item.quantity,
                name: item.name || item.product?.name || t('item.unknown'),
              })}
            </span>
            <span>
              {formatMoney(item.lineTotalGross.amountMinor, item.lineTotalGross.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} />
      <Link href={cartPath}>{t('checkout.editCart')}</Link>
    </aside>
  )
}
