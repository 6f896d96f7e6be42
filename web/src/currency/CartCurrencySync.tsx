import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'
import { useCart, useStoreCartToken } from '../cart/CartProvider'
import { decodeCartToken } from '../cart/decode-cart-token'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { cartCurrencyAction } from './cart-currency-sync'
import { isShopCurrency, type ShopCurrency } from '@schaufenster/contract'
import { useCurrency } from './CurrencyProvider'

/** The cart's currency as its token says (the hub signs it; only read here). */
function cartCurrencyOf(token: string | null): ShopCurrency | null {
  if (!token) return null
  const currency = (decodeCartToken(token) as Record<string, unknown> | null)?.['currency']
  return isShopCurrency(currency) ? currency : null
}

/**
 * Keeps the cart in the shopper's currency and the other way round (cart-currency-sync.ts):
 * a choice in the header moves the cart, a choice in the cart's own select becomes the
 * shopper's. Renders nothing.
 */
export function CartCurrencySync() {
  const { token } = useCart()
  const { currency, known, choose } = useCurrency()
  const storeToken = useStoreCartToken()
  const locale = toSiteLocale(useRouter().locale)
  const previous = useRef<ShopCurrency | null>(null)
  const pushing = useRef<ShopCurrency | null>(null)

  useEffect(() => {
    if (!known) return
    const current = cartCurrencyOf(token)
    const action = cartCurrencyAction(previous.current, current, currency)
    previous.current = current
    if (action === 'adopt') choose(current as ShopCurrency)
    if (action !== 'push' || pushing.current === currency) return
    pushing.current = currency
    import('./push-cart-currency')
      .then((module) => module.pushCartCurrency({ currency, locale }, storeToken))
      .catch(() => undefined)
      .finally(() => {
        pushing.current = null
      })
  }, [token, currency, known, choose, locale, storeToken])

  return null
}
