import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'
import { CurrentCartDocument, useSetCartCurrencyMutation } from '../__generated__/graphql'
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
  const [setCartCurrency] = useSetCartCurrencyMutation()
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
    setCartCurrency({
      variables: { currency, locale },
      // The new token is stored as the answer is written, before the refetch below asks
      // with it: a cart page that asked for the cart before this answer must not keep the
      // old one (nor get it again with the old token).
      update: (_cache, { data }) => storeToken(data?.setCartCurrency),
      refetchQueries: [CurrentCartDocument],
    })
      .catch(() => undefined)
      .finally(() => {
        pushing.current = null
      })
  }, [token, currency, known, choose, locale, setCartCurrency, storeToken])

  return null
}
