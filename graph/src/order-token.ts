import type { IncomingHttpHeaders } from 'node:http'
import { ORDER_TOKEN_HEADER } from '@schaufenster/contract'

// The access token a guest checkout hands out (`OrderPlaced.accessToken`) reads that one order.
// It travels in this request header only: GraphQL arguments land in URLs (GET, persisted
// queries), access logs and proxies' logs, headers do not. The hub issues 32 random bytes as
// base64url; anything else (or anything huge) is not passed on, the hub checks the rest.
// The header's name is ORDER_TOKEN_HEADER of @schaufenster/contract.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/

export function orderTokenFrom(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[ORDER_TOKEN_HEADER]
  if (typeof value !== 'string') return undefined
  const token = value.trim()
  return TOKEN_SHAPE.test(token) ? token : undefined
}
