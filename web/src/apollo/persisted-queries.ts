import type { ApolloLink } from '@apollo/client'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'

// Automatic persisted queries (README, Performance): a query goes to the gateway as a GET
// with only the SHA-256 of its text, so the URL is short and the same for every visitor and
// its answer can be cached by URL (the gateway's response cache, the browser, a CDN). The
// gateway answers PERSISTED_QUERY_NOT_FOUND the first time; the link then sends the query
// once in full (a POST) and the gateway keeps it. Mutations always go as POST.

/** Lower-case hex SHA-256 of the text's UTF-8 bytes, with Web Crypto (browsers and Node 20). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Web Crypto's digest exists in Node and in secure contexts (https, localhost) only. */
export function canHashQueries(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function'
}

/**
 * The persisted-query link, to sit right before the HttpLink; none where the page cannot
 * hash (served over plain http from another host), and queries go as POST in full there.
 */
export function persistedQueryLinks(): ApolloLink[] {
  if (!canHashQueries()) return []
  return [new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true })]
}
