import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a state-changing request to an API route comes from the storefront's own pages.
 * Browsers name the initiator in Sec-Fetch-Site and send Origin with every POST; a request
 * with neither comes from no browser, so it cannot carry a visitor's cookie by accident.
 * (The session cookie is SameSite=Lax as well; this is the second lock.)
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site']
  if (typeof site === 'string' && site !== 'same-origin') return false
  const origin = headers['origin']
  if (typeof origin !== 'string') return true
  const host = headers['x-forwarded-host'] ?? headers['host']
  if (typeof host !== 'string') return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
