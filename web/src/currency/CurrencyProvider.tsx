import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { ReactNode } from 'react'
import { DEFAULT_CURRENCY, type ShopCurrency } from '@schaufenster/contract'
import { currencyCookieHeader, currencyFromCookies } from './currencies'
import { CURRENCY_ATTRIBUTE } from './currency-markup'

export interface CurrencyState {
  /** The shopper's currency; the default until the browser has read the choice. */
  currency: ShopCurrency
  /**
   * False in the server render and the first render in the browser (hydration): price
   * displays then render every currency and let the page's `data-currency` mark pick
   * (PriceTag), so the markup is the same for every visitor and nothing moves once known.
   */
  known: boolean
  /** Makes `currency` the choice: cookie, the page's mark and every price at once. */
  choose: (currency: ShopCurrency) => void
}

const CurrencyContext = createContext<CurrencyState>({
  currency: DEFAULT_CURRENCY,
  known: false,
  choose: () => undefined,
})

function markPage(currency: ShopCurrency): void {
  document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, currency)
}

/** Holds the shopper's currency (currencies.ts) for every price display of the page. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ currency: ShopCurrency; known: boolean }>({
    currency: DEFAULT_CURRENCY,
    known: false,
  })

  useEffect(() => {
    // The cookie is the choice; the server marked the page with it already (production
    // server), `next dev` did not: mark it here too.
    const chosen = currencyFromCookies(document.cookie)
    markPage(chosen)
    // A transition: regions of the page that read this are still hydrating in slices
    // (DeferredHydration); an urgent update would hydrate them all in one blocking task.
    startTransition(() => setState({ currency: chosen, known: true }))
  }, [])

  const choose = useCallback((currency: ShopCurrency) => {
    document.cookie = currencyCookieHeader(currency, window.location.protocol === 'https:')
    markPage(currency)
    setState({ currency, known: true })
  }, [])

  const value = useMemo(() => ({ ...state, choose }), [state, choose])
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext)
}
