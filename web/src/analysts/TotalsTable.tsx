import { useTranslation } from 'next-i18next/pages'
import type { SiteLocale } from '../i18n/next-i18next-config'
import type { TotalsRow } from './analysts-server'
import styles from './Analysts.module.css'
import { formatCount, formatDayKey, formatMoney } from './format'

/** The totals of the view, one row per currency (never added across currencies). */
export function TotalsTable({
  totals,
  locale,
  from,
  to,
}: {
  totals: TotalsRow[]
  locale: SiteLocale
  from: string
  to: string
}) {
  const { t } = useTranslation('analysts')
  const caption = t('totals.caption', {
    from: formatDayKey(from, locale),
    to: formatDayKey(to, locale),
  })
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid="analyst-totals">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('totals.currency')}</th>
            <th scope="col">{t('totals.orders')}</th>
            <th scope="col">{t('totals.items')}</th>
            <th scope="col">{t('totals.amount')}</th>
            <th scope="col">{t('totals.discount')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.length === 0 ? (
            <tr>
              <td colSpan={5}>{t('totals.none')}</td>
            </tr>
          ) : (
            totals.map((row) => (
              <tr key={row.currency} data-currency={row.currency}>
                <th scope="row">{row.currency}</th>
                <td>{formatCount(row.orders, locale)}</td>
                <td>{formatCount(row.items, locale)}</td>
                <td>{formatMoney(row.amount, row.currency, locale)}</td>
                <td>{formatMoney(row.discount, row.currency, locale)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
