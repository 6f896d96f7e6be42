import type { IncomingHttpHeaders } from 'node:http'
import type { GraphConfig } from './config'

// The customer session (issue 8) lives in an HttpOnly cookie the browser never exposes to
// scripts. The gateway reads it from the request, hands the token to the hub in the
// `X-Customer-Session` header, and sets or clears it in the response of the mutations
// that log in or out.

export const SESSION_COOKIE = 'sf_session'
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The value of a cookie of the request's Cookie header, URL-decoded. */
export function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const cookie = headers['cookie']
  if (typeof cookie !== 'string') return undefined
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

/** The session token of the request's cookie, when it has the shape of one. */
export function sessionTokenFrom(headers: IncomingHttpHeaders): string | undefined {
  const value = cookieValue(headers, SESSION_COOKIE)
  return value && TOKEN.test(value) ? value : undefined
}

export interface CookieSettings {
  secure: boolean
}

/**
 * Secure whenever the site is https, as every cookie of the storefront (web/src/proxy.ts,
 * consent): the browser then never sends the session over plain http. An http site (a
 * local `npm start`) gets no Secure flag, which browsers would refuse to store there.
 */
export function cookieSettings(config: Pick<GraphConfig, 'SITE_URL'>): CookieSettings {
  return { secure: new URL(config.SITE_URL).protocol === 'https:' }
}

function serialize(value: string, maxAgeSeconds: number, settings: CookieSettings): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * The session of one GraphQL request: the token it came with, replaced by login and
 * removed by logout, and the Set-Cookie header that tells the browser.
 */
export class SessionState {
  /** The Set-Cookie header value for the response; undefined leaves the cookie alone. */
  setCookie: string | undefined

  constructor(
    public token: string | undefined,
    private readonly settings: CookieSettings,
  ) {}

  /** A new session: later hub calls of this request use it, the browser stores it. */
  start(session: { token: string; expiresAt: string }, now = Date.now()): void {
    this.token = session.token
    const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now) / 1000))
    this.setCookie = serialize(session.token, maxAge, this.settings)
  }

  /** No session any more: the browser deletes the cookie. */
  end(): void {
    this.token = undefined
    this.setCookie = serialize('', 0, this.settings)
  }
}
