import Link from 'next/link'
import { AffiliateConversion } from '../../tracking/AffiliateConversion'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import {
  useOrderConfirmationQuery,
  type OrderConfirmation_OrderFragment,
} from '../../__generated__/graphql'
import { forgetCheckoutDraft } from '../../cart/checkout-draft'
import { useCart } from '../../cart/CartProvider'
import { orderTokenContext, readOrderAccess } from '../../cart/order-access'
import { useLocalePath } from '../../routing/use-locale-path'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import { OrderBillingAddress } from '../BillingAddress/OrderBillingAddress'
import { formatVatRate } from '../Cart/cart-format'
import { StoreBadge } from '../StoreBadge/StoreBadge'
import cartStyles from '../Cart/Cart.module.css'
import { OrderLoading } from './OrderLoading'
import styles from './OrderConfirmation.module.css'

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,64}$/

/**
 * The confirmation after checkout: read with the access token this tab got when it
 * placed the order, so nobody else's order can be shown by guessing its number.
 */
export function OrderConfirmationView() {
  const { t } = useTranslation('cart')
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const orderNumber = typeof router.query['order'] === 'string' ? router.query['order'] : ''
  // undefined: not looked yet (server render, before hydration); null: nothing stored.
  const [accessToken, setAccessToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!router.isReady) return
    setAccessToken(ORDER_NUMBER.test(orderNumber) ? readOrderAccess(orderNumber) : null)
  }, [router.isReady, orderNumber])
  const { data, error, refetch } = useOrderConfirmationQuery({
    variables: { orderNumber, locale },
    context: orderTokenContext(accessToken ?? ''),
    skip: !accessToken,
    fetchPolicy: 'network-only',
    ssr: false,
  })
  const status = data?.order?.paymentStatus
  const { setToken } = useCart()
  const localePath = useLocalePath()
  // Paid, or paid on the provider's page and on its way (a SEPA debit, a webhook not yet
  // here): the cart has been bought and goes, with the checkout's draft. Failed, both stay
  // for the retry.
  useEffect(() => {
    if (status !== 'PAID' && status !== 'PENDING') return
    setToken(null)
    forgetCheckoutDraft()
  }, [status, setToken])
  // A pending payment (the webhook on its way, a SEPA debit) is looked at again now and then.
  useEffect(() => {
    if (status !== 'PENDING') return
    const timer = window.setInterval(() => void refetch(), 3000)
    return () => window.clearInterval(timer)
  }, [status, refetch])

  const heading = <h1>{t('confirmation.title')}</h1>
  if (accessToken === undefined || (accessToken && !data && !error)) return <OrderLoading />
  if (error) {
    return (
      <div role="alert" className={cartStyles.loadError}>
        {heading}
        <p>{t('confirmation.loadFailed')}</p>
        <button type="button" className={cartStyles.secondary} onClick={() => void refetch()}>
          {t('error.retry')}
        </button>
      </div>
    )
  }
  if (!data?.order) {
    return (
      <div className={cartStyles.empty} data-testid="order-unavailable">
        {heading}
        <p>{t('confirmation.unavailable')}</p>
        <Link href="/" className={cartStyles.primary}>
          {t('empty.link')}
        </Link>
      </div>
    )
  }
  if (status === 'PENDING') {
    return (
      <div data-testid="payment-pending" role="status">
        <h1>{t('confirmation.pendingTitle')}</h1>
        <p>{t('confirmation.pending', { number: data.order.orderNumber })}</p>
      </div>
    )
  }
  if (status === 'FAILED') {
    return (
      <div data-testid="payment-failed">
        <h1>{t('confirmation.failedTitle')}</h1>
        <p role="alert">{t('confirmation.failed', { number: data.order.orderNumber })}</p>
        <Link href={localePath('/checkout')} className={cartStyles.primary}>
          {t('confirmation.failedRetry')}
        </Link>
      </div>
    )
  }
  return (
    <>
      {heading}
      <OrderDetails order={data.order} locale={locale} />
      {accessToken ? (
        <AffiliateConversion orderNumber={orderNumber} accessToken={accessToken} />
      ) : null}
    </>
  )
}

function OrderDetails({
  order,
  locale,
}: {
  order: OrderConfirmation_OrderFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('cart')
  const { t: tc } = useTranslation('common')
  const [copied, setCopied] = useState('')
  const money = (value: { amountMinor: number; currency: string }) =>
    formatMoney(value.amountMinor, value.currency, locale)

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key)
      setCopied(t('confirmation.copied', { key }))
    } catch {
      setCopied(t('confirmation.copyFailed'))
    }
  }

  return (
    <div className={styles.confirmation} data-testid="order-confirmation">
      <p className={styles.lead}>
        {t('confirmation.thanks')}{' '}
        <strong data-testid="order-number">
          {t('confirmation.number', { number: order.orderNumber })}
        </strong>
      </p>
      <p>{t('confirmation.mailSent', { email: order.email })}</p>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.item} data-testid="order-item">
            <h2 className={styles.itemName}>
              {t('checkout.line', { count: item.quantity, name: item.name })}
            </h2>
            <h3 className={styles.subheading}>
              {t('confirmation.licenceKeys', { count: item.licenceKeys.length })}
            </h3>
            <ul className={styles.keys}>
              {item.licenceKeys.map((key) => (
                <li key={key}>
                  <code data-testid="licence-key">{key}</code>{' '}
                  <button
                    type="button"
                    className={cartStyles.linkButton}
                    onClick={() => void copy(key)}
                    aria-label={t('confirmation.copyNamed', { key })}
                  >
                    {t('confirmation.copy')}
                  </button>
                </li>
              ))}
            </ul>
            {item.downloads.length > 0 ? (
              <>
                <h3 className={styles.subheading}>{t('confirmation.downloads')}</h3>
                <ul className={styles.downloads}>
                  {item.downloads.map((file) => (
                    <li key={file.downloadUrl}>
                      {file.storeUrl ? (
                        // A mobile app: installed from its store, unlocked with the key.
                        <StoreBadge platform={file.platform} storeUrl={file.storeUrl} />
                      ) : (
                        <a href={file.downloadUrl} download data-testid="full-version-download">
                          {t('confirmation.download', {
                            name: item.name,
                            platform: tc(`platform.${file.platform}`),
                            file: file.fileName,
                          })}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={cartStyles.totals}>
        {order.coupon ? (
          <div className={cartStyles.totalRow}>
            <dt>{t('totals.coupon', { code: order.coupon.code })}</dt>
            <dd>{`−${money(order.coupon.resultingDiscountGross)}`}</dd>
          </div>
        ) : null}
        <div className={`${cartStyles.totalRow} ${cartStyles.grandTotal}`}>
          <dt>{t('confirmation.paid')}</dt>
          <dd data-testid="order-total">{money(order.totalGross)}</dd>
        </div>
        <div className={cartStyles.totalRow}>
          <dt className={cartStyles.vatNote}>
            {t('totals.vat', { rate: formatVatRate(order.taxVatPercentage, locale) })}
          </dt>
          <dd className={cartStyles.vatNote}>{money(order.taxAmount)}</dd>
        </div>
      </dl>
      {order.invoice ? (
        <p>
          <a href={order.invoice.downloadUrl} download data-testid="invoice-download">
            {t('confirmation.invoice', { number: order.invoice.number })}
          </a>
        </p>
      ) : null}
      <OrderBillingAddress
        address={order.billingAddress}
        reverseCharge={order.reverseCharge}
        locale={locale}
      />
      <p className={cartStyles.visuallyHidden} aria-live="polite" role="status">
        {copied}
      </p>
    </div>
  )
}
