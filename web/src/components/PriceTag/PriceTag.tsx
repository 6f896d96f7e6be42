import { useTranslation } from 'next-i18next/pages'
import { SHOP_CURRENCIES } from '@schaufenster/contract'
import { pickPrice, type PriceAmount } from '../../currency/currencies'
import { useCurrency } from '../../currency/CurrencyProvider'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import styles from './PriceTag.module.css'

interface CommonProps {
  size?: 'md' | 'lg'
}

/** One amount in one fixed currency: a cart's or an order's, which have theirs. */
interface FixedPriceProps extends CommonProps {
  amountMinor: number
  currency: string
  /** The former price of an offer, shown struck through. */
  strikeAmountMinor?: number | null
  prices?: never
}

/** A catalog price in every currency (`pricesGross`): shown in the shopper's currency. */
interface ShopperPriceProps extends CommonProps {
  prices: readonly PriceAmount[]
  /** The former prices of an offer (`strikePricesGross`). */
  strikePrices?: readonly PriceAmount[] | null
  amountMinor?: never
  currency?: never
  strikeAmountMinor?: never
}

export type PriceTagProps = FixedPriceProps | ShopperPriceProps

/**
 * A gross price, formatted for the page's language, with the VAT note beside it. Given
 * `prices`, it shows the shopper's currency (web/src/currency): until the browser knows it
 * (server render, hydration) every currency is in the markup and the page's
 * `<html data-currency>` mark, set by the server from the cookie, shows the one chosen, so
 * the first paint is already right and nothing shifts when the page comes alive.
 */
export function PriceTag(props: PriceTagProps) {
  const { t, i18n } = useTranslation('common')
  const { currency, known } = useCurrency()
  const locale = toSiteLocale(i18n.language)
  const className = `${styles.priceTag} ${props.size === 'lg' ? styles.large : ''}`
  // "Kostenlos" needs no VAT note: there is no tax in nothing.
  const free =
    props.prices === undefined
      ? props.amountMinor === 0
      : props.prices.length > 0 && props.prices.every((price) => price.amountMinor === 0)
  const vatNote = free ? null : <span className={styles.vatNote}>{t('price.inclVat')}</span>

  if (props.prices === undefined) {
    return (
      <span className={className}>
        <Amount
          price={{ amountMinor: props.amountMinor, currency: props.currency }}
          strike={
            props.strikeAmountMinor == null
              ? null
              : { amountMinor: props.strikeAmountMinor, currency: props.currency }
          }
          locale={locale}
          testIds
        />{' '}
        {vatNote}
      </span>
    )
  }

  const { prices, strikePrices } = props
  if (known) {
    return (
      <span className={className} data-currency-shown={currency}>
        <Amount
          price={pickPrice(prices, currency)}
          strike={pickPrice(strikePrices, currency)}
          locale={locale}
          testIds
        />{' '}
        {vatNote}
      </span>
    )
  }
  return (
    <span className={className}>
      {SHOP_CURRENCIES.map((code) => (
        <Amount
          key={code}
          price={pickPrice(prices, code)}
          strike={pickPrice(strikePrices, code)}
          locale={locale}
          testIds={false}
          variant={code}
        />
      ))}{' '}
      {vatNote}
    </span>
  )
}

/** The amount (and a higher former one struck through); a missing amount says so. */
function Amount({
  price,
  strike,
  locale,
  testIds,
  variant,
}: {
  price: PriceAmount | null
  strike: PriceAmount | null
  locale: SiteLocale
  /** Only the one amount a visitor sees carries the test ids, never the hidden ones. */
  testIds: boolean
  /** Before the currency is known: which currency this is of the page's four. */
  variant?: string
}) {
  const { t } = useTranslation('common')
  // The same box in every state, so the amount stays where it is once the currency is known.
  const boxProps = variant
    ? { className: `${styles.amounts} ${styles.variant}`, 'data-price-currency': variant }
    : { className: styles.amounts }
  if (!price) {
    return (
      <span {...boxProps}>
        <span className={styles.missing} data-testid={testIds ? 'price-missing' : undefined}>
          {t('price.notInCurrency')}
        </span>
      </span>
    )
  }
  const showStrike = strike != null && strike.amountMinor > price.amountMinor
  return (
    <span {...boxProps}>
      {showStrike ? (
        <del className={styles.strike} data-testid={testIds ? 'strike-price' : undefined}>
          <span className="visually-hidden">{t('price.formerly')} </span>
          {formatMoney(strike.amountMinor, strike.currency, locale)}
        </del>
      ) : null}
      <span className={styles.amount} data-testid={testIds ? 'price' : undefined}>
        {price.amountMinor === 0
          ? t('price.free')
          : formatMoney(price.amountMinor, price.currency, locale)}
      </span>
    </span>
  )
}
