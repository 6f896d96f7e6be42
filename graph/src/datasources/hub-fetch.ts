import type { DataSourceConfig } from '@apollo/datasource-rest'
import { unavailableError } from './hub-errors'

type Fetcher = NonNullable<DataSourceConfig['fetch']>

/**
 * The fetch every backend data source uses: Node's own fetch with a deadline,
 * so a stopped or hanging hub becomes a SERVICE_UNAVAILABLE error quickly
 * instead of a hung page.
 */
export function createHubFetch(timeoutMs: number): Fetcher {
  return async (url, init) => {
    try {
      return await fetch(url, { ...(init as RequestInit), signal: AbortSignal.timeout(timeoutMs) })
    } catch {
      throw unavailableError()
    }
  }
}
