import { BlockList, isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { list } from '@schaufenster/config'
import { z } from 'zod'

// The visitor's address, which the hub's per-IP limits (orders, forms, logins) count by.
//
// The gateways name the visitor in X-Client-IP. Only a trusted peer may do so
// (TRUSTED_PROXIES: by default loopback, where `npm start` runs the gateway): from anyone
// else the header is ignored and the socket address counts, or a caller of :4001 would dodge
// every limit with a new header per request.

export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1'] as const

const entry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'must be IP addresses or networks (10.0.0.0/8), separated by commas',
})

/** TRUSTED_PROXIES: comma-separated addresses and networks; unset or blank: loopback. */
export const trustedProxiesField = list(
  entry,
  'Peers (the gateways, a balancer in front of the hubs) whose `X-Client-IP` names the visitor, comma-separated addresses or networks; anyone else counts as the visitor itself for per-IP limits. Blank: loopback.',
  { fallback: DEFAULT_TRUSTED_PROXIES.join(','), blankAsUnset: true },
)

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

function normalize(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address
}

/** The addresses and networks whose X-Client-IP is believed. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const item of entries) {
    const [address = '', prefix] = item.split('/')
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

/**
 * The visitor's address: X-Client-IP when the peer is trusted and the header is an
 * address, else the peer itself. Pure, for the tests.
 */
export function clientAddressFrom(
  peer: string | undefined,
  forwarded: string | string[] | undefined,
  trusted: BlockList,
): string {
  const socket = peer ? normalize(peer) : ''
  if (socket && isTrusted(trusted, socket) && typeof forwarded === 'string') {
    const claimed = normalize(forwarded.trim())
    if (isIP(claimed) !== 0) return claimed
  }
  return socket
}

declare module 'fastify' {
  interface FastifyInstance {
    /** TRUSTED_PROXIES of this hub (hub/src/app.ts); loopback when unset. */
    trustedProxies?: BlockList
  }
}

const defaultList = trustedProxyList(DEFAULT_TRUSTED_PROXIES)

/** The visitor's address of a request to this hub (its TRUSTED_PROXIES applied). */
export function clientAddress(request: FastifyRequest): string {
  return clientAddressFrom(
    request.socket.remoteAddress ?? request.ip,
    request.headers['x-client-ip'],
    request.server.trustedProxies ?? defaultList,
  )
}

/**
 * The key per-IP limits count a visitor address by (issue 18 §4): an IPv6 address by its
 * /64, since one subscriber is usually given a whole /64 and would otherwise have 2^64
 * sources; an IPv4 address (also IPv4-mapped IPv6) as it is. Only for counting: logs and
 * stored proofs (consent IP, uploader) keep the full address.
 */
export function limitKeyOf(address: string): string {
  const plain = normalize(address.trim())
  if (isIP(plain) !== 6) return plain
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) sits in the interface half: it never reaches the /64.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0)
  const groups = plain.includes('::')
    ? [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right]
    : left
  const prefix = groups.slice(0, 4).map((group) => parseInt(group || '0', 16).toString(16))
  return `${prefix.join(':')}::/64`
}

/** The limit key of a request's visitor address (clientAddress folded by limitKeyOf). */
export function clientLimitKey(request: FastifyRequest): string {
  return limitKeyOf(clientAddress(request))
}
