import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import {
  useClaimGuestItemsMutation,
  type AccountClaims_CustomerFragment,
} from '../../__generated__/graphql'
import { useAccountActions } from '../../account/use-account-actions'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { formatDateShort } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { FormMessage } from '../forms/Field'
import { noCache, useFormLocale } from '../forms/form-helpers'
import styles from './Account.module.css'

/**
 * Orders and tickets placed with the account's address without logging in (issue 18). They
 * are not the account's until its holder adds them here (or by the mailed link): anybody
 * can type an address into the checkout or the ticket form. Only numbers, dates, totals and
 * product names are shown, never a text of whoever placed them. Hidden when there are none.
 */
export function AccountClaims({
  customer,
  locale,
}: {
  customer: AccountClaims_CustomerFragment
  locale: SiteLocale
}) {
  const { t } = useTranslation(['account', 'validation'])
  const formLocale = useFormLocale()
  const { refresh, sessionEnded } = useAccountActions()
  const [claim] = useClaimGuestItemsMutation(noCache)
  const [sending, setSending] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const { orders, tickets } = customer.claimable
  if (orders.length === 0 && tickets.length === 0 && !done) return null

  const add = async (key: string, items: { orders: string[]; tickets: string[] }) => {
    setSending(key)
    setError(undefined)
    setDone(undefined)
    try {
      const { data } = await claim({ variables: { ...items, locale: formLocale } })
      const result = data?.claimGuestItems
      if (result?.__typename === 'NotLoggedIn') {
        await sessionEnded()
        return
      }
      if (result?.__typename !== 'GuestItemsClaimed') throw new Error('no answer')
      await refresh()
      setDone(t('claims.added', { count: result.orders.length + result.tickets.length }))
    } catch {
      setError(t('validation:form.unavailable'))
    }
    setSending(null)
  }

  const all = {
    orders: orders.map((o) => o.orderNumber),
    tickets: tickets.map((t) => t.ticketNumber),
  }
  return (
    <section className={styles.section} aria-labelledby="claims-heading" id="claims">
      <h2 id="claims-heading">{t('claims.title')}</h2>
      <p>{t('claims.intro')}</p>
      <FormMessage error={error} success={done} />
      <ul className={styles.cards}>
        {orders.map((order) => (
          <li key={order.orderNumber} className={styles.card} data-testid="claimable-order">
            <h3 className={styles.subheading}>
              {t('claims.order', { number: order.orderNumber })}
            </h3>
            <p className={styles.meta}>
              {formatDateShort(order.placedAt, locale)} ·{' '}
              {formatMoney(order.total.amountMinor, order.total.currency, locale)} ·{' '}
              {order.productNames.join(', ')}
            </p>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={sending !== null}
              onClick={() =>
                void add(order.orderNumber, { orders: [order.orderNumber], tickets: [] })
              }
            >
              {t('claims.add')}
            </button>
          </li>
        ))}
        {tickets.map((ticket) => (
          <li key={ticket.ticketNumber} className={styles.card} data-testid="claimable-ticket">
            <h3 className={styles.subheading}>
              {t('claims.ticket', { number: ticket.ticketNumber })} ·{' '}
              {t(`support.topic.${ticket.topic}`, { defaultValue: ticket.topic })}
            </h3>
            <p className={styles.meta}>
              {formatDateShort(ticket.createdAt, locale)}
              {ticket.productName ? ` · ${ticket.productName}` : ''}
            </p>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={sending !== null}
              onClick={() =>
                void add(ticket.ticketNumber, { orders: [], tickets: [ticket.ticketNumber] })
              }
            >
              {t('claims.add')}
            </button>
          </li>
        ))}
      </ul>
      {orders.length + tickets.length > 1 ? (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={sending !== null}
          onClick={() => void add('all', all)}
        >
          {t('claims.addAll')}
        </button>
      ) : null}
      <p className={styles.meta}>{t('claims.notMine')}</p>
    </section>
  )
}
