import { useTranslation } from 'next-i18next/pages'
import type { SiteLocale } from '../i18n/next-i18next-config'
import { AnalysisForm } from './AnalysisForm'
import { MAX_PERIODS, type AnalysisProblem, type AnalysisQuery } from './analysis-query'
import type { TotalsRow } from './analysts-server'
import styles from './Analysts.module.css'
import { ConversionChart } from './ConversionChart'
import { FiguresTable } from './FiguresTable'
import { formatCount, formatDayKey, formatMoneyTick } from './format'
import type { CurrencySeries } from './series'
import { TotalsTable } from './TotalsTable'

interface AnalystsViewProps {
  locale: SiteLocale
  action: string
  query: AnalysisQuery
  problem: AnalysisProblem | null
  series: CurrencySeries[]
  totals: TotalsRow[]
  csvHref: string
}

/** The figures of a view: the form, per currency two charts and their table, the totals. */
export function AnalystsView({
  locale,
  action,
  query,
  problem,
  series,
  totals,
  csvHref,
}: AnalystsViewProps) {
  const { t } = useTranslation('analysts')
  const from = formatDayKey(query.from, locale)
  const to = formatDayKey(query.to, locale)
  const description = t('chart.desc', { from, to, grouping: t(`unit.${query.groupBy}`) })
  return (
    <>
      <AnalysisForm query={query} action={action} />
      {problem ? (
        <p className={styles.error} role="alert">
          {t(`errors.${problem}`, { max: MAX_PERIODS })}
        </p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.charts}>
            <ul className={styles.legend} aria-label={t('chart.legend')}>
              <li>
                <span className={`${styles.swatch} ${styles.swatchAffiliate}`} aria-hidden="true" />
                {t('chart.affiliate')}
              </li>
              <li>
                <span className={`${styles.swatch} ${styles.swatchDirect}`} aria-hidden="true" />
                {t('chart.direct')}
              </li>
            </ul>
            {series.map((entry) => (
              <section
                key={entry.currency}
                className={styles.currency}
                aria-labelledby={`currency-${entry.currency}`}
                data-testid={`analyst-currency-${entry.currency}`}
              >
                <h2 id={`currency-${entry.currency}`}>{entry.currency}</h2>
                <div className={styles.pair}>
                  <ConversionChart
                    series={entry}
                    measure="orders"
                    grouping={query.groupBy}
                    locale={locale}
                    title={t('chart.orders', { currency: entry.currency })}
                    description={description}
                    formatTick={(value) => formatCount(value, locale)}
                  />
                  <ConversionChart
                    series={entry}
                    measure="amount"
                    grouping={query.groupBy}
                    locale={locale}
                    title={t('chart.amount', { currency: entry.currency })}
                    description={description}
                    formatTick={(value) => formatMoneyTick(value, entry.currency, locale)}
                  />
                </div>
                <FiguresTable
                  series={entry}
                  grouping={query.groupBy}
                  locale={locale}
                  from={query.from}
                  to={query.to}
                />
              </section>
            ))}
          </div>
          <aside className={styles.side}>
            <TotalsTable totals={totals} locale={locale} from={query.from} to={query.to} />
            <p>
              <a href={csvHref} className={styles.csv} download>
                {t('csv')}
              </a>
            </p>
          </aside>
        </div>
      )}
    </>
  )
}
