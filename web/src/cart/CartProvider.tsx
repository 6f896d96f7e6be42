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
import { cartTokenFromCookies, clearCartCookie } from './cart-cookie'
import { CART_TOKEN_KEY, readCartToken, writeCartToken } from './cart-token-storage'
import { cartItemCount, decodeCartToken } from './decode-cart-token'

export interface CartState {
  /** The stored cart token, null without one. */
  token: string | null
  /** Licences in the cart, decoded from the token; null until the browser has read it. */
  count: number | null
  /** Stores a cart's new token (null for none) and updates the count. */
  setToken: (token: string | null) => void
}

const CartContext = createContext<CartState>({
  token: null,
  count: null,
  setToken: () => undefined,
})

function countOf(token: string | null): number {
  return token ? cartItemCount(decodeCartToken(token)) : 0
}

/**
 * Holds the cart token of this browser. The server render knows no cart (the token lives
 * in local storage), so the count is read after hydration, from the token alone, before
 * any request.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(null)
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    // A cart made without JavaScript (cart-cookie.ts) moves into local storage, unless this
    // browser has a cart there already; either way the cookie goes.
    const fromCookie = cartTokenFromCookies(document.cookie)
    if (fromCookie) {
      if (!readCartToken()) writeCartToken(fromCookie)
      clearCartCookie()
    }
    // A stored token is urgent, not a transition as the other providers' first updates: a
    // cart page acts on it at once, and a change a shopper made meanwhile must not be
    // overtaken by it.
    const apply = (stored: string | null) => {
      setTokenState(stored)
      setCount(countOf(stored))
    }
    const sync = () => apply(readCartToken())
    const stored = readCartToken()
    if (stored) apply(stored)
    // No cart (a first visit): only the count changes, from "not read" to 0, and as a
    // transition, so React hydrates the deferred page region in slices rather than in one
    // task for it (decision 0031). A cart a shopper makes meanwhile is an urgent update
    // queued after this one, so it still wins.
    else startTransition(() => setCount(0))
    // Another tab that changes the cart changes this tab's badge too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_TOKEN_KEY) sync()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const setToken = useCallback((next: string | null) => {
    writeCartToken(next)
    setTokenState(next)
    setCount(countOf(next))
  }, [])

  const value = useMemo(() => ({ token, count, setToken }), [token, count, setToken])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartState {
  return useContext(CartContext)
}

/** A cart mutation's result as far as the token is concerned. */
interface CartResult {
  __typename?: string
  cart?: { token?: string | null } | null
}

/** Stores the token of every cart a mutation returns; other results leave it alone. */
export function useStoreCartToken(): (result: CartResult | null | undefined) => void {
  const { setToken } = useCart()
  return useCallback(
    (result) => {
      if (result?.cart) setToken(result.cart.token ?? null)
    },
    [setToken],
  )
}
