import { useTranslation } from 'next-i18next/pages'
import type { AccountProfile_CustomerFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import styles from './Account.module.css'

/** What the account holds about the customer at a glance. */
export function AccountProfile({
  customer,
  locale,
}: {
  customer: AccountProfile_CustomerFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation('account')
  return (
    <section className={styles.section} aria-labelledby="profile-heading" id="profile">
      <h2 id="profile-heading">{t('settings.profileTitle')}</h2>
      <dl className={styles.facts}>
        <dt>{t('settings.customerNumber')}</dt>
        <dd>{customer.id}</dd>
        <dt>{t('settings.name')}</dt>
        <dd>{customer.name}</dd>
        <dt>{t('settings.email')}</dt>
        <dd data-testid="account-email">{customer.email}</dd>
        <dt>{t('settings.since')}</dt>
        <dd>{formatDateShort(customer.createdAt, locale)}</dd>
      </dl>
      {customer.pendingEmail ? (
        <p className={styles.status}>
          {t('settings.pendingEmail', { email: customer.pendingEmail })}
        </p>
      ) : null}
    </section>
  )
}
