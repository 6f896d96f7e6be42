import { useTranslation } from 'next-i18next/pages'
import type { BillingAddress_AddressFragment } from '../../__generated__/graphql'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { countryName } from '../Cart/cart-format'

/** The billing address an order was placed with, and its reverse-charge note (decision 0023). */
export function OrderBillingAddress({
  address,
  reverseCharge,
  locale,
}: {
  address: BillingAddress_AddressFragment | null | undefined
  reverseCharge: boolean
  locale: SiteLocale
}) {
  const { t } = useTranslation('cart')
  if (!address) return null
  const lines = [
    address.company,
    address.name,
    address.street,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale),
    address.vatId ? t('confirmation.vatId', { vatId: address.vatId }) : null,
  ].filter((line): line is string => Boolean(line))
  return (
    <section aria-labelledby="order-billing-title" data-testid="order-billing-address">
      <h2 id="order-billing-title">{t('checkout.billingAddress')}</h2>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {reverseCharge ? (
        <p data-testid="order-reverse-charge">{t('checkout.reverseChargeNote')}</p>
      ) : null}
    </section>
  )
}
