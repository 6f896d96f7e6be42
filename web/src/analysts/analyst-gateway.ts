import type { DocumentNode } from 'graphql'
import { print } from 'graphql'
import { randomUUID } from 'node:crypto'
import { GatewayUnavailableError } from '../apollo/gateway-unavailable'
import { webServerConfig } from '../config/server-config'

// The storefront's server asking the gateway (GRAPH_URL) on an analyst's behalf, with their
// key as Bearer. Server-only (imported from getServerSideProps and API routes): a POST
// with the query in full, never a persisted GET, so no cache between here and the hub
// could ever hand one analyst's answer to anybody else.

/** The gateway refused the key (wrong, revoked): the page asks for it again. */
export class AnalystKeyRefused extends Error {}

interface GraphAnswer<Data> {
  data?: Data | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

export async function analystQuery<Data, Variables extends Record<string, unknown>>(
  key: string,
  document: DocumentNode,
  variables: Variables,
): Promise<Data> {
  const config = webServerConfig()
  let answer: GraphAnswer<Data>
  try {
    const response = await fetch(config.GRAPH_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${key}`,
        'x-request-id': randomUUID(),
        'cache-control': 'no-cache',
      },
      body: JSON.stringify({ query: print(document), variables }),
      signal: AbortSignal.timeout(config.GRAPH_TIMEOUT_MS),
    })
    if (response.status === 401) throw new AnalystKeyRefused('analyst key refused')
    if (response.status >= 500) {
      throw new GatewayUnavailableError(`analysts' data: gateway answered ${response.status}`)
    }
    answer = (await response.json()) as GraphAnswer<Data>
  } catch (error) {
    if (error instanceof AnalystKeyRefused || error instanceof GatewayUnavailableError) throw error
    throw new GatewayUnavailableError(`analysts' data: ${String(error)}`, { cause: error })
  }
  const codes = (answer.errors ?? []).map((entry) => entry.extensions?.code)
  if (codes.includes('UNAUTHENTICATED') || codes.includes('FORBIDDEN')) {
    throw new AnalystKeyRefused('analyst key refused')
  }
  if (codes.length > 0 || !answer.data) {
    // SERVICE_UNAVAILABLE or anything else the gateway could not answer: "please retry".
    throw new GatewayUnavailableError(`analysts' data: ${JSON.stringify(answer.errors ?? [])}`)
  }
  return answer.data
}

/**
 * The gateway's CSV export of the analysts' conversions. Beside GRAPH_URL: a GRAPH_URL of
 * `http://gw:4000/graphql` gives `http://gw:4000/analytics/conversions.csv`.
 */
export function conversionsCsvUrl(search: URLSearchParams): URL {
  const url = new URL('analytics/conversions.csv', webServerConfig().GRAPH_URL)
  url.search = search.toString()
  return url
}
