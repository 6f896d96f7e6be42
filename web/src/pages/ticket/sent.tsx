import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import type { PremiumSupportOfferQuery } from '../../__generated__/graphql'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import { AddToCartButton } from '../../components/AddToCartButton/AddToCartButton'
import { MessagePage } from '../../components/forms/MessagePage'
import { formPageStaticProps } from '../../components/forms/static-props'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { pickPrice } from '../../currency/currencies'
import { useCurrency } from '../../currency/CurrencyProvider'
import { formatMoney } from '../../lib/money'
import styles from './sent.module.css'

const TICKET_NUMBER = /^T-\d{1,12}$/

/** After a ticket: its number, the answer time, and the premium support offer. */
function TicketSentPage() {
  const { t } = useTranslation('forms')
  const { query, locale } = useRouter()
  const ticket = typeof query['ticket'] === 'string' ? query['ticket'] : ''
  // The price comes from the hub at request time, never from the build: asked after hydration,
  // with the query's code, so the page's first load needs no Apollo Client (decision 0021).
  const client = useProvidedApolloClient()
  const [offer, setOffer] = useState<PremiumSupportOfferQuery['premiumSupportOffer'] | null>(null)
  const [error, setError] = useState(false)
  useEffect(() => {
    let current = true
    import('../../components/forms/fetch-premium-support-offer')
      .then((module) => module.fetchPremiumSupportOffer(client))
      .then(
        (answer) => {
          if (current) setOffer(answer)
        },
        () => {
          if (current) setError(true)
        },
      )
    return () => {
      current = false
    }
  }, [client])
  // The shopper's chosen currency, as the cart will charge it.
  const { currency } = useCurrency()
  const shownPrice = offer ? (pickPrice(offer.pricesGross, currency) ?? offer.priceGross) : null
  return (
    <MessagePage title={t('ticketSent.title')} text={t('ticketSent.answerTime')}>
      {TICKET_NUMBER.test(ticket) ? (
        <p className={styles.number}>{t('ticketSent.number', { number: ticket })}</p>
      ) : null}
      <section className={styles.premium} aria-labelledby="premium-title">
        <h2 id="premium-title">{t('ticketSent.premiumTitle')}</h2>
        <p>{t('ticketSent.premiumText')}</p>
        {offer && shownPrice ? (
          <p className={styles.price} data-testid="premium-price">
            {t('ticketSent.premiumPrice', {
              price: formatMoney(shownPrice.amountMinor, shownPrice.currency, toSiteLocale(locale)),
            })}
          </p>
        ) : error ? (
          <p>{t('ticketSent.premiumUnavailable')}</p>
        ) : null}
        <p className={styles.note}>{t('ticketSent.premiumNote')}</p>
        {offer?.cartProductId ? <AddToCartButton productId={offer.cartProductId} /> : null}
      </section>
    </MessagePage>
  )
}

export const getStaticProps = formPageStaticProps

export default TicketSentPage
