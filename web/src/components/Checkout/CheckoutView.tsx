import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
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
  // The billing data can make the order reverse charge: the summary then shows no VAT either.
  const [reverseCharge, setReverseCharge] = useState(false)

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
      <OrderSummary
        cart={reverseCharge ? withoutVat(cart) : cart}
        locale={locale}
        cartPath={localePath('/cart')}
        reverseCharge={reverseCharge}
      />
      <CheckoutForm
        cart={cart}
        customer={me.error ? null : (me.data?.me ?? null)}
        onReverseChargeChange={setReverseCharge}
      />
    </div>
  )
}

/** The cart as a reverse-charge order bears it: the same gross, no VAT in it (decision 0023). */
function withoutVat(cart: CartView_CartFragment): CartView_CartFragment {
  return { ...cart, vatPercentage: 0, taxAmount: { ...cart.taxAmount, amountMinor: 0 } }
}

function OrderSummary({
  cart,
  locale,
  cartPath,
  reverseCharge,
}: {
  cart: CartView_CartFragment
  locale: SiteLocale
  cartPath: string
  reverseCharge: boolean
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
      <CartTotals cart={cart} locale={locale} reverseCharge={reverseCharge} />
      {reverseCharge ? (
        <p className={styles.reverseCharge} data-testid="reverse-charge-note">
          {t('checkout.reverseChargeNote')}
        </p>
      ) : null}
      <Link href={cartPath}>{t('checkout.editCart')}</Link>
    </aside>
  )
}
