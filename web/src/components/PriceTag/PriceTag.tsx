import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import styles from './PriceTag.module.css'

interface PriceTagProps {
  amountMinor: number
  currency: string
  /** The former price of an offer, shown struck through. */
  strikeAmountMinor?: number | null
  size?: 'md' | 'lg'
}

/** A gross price, formatted for the page's language, with the VAT note beside it. */
export function PriceTag({ amountMinor, currency, strikeAmountMinor, size = 'md' }: PriceTagProps) {
  const { t, i18n } = useTranslation('common')
  const locale = toSiteLocale(i18n.language)
  const showStrike = strikeAmountMinor != null && strikeAmountMinor > amountMinor
  return (
    <span className={`${styles.priceTag} ${size === 'lg' ? styles.large : ''}`}>
      {showStrike ? (
        <del className={styles.strike} data-testid="strike-price">
          <span className="visually-hidden">{t('price.formerly')} </span>
          {formatMoney(strikeAmountMinor, currency, locale)}
        </del>
      ) : null}
      <span className={styles.amount} data-testid="price">
        {amountMinor === 0 ? t('price.free') : formatMoney(amountMinor, currency, locale)}
      </span>{' '}
      <span className={styles.vatNote}>{t('price.inclVat')}</span>
    </span>
  )
}
