import { useTranslation } from 'next-i18next/pages'
import type { CartView_CartFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import { formatVatRate } from './cart-format'
import styles from './Cart.module.css'

type Totals = Pick<
  CartView_CartFragment,
  'subtotalGross' | 'couponDiscountGross' | 'totalGross' | 'taxAmount' | 'vatPercentage' | 'coupon'
>

/**
 * Subtotal, coupon discount and the total with the VAT it includes; without VAT (a country
 * outside the EU, or reverse charge) it says so instead of "incl. 0 % VAT".
 */
export function CartTotals({
  cart,
  locale,
  reverseCharge = false,
}: {
  cart: Totals
  locale: SiteLocale
  /** An EU business pays no VAT (reverse charge): the line names it. */
  reverseCharge?: boolean
}) {
  const { t } = useTranslation('cart')
  const money = (value: { amountMinor: number; currency: string }) =>
    formatMoney(value.amountMinor, value.currency, locale)
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div className={styles.totalRow}>
        <dt>{t('totals.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{money(cart.subtotalGross)}</dd>
      </div>
      {cart.coupon ? (
        <div className={styles.totalRow}>
          <dt>{t('totals.coupon', { code: cart.coupon.code })}</dt>
          <dd data-testid="cart-discount">
            {`−${money({ ...cart.couponDiscountGross, amountMinor: Math.abs(cart.couponDiscountGross.amountMinor) })}`}
          </dd>
        </div>
      ) : null}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{t('totals.total')}</dt>
        <dd data-testid="cart-total">{money(cart.totalGross)}</dd>
      </div>
      <div className={styles.totalRow}>
        <dt className={styles.vatNote} data-testid="cart-vat">
          {reverseCharge
            ? t('checkout.reverseCharge')
            : cart.vatPercentage === 0
              ? t('totals.noVat')
              : t('totals.vat', { rate: formatVatRate(cart.vatPercentage, locale) })}
        </dt>
        <dd className={styles.vatNote}>{money(cart.taxAmount)}</dd>
      </div>
    </dl>
  )
}
