/** The parts of `navigator` the prefetch policy reads. */
export interface NetworkInfo {
  onLine: boolean
  connection?: { saveData?: boolean; effectiveType?: string } | undefined
}

/** Spec §2: no link prefetch when offline, on a 2g connection, or with data saver on. */
export function shouldPrefetch(network: NetworkInfo): boolean {
  if (!network.onLine) return false
  const connection = network.connection
  if (connection?.saveData) return false
  if (connection?.effectiveType?.includes('2g')) return false
  return true
}

/** Spec §9: prefetching waits for the browser to be idle, at most this long. */
export const prefetchIdleTimeoutMs = 2000

/**
 * Distinct pages one page view may prefetch (issue 22): the links a visitor points at or
 * touches, not every link that scrolls into view. Hovering across a grid of 24 cards must
 * not fetch 24 pages' data.
 */
export const prefetchBudgetPerPage = 6

/** What `router.prefetch` is asked with, as far as the policy reads it. */
export interface PrefetchRequest {
  /** The page's address (`as`), the key of the budget. */
  url: string
  /**
   * Next's Link asks with `priority: true` on mouse enter and touch start, without it for
   * a link that merely became visible.
   */
  priority?: boolean | undefined
}

/**
 * The budget of one page view: only prefetches a visitor asked for by pointing at a link,
 * each page once, at most `budget` of them. `admit` answers whether a request may go.
 */
export function createPrefetchBudget(budget = prefetchBudgetPerPage) {
  const taken = new Set<string>()
  return {
    admit({ url, priority }: PrefetchRequest): boolean {
      if (!priority) return false
      if (taken.has(url)) return false
      if (taken.size >= budget) return false
      taken.add(url)
      return true
    },
    /** A new page view starts with the whole budget again. */
    reset(): void {
      taken.clear()
    },
  }
}
