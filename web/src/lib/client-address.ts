import { BlockList, isIP } from 'node:net'
import type { IncomingHttpHeaders } from 'node:http'
import { webServerConfig } from '../config/server-config'

// The visitor's address, which the hub's per-visitor rate limits count by.
//
// The storefront is the edge unless TRUSTED_PROXIES names the balancers in front of it
// (deploy/nginx.conf): a request from anywhere else is its socket address, and whatever
// it claims in X-Forwarded-For is ignored, or anyone could spend someone else's limit.
// From a trusted proxy, X-Forwarded-For is read from the right: the first address that
// is not itself a trusted proxy is the visitor.

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

interface RequestLike {
  socket: { remoteAddress?: string }
  headers?: IncomingHttpHeaders
}

/** The visitor's address as the storefront may believe it; undefined when unknown. */
export function visitorAddressFrom(
  request: RequestLike,
  trusted: BlockList | undefined,
): string | undefined {
  const peer = request.socket.remoteAddress && normalize(request.socket.remoteAddress)
  if (!peer || !trusted || !isTrusted(trusted, peer)) return peer || undefined
  const header = request.headers?.['x-forwarded-for']
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

let cached: { key: string; list: BlockList | undefined } | undefined

/** The visitor's address of a request to this storefront (TRUSTED_PROXIES applied). */
export function visitorAddress(request: RequestLike): string | undefined {
  const entries = webServerConfig().TRUSTED_PROXIES
  const key = entries.join(',')
  if (cached?.key !== key) {
    cached = { key, list: entries.length > 0 ? trustedProxyList(entries) : undefined }
  }
  return visitorAddressFrom(request, cached.list)
}
