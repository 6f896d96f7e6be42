import { useTranslation } from 'next-i18next/pages'
import type { AccountSubscriptions_CustomerFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import styles from './Account.module.css'
import { usePeriodText } from './AccountOrders'

/** Orders placed with a subscription period: what, how long, paid until when. */
export function AccountSubscriptions({
  customer,
  locale,
}: {
  customer: AccountSubscriptions_CustomerFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('account')
  const periodText = usePeriodText()
  return (
    <section className={styles.section} aria-labelledby="subscriptions-heading" id="subscriptions">
      <h2 id="subscriptions-heading">{t('subscriptions.title')}</h2>
      {customer.subscriptions.length === 0 ? (
        <p>{t('subscriptions.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {customer.subscriptions.map((subscription) => (
            <li key={subscription.orderNumber} className={styles.card}>
              <h3>{t('subscriptions.heading', { number: subscription.orderNumber })}</h3>
              <p>{subscription.items.map((item) => item.name).join(', ')}</p>
              <p className={styles.meta}>
                {t('subscriptions.period', { period: periodText(subscription.period) })} ·{' '}
                {t('subscriptions.startedAt', {
                  date: formatDateShort(subscription.startedAt, locale),
                })}
              </p>
              <p className={`${styles.status} ${subscription.active ? styles.statusActive : ''}`}>
                {subscription.active
                  ? t('subscriptions.active', {
                      date: formatDateShort(subscription.currentPeriodEndsAt, locale),
                    })
                  : t('subscriptions.ended', {
                      date: formatDateShort(subscription.currentPeriodEndsAt, locale),
                    })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
