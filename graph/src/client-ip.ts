import type { IncomingHttpHeaders } from 'node:http'

const IP = /^[0-9A-Fa-f.:]{2,45}$/

/**
 * The visitor's address for per-IP rate limits in the hub. The storefront's proxy
 * reports it in `x-forwarded-for` (first entry); a direct caller is its socket address.
 */
export function clientIpFrom(headers: IncomingHttpHeaders, socketAddress: string | undefined) {
  const forwarded = headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  if (first && IP.test(first)) return first
  return socketAddress && IP.test(socketAddress) ? socketAddress : undefined
}
