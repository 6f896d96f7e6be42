import { randomUUID } from 'node:crypto'
import type { TypedDocumentNode } from '@apollo/client'
import { print, type DocumentNode } from 'graphql'
import { webServerConfig } from '../../config/server-config'

interface GraphQLAnswer<T> {
  data?: T | null
  errors?: { message: string }[]
}

/**
 * Runs a mutation against the gateway from the storefront's server, on behalf of the
 * visitor whose address it forwards: the hub limits form requests per visitor, and
 * without it every visitor would share the web server's budget.
 */
export async function mutateForVisitor<T, V>(
  document: TypedDocumentNode<T, V> | DocumentNode,
  variables: V,
  visitorIp: string | undefined,
): Promise<T> {
  const config = webServerConfig()
  const response = await fetch(config.GRAPH_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': randomUUID(),
      ...(visitorIp ? { 'x-forwarded-for': visitorIp } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
    signal: AbortSignal.timeout(config.GRAPH_TIMEOUT_MS),
  })
  const answer = (await response.json()) as GraphQLAnswer<T>
  if (!response.ok || !answer.data || answer.errors?.length) {
    throw new Error(`gateway answered ${response.status}`)
  }
  return answer.data
}
