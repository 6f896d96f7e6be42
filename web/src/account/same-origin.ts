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

interface PostRequest {
  method?: string | undefined
  headers: IncomingHttpHeaders
}
interface GuardResponse {
  setHeader(name: string, value: string): unknown
  status(code: number): { json(body: unknown): unknown }
}

/**
 * The door of every state-changing API route: a POST from the storefront's own pages passes;
 * anything else is answered here (405 with Allow, or 403) and the route stops.
 */
export function admitsSameOriginPost(request: PostRequest, response: GuardResponse): boolean {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    response.status(405).json({ error: { code: 'METHOD_NOT_ALLOWED', message: 'POST only' } })
    return false
  }
  if (!isSameOriginRequest(request.headers)) {
    response.status(403).json({ error: { code: 'FORBIDDEN', message: 'Not from this site' } })
    return false
  }
  return true
}
