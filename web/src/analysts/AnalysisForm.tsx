import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { SHOP_CURRENCIES } from '@schaufenster/contract'
import styles from './Analysts.module.css'
import { SOURCES, type AnalysisQuery } from './analysis-query'
import { GROUPINGS } from './periods'

/**
 * The view's choice as a plain GET form to the page itself: every view has an address of
 * its own, and it works without JavaScript (the browser sends the fields, the server renders).
 */
export function AnalysisForm({ query, action }: { query: AnalysisQuery; action: string }) {
  const { t } = useTranslation('analysts')
  const id = useId()
  return (
    <form method="get" action={action} className={styles.filters} data-testid="analysis-form">
      <fieldset>
        <legend>{t('form.legend')}</legend>
        <div className={styles.fields}>
          <label htmlFor={`${id}-from`}>
            {t('form.from')}
            <input id={`${id}-from`} type="date" name="from" defaultValue={query.from} required />
          </label>
          <label htmlFor={`${id}-to`}>
            {t('form.to')}
            <input id={`${id}-to`} type="date" name="to" defaultValue={query.to} required />
          </label>
          <label htmlFor={`${id}-group`}>
            {t('form.groupBy')}
            <select id={`${id}-group`} name="groupBy" defaultValue={query.groupBy}>
              {GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {t(`form.groupings.${grouping}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${id}-currency`}>
            {t('form.currency')}
            <select id={`${id}-currency`} name="currency" defaultValue={query.currency ?? ''}>
              <option value="">{t('form.allCurrencies')}</option>
              {SHOP_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${id}-source`}>
            {t('form.source')}
            <select id={`${id}-source`} name="source" defaultValue={query.source}>
              {SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`form.sources.${source}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className={styles.primary}>
          {t('form.submit')}
        </button>
      </fieldset>
    </form>
  )
}
