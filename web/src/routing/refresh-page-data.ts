import { createContext, useContext } from 'react'

/**
 * Asks the gateway again for the data a page was rendered from (its props), after a change
 * made on the page (a review written on a product page): the page shows the new answer
 * without a reload. Pages without such data leave the default, which does nothing.
 */
export const RefreshPageDataContext = createContext<() => Promise<void>>(async () => undefined)

export function useRefreshPageData(): () => Promise<void> {
  return useContext(RefreshPageDataContext)
}
