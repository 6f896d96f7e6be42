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
