import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { AccountOrders_CustomerFragment } from '../../__generated__/graphql'
import { parsePeriod } from '../../account/period'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import { formatFileSize } from '../../lib/file-size'
import { formatMoney } from '../../lib/money'
import { StoreBadge } from '../StoreBadge/StoreBadge'
import styles from './Account.module.css'

/** A subscription period in words: `1y` → "1 Jahr". */
export function usePeriodText() {
  const { t } = useTranslation('account')
  return (period: string) => {
    const parsed = parsePeriod(period)
    return parsed ? t(`period.${parsed.unit}`, { count: parsed.count }) : period
  }
}

/** The customer's orders with licence keys and the full versions' downloads. */
export function AccountOrders({
  customer,
  locale,
}: {
  customer: AccountOrders_CustomerFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation('common')
  const periodText = usePeriodText()
  return (
    <section className={styles.section} aria-labelledby="orders-heading" id="orders">
      <h2 id="orders-heading">{t('orders.title')}</h2>
      {customer.orders.length === 0 ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {customer.orders.map((order) => (
            <li
              key={order.orderNumber}
              id={`order-${order.orderNumber}`}
              className={styles.card}
              data-testid="account-order"
            >
              <h3>{t('orders.heading', { number: order.orderNumber })}</h3>
              <p className={styles.meta}>
                {t('orders.placedAt', { date: formatDateShort(order.placedAt, locale) })} ·{' '}
                {t('orders.total', {
                  total: formatMoney(
                    order.totalGross.amountMinor,
                    order.totalGross.currency,
                    locale,
                  ),
                })}
                {order.subscriptionPeriod
                  ? ` · ${t('orders.subscription', { period: periodText(order.subscriptionPeriod) })}`
                  : ''}
              </p>
              {order.invoice ? (
                <p className={styles.meta}>
                  <a
                    href={order.invoice.downloadUrl}
                    download
                    data-testid="account-invoice-download"
                  >
                    {t('orders.invoice', { number: order.invoice.number })}
                  </a>
                </p>
              ) : null}
              <ul className={styles.lines}>
                {order.items.map((item) => {
                  const product = item.licences.find((licence) => licence.product)?.product
                  return (
                    <li key={item.productId} className={styles.section}>
                      <h4 className={styles.subheading}>
                        {t('orders.line', { count: item.quantity, name: item.name })}
                      </h4>
                      {item.kind === 'PREMIUM_SUPPORT' ? <p>{t('orders.premiumSupport')}</p> : null}
                      {item.licences.length > 0 ? (
                        <>
                          <p className={styles.meta}>
                            {t('orders.licenceKeys', { count: item.licences.length })}
                          </p>
                          <ul className={styles.keys}>
                            {item.licences.map((licence) => (
                              <li key={licence.id}>
                                <code data-testid="licence-key">{licence.key}</code>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      {item.downloads.length > 0 ? (
                        <>
                          <p className={styles.meta}>{t('orders.downloads')}</p>
                          <ul className={styles.downloads}>
                            {item.downloads.map((file) => (
                              <li key={file.downloadUrl}>
                                {file.storeUrl ? (
                                  <StoreBadge platform={file.platform} storeUrl={file.storeUrl} />
                                ) : (
                                  <a
                                    href={file.downloadUrl}
                                    download
                                    data-testid="full-version-download"
                                  >
                                    {t('orders.download', {
                                      file: file.fileName,
                                      platform: tc(`platform.${file.platform}`),
                                      size: formatFileSize(file.sizeBytes, locale),
                                    })}
                                  </a>
                                )}
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      {product ? (
                        <p>
                          <Link href={`${product.paths[locale]}#reviews`}>
                            {t('orders.review', { name: item.name })}
                          </Link>
                        </p>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
