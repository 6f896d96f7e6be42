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
import { apolloClientIfLoaded } from '../apollo/client-registry'
import { CURRENT_CUSTOMER_PATH, type CustomerAnswer } from './customer-answer'
import type { CustomerSummary } from './customer-summary'

export type CustomerStatus = 'unknown' | 'guest' | 'customer'

export interface CustomerState {
  /** `unknown` until the browser asked (server render, first moment after hydration). */
  status: CustomerStatus
  customer: CustomerSummary | null
  /** After a login: forgets everything cached for the visitor before, then shows the customer. */
  signedIn: (customer: CustomerSummary) => Promise<void>
  /** After a logout or the account's deletion: forgets everything cached, shows a guest. */
  signedOut: () => Promise<void>
}

const CustomerContext = createContext<CustomerState>({
  status: 'unknown',
  customer: null,
  signedIn: async () => undefined,
  signedOut: async () => undefined,
})

/**
 * Who is logged in, for the header and the product page's review form. Account pages
 * know it from their server render (`initial`); on every shared, statically generated
 * page the browser asks once (the session cookie is HttpOnly, so only the server can tell),
 * with a plain request to the storefront's own route: no Apollo Client for it (issue 22).
 * Nothing of it is kept in the Apollo cache.
 */
export function CustomerProvider({
  initial,
  children,
}: {
  /** From the page props: the customer, null for "logged out", undefined for "ask". */
  initial: CustomerSummary | null | undefined
  children: ReactNode
}) {
  const [state, setState] = useState<{ status: CustomerStatus; customer: CustomerSummary | null }>(
    () =>
      initial === undefined
        ? { status: 'unknown', customer: null }
        : initial
          ? { status: 'customer', customer: initial }
          : { status: 'guest', customer: null },
  )
  const known = state.status !== 'unknown'

  // A page rendered for this visitor tells who they are; other pages ask once.
  const initialId = initial === undefined ? undefined : (initial?.id ?? null)
  const initialName = initial?.name
  useEffect(() => {
    if (initialId === undefined) return
    // Transitions, here and below: the page's regions that read who is signed in may still
    // be hydrating in slices (DeferredHydration); an urgent update would hydrate them all
    // in one blocking task.
    startTransition(() =>
      setState(
        initialId === null
          ? { status: 'guest', customer: null }
          : { status: 'customer', customer: { id: initialId, name: initialName ?? '' } },
      ),
    )
  }, [initialId, initialName])

  useEffect(() => {
    if (known || initialId !== undefined) return
    let active = true
    fetch(CURRENT_CUSTOMER_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then((response) => {
        if (!response.ok) throw new Error(`current customer: ${response.status}`)
        return response.json() as Promise<CustomerAnswer>
      })
      .then((answer) => {
        if (!active) return
        const me = answer.customer
        startTransition(() =>
          setState(
            me
              ? { status: 'customer', customer: { id: me.id, name: me.name } }
              : { status: 'guest', customer: null },
          ),
        )
      })
      .catch(() => {
        // Without an answer the header offers the login, which sorts it out.
        if (active) startTransition(() => setState({ status: 'guest', customer: null }))
      })
    return () => {
      active = false
    }
  }, [known, initialId])

  // A client exists only where a page used Apollo; whatever it cached was the other visitor's.
  const signedIn = useCallback(async (customer: CustomerSummary) => {
    await apolloClientIfLoaded()?.resetStore()
    setState({ status: 'customer', customer })
  }, [])
  const signedOut = useCallback(async () => {
    await apolloClientIfLoaded()?.resetStore()
    setState({ status: 'guest', customer: null })
  }, [])

  const value = useMemo(() => ({ ...state, signedIn, signedOut }), [state, signedIn, signedOut])
  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>
}

export function useCustomer(): CustomerState {
  return useContext(CustomerContext)
}
