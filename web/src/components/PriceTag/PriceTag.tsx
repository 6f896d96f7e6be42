import { useTranslation } from 'next-i18next/pages'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { formatMoney } from '../../lib/money'
import styles from './PriceTag.module.css'

interface PriceTagProps {
  amountMinor: number
  currency: string
}

/** A gross price, formatted for the page's language, with the VAT note beside it. */
export function PriceTag({ amountMinor, currency }: PriceTagProps) {
  const { t, i18n } = useTranslation('common')
  const locale = toSiteLocale(i18n.language)
  return (
    <span className={styles.priceTag}>
      <span className={styles.amount} data-testid="price">
        {amountMinor === 0 ? t('price.free') : formatMoney(amountMinor, currency, locale)}
      </span>{' '}
      <span className={styles.vatNote}>{t('price.inclVat')}</span>
    </span>
  )
}
