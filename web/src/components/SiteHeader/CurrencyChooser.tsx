import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { SHOP_CURRENCIES, type ShopCurrency } from '@schaufenster/contract'
import { useCurrency } from '../../currency/CurrencyProvider'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { canonicalPath } from '../../routing/routes'
import { useCurrentSearch } from '../../routing/use-locale-path'
import styles from './CurrencyChooser.module.css'

const SYMBOLS: Record<ShopCurrency, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF' }

/**
 * The shopper's currency, for every price of every page (issue 19, point 13): one button
 * per currency. With JavaScript a press switches at once (cookie, prices, the cart through
 * CartCurrencySync); without, the form posts to /api/currency, which stores the cookie and
 * leads back here. Which one is chosen shows from the page's `data-currency` mark, so it is
 * right before the page comes alive too.
 */
export function CurrencyChooser({ alternates }: { alternates: Record<SiteLocale, string> | null }) {
  const { t } = useTranslation('common')
  const router = useRouter()
  const { currency, known, choose } = useCurrency()
  const search = useCurrentSearch()
  // Back to this page; without a path of its own (an error page) the Referer decides.
  const here = alternates
    ? `${canonicalPath(alternates, toSiteLocale(router.locale))}${search}`
    : null
  return (
    <form method="post" action="/api/currency" className={styles.chooser}>
      {here ? <input type="hidden" name="return" value={here} /> : null}
      <div role="group" aria-label={t('currency.showPricesIn')} className={styles.options}>
        {SHOP_CURRENCIES.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            className={styles.option}
            data-currency-option={code}
            aria-pressed={known ? code === currency : undefined}
            title={t('currency.choose', { name: t(`currency.${code}`) })}
            onClick={(event) => {
              event.preventDefault()
              choose(code)
            }}
          >
            {SYMBOLS[code]}
            <span className="visually-hidden"> {t(`currency.${code}`)}</span>
          </button>
        ))}
      </div>
    </form>
  )
}
