import { useTranslation } from 'next-i18next/pages'
import type { SiteLocale } from '../i18n/next-i18next-config'
import styles from './Analysts.module.css'
import { formatCount, formatDayKey, formatMoney, formatPeriodKey } from './format'
import type { Grouping } from './periods'
import type { CurrencySeries } from './series'

interface FiguresTableProps {
  series: CurrencySeries
  grouping: Grouping
  locale: SiteLocale
  from: string
  to: string
}

/** The charts of a currency as a table: every period, affiliate and direct apart. */
export function FiguresTable({ series, grouping, locale, from, to }: FiguresTableProps) {
  const { t } = useTranslation('analysts')
  const money = (amount: number) => formatMoney(amount, series.currency, locale)
  const period = (key: string) =>
    grouping === 'WEEK'
      ? t('table.weekOf', { day: formatDayKey(key, locale) })
      : formatPeriodKey(key, grouping, locale)
  const caption = t('table.caption', {
    currency: series.currency,
    grouping: t(`unit.${grouping}`),
    from: formatDayKey(from, locale),
    to: formatDayKey(to, locale),
  })
  return (
    // Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too.
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-figures={series.currency}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.period')}</th>
            <th scope="col">{t('table.affiliateOrders')}</th>
            <th scope="col">{t('table.directOrders')}</th>
            <th scope="col">{t('table.affiliateAmount')}</th>
            <th scope="col">{t('table.directAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {series.rows.map((row) => (
            <tr key={row.key} data-period={row.key}>
              <th scope="row">{period(row.key)}</th>
              <td>{formatCount(row.affiliate.orders, locale)}</td>
              <td>{formatCount(row.direct.orders, locale)}</td>
              <td>{money(row.affiliate.amount)}</td>
              <td>{money(row.direct.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
