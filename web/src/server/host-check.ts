import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Which Host a request may name (issue 18.12, DNS rebinding): a page on an attacker's name
 * that resolves to this server (or to a shop on the visitor's own machine) is same-origin
 * with it in the browser, and could read every answer. Such a request still names the
 * attacker's host, so the storefront answers only its own names: SITE_URL's host, the
 * ALLOWED_HOSTS, and loopback (health checks, an operator's curl; no page on the internet
 * can make a browser send those).
 */

const MISDIRECTED =
  'Diese Adresse gehört nicht zu diesem Shop.\nThis address does not belong to this shop.\n'

/** The host name of a Host header, lower case, without port and trailing dot. */
export function hostnameOfHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const value = header.trim().toLowerCase()
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value)
  if (bracketed) return bracketed[1]
  const plain = /^([a-z0-9._-]+?)\.?(?::\d{1,5})?$/.exec(value)
  return plain?.[1] || undefined
}

export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

/** SITE_URL's host name and the operator's further names. */
export function allowedHostnames(siteUrl: string, extra: readonly string[] = []): Set<string> {
  const site = new URL(siteUrl).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return new Set([site, ...extra.map((name) => name.toLowerCase().replace(/\.$/, ''))])
}

export function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const hostname = hostnameOfHeader(header)
  if (hostname === undefined) return false
  return allowed.has(hostname) || isLoopbackHostname(hostname)
}

/** 421 Misdirected Request: this server does not answer for that name. */
export function answerMisdirected(request: IncomingMessage, response: ServerResponse): void {
  // The request body (if any) is not read: close the connection after the answer.
  response.writeHead(421, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(MISDIRECTED),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  })
  response.end(request.method === 'HEAD' ? undefined : MISDIRECTED)
}
