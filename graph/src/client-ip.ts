import type { IncomingHttpHeaders } from 'node:http'
import { BlockList, isIP } from 'node:net'

// The visitor's address, which the gateway hands to the hub (X-Client-IP) for its per-IP
// limits (orders, forms, logins).
//
// :4000 is public (the GraphQL sandbox), so X-Forwarded-For is believed only from a trusted
// peer (TRUSTED_PROXIES; by default loopback, where `npm start` runs the storefront): from
// anyone else the socket address counts, or a new header per request would dodge every
// limit. From a trusted peer the header is read from the right, as the storefront does
// (web/src/lib/client-address.ts): the first address that is not itself a trusted proxy
// is the visitor.

export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1'] as const

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

function normalize(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address
}

/** The addresses and networks (`10.0.0.0/8`, `::1`) whose X-Forwarded-For is believed. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

const defaultList = trustedProxyList(DEFAULT_TRUSTED_PROXIES)

/** The visitor's address as the gateway may believe it; undefined when unknown. */
export function clientIpFrom(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trusted: BlockList = defaultList,
): string | undefined {
  const peer = socketAddress ? normalize(socketAddress) : undefined
  if (!peer || isIP(peer) === 0) return undefined
  if (!isTrusted(trusted, peer)) return peer
  const header = headers['x-forwarded-for']
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => normalize(hop.trim()))
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!
    if (isIP(hop) === 0) break
    if (!isTrusted(trusted, hop)) return hop
  }
  return peer
}
