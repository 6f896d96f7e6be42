import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type {
  AccountOverviewQuery,
  AccountSupport_CustomerFragment,
} from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { pickPrice } from '../../currency/currencies'
import { useCurrency } from '../../currency/CurrencyProvider'
import { formatDateShort } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { useLocalePath } from '../../routing/use-locale-path'
import { AddToCartButton } from '../AddToCartButton/AddToCartButton'
import styles from './Account.module.css'

/** Premium support status and the customer's support tickets. */
export function AccountSupport({
  customer,
  offer,
  locale,
}: {
  customer: AccountSupport_CustomerFragment
  /** The premium support plan as sold in the cart; null when it is not on sale. */
  offer: AccountOverviewQuery['premiumSupportOffer'] | null
  locale: SiteLocale
}) {
  const { t } = useTranslation('account')
  const localePath = useLocalePath()
  const premium = customer.premiumSupport
  const contact = localePath('/contact')
  // The shopper's chosen currency, as the cart will charge it.
  const { currency } = useCurrency()
  const shownPrice = offer ? (pickPrice(offer.pricesGross, currency) ?? offer.priceGross) : null
  return (
    <section className={styles.section} aria-labelledby="support-heading" id="support">
      <h2 id="support-heading">{t('support.title')}</h2>
      <p
        className={`${styles.status} ${premium.active ? styles.statusActive : ''}`}
        data-testid="premium-support-status"
      >
        {premium.active && premium.validUntil
          ? t('support.active', { date: formatDateShort(premium.validUntil, locale) })
          : t('support.inactive')}
      </p>
      {!premium.active && offer?.cartProductId && shownPrice ? (
        <>
          <p>
            {t('support.price', {
              price: formatMoney(shownPrice.amountMinor, shownPrice.currency, locale),
            })}
          </p>
          <div className={styles.action}>
            <AddToCartButton productId={offer.cartProductId} />
          </div>
        </>
      ) : null}
      <h3>{t('support.ticketsTitle')}</h3>
      {customer.tickets.length === 0 ? (
        <p>{t('support.noTickets')}</p>
      ) : (
        <ul className={styles.cards}>
          {customer.tickets.map((ticket) => (
            <li key={ticket.id} className={styles.card} data-testid="account-ticket">
              <h4 className={styles.subheading}>
                {t('support.ticket', { number: ticket.ticketNumber })} ·{' '}
                {t(`support.topic.${ticket.topic}`, { defaultValue: ticket.topic })}
              </h4>
              <p className={styles.meta}>
                {t('support.sentAt', { date: formatDateShort(ticket.createdAt, locale) })}
                {ticket.productName
                  ? ` · ${t('support.program', { name: ticket.productName })}`
                  : ''}
                {ticket.premiumSupport ? ` · ${t('support.withPremium')}` : ''}
              </p>
              <p>{ticket.message}</p>
              {ticket.attachmentName ? (
                <p className={styles.meta}>
                  {t('support.attachment', { name: ticket.attachmentName })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={`${contact}?option=support-ticket`}>{t('support.newTicket')}</Link>
      </p>
    </section>
  )
}
