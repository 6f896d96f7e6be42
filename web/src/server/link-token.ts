import type { IncomingHttpHeaders } from 'node:http'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale, type SiteLocale } from '../i18n/next-i18next-config'

// The pages of e-mailed single-use links (newsletter confirmation and unsubscribe, program
// activation, registration, e-mail change, password reset and set-password), issue 18 §6
// and §13.
//
// - Opening a link changes nothing: mail scanners open links. The page shows a button
//   (a plain form POST to the page itself, with or without JavaScript) that does it.
// - The token does not stay in the address bar, where scripts, history, screenshots and a
//   tag manager's page-view (`location.href`) would see it: the first GET moves it into a
//   short-lived HttpOnly cookie scoped to the page's path and redirects (303) to the
//   page's address without it. The POST reads it from there and clears it when it is used.
//
// SameSite=Lax, not Strict: the link is opened from a mail client or a webmail tab, a
// cross-site navigation; a Strict cookie set by that answer would not come back with the
// redirect's request in every browser. Lax still keeps it out of every cross-site POST.

/** One cookie name; its Path keeps each page's token apart. */
export const LINK_TOKEN_COOKIE = 'sf_link_token'
/** Long enough to read the page and press the button; the mailed link stays valid. */
export const LINK_TOKEN_MAX_AGE_SECONDS = 15 * 60
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/
const MAX_FORM_BYTES = 16 * 1024

const secureCookies = () => webServerConfig().SITE_URL.startsWith('https:')

function cookieAttributes(path: string, maxAge: number): string {
  const parts = [`Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax']
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

/** The Set-Cookie value that keeps `token` for the page at `path`. */
export function linkTokenCookie(token: string, path: string): string {
  return `${LINK_TOKEN_COOKIE}=${token}; ${cookieAttributes(path, LINK_TOKEN_MAX_AGE_SECONDS)}`
}

/** The Set-Cookie value that removes the page's token. */
export function clearedLinkTokenCookie(path: string): string {
  return `${LINK_TOKEN_COOKIE}=; ${cookieAttributes(path, 0)}`
}

/** A token of the right shape, or null. */
export function linkTokenShape(value: unknown): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null
}

/** The page's token from a Cookie header (the browser sends only the one of this path). */
export function linkTokenFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== LINK_TOKEN_COOKIE) continue
    const token = linkTokenShape(part.slice(separator + 1).trim())
    if (token) return token
  }
  return null
}

// The part of Next's getServerSideProps context these pages use, kept structural so the
// logic can be tested without a Next server.
export interface LinkRequest {
  method?: string
  headers: IncomingHttpHeaders
  socket: { remoteAddress?: string }
  [Symbol.asyncIterator]?: () => AsyncIterator<unknown>
}
export interface LinkResponse {
  setHeader(name: string, value: string | string[]): unknown
  getHeader(name: string): unknown
  statusCode: number
}
export interface LinkContext {
  req: LinkRequest
  res: LinkResponse
  query: Record<string, string | string[] | undefined>
  locale?: string
}

/**
 * Whether the button's POST comes from this site. Browsers name the initiator in
 * Sec-Fetch-Site, which no page can forge. These pages send no referrer, so a browser
 * sends `Origin: null` with their form: only a real foreign origin counts against it. (The
 * token's cookie is SameSite=Lax and never travels with a cross-site POST anyway; this is
 * the second lock.)
 */
export function isFromThisSite(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site']
  if (typeof site === 'string') return site === 'same-origin'
  const origin = headers['origin']
  if (typeof origin !== 'string' || origin === 'null') return true
  const host = headers['x-forwarded-host'] ?? headers['host']
  try {
    return typeof host === 'string' && new URL(origin).host === host
  } catch {
    return false
  }
}

/** Appends Set-Cookie values to the answer, keeping those already set. */
export function appendSetCookie(res: LinkResponse, cookies: string[]): void {
  const existing = res.getHeader('set-cookie')
  const before = Array.isArray(existing) ? existing.map(String) : existing ? [String(existing)] : []
  res.setHeader('set-cookie', [...before, ...cookies])
}

/** An urlencoded form body (the button's POST), at most 16 KiB; empty when it is none. */
export async function readFormBody(req: LinkRequest): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' || !req[Symbol.asyncIterator]) {
    return new URLSearchParams()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += buffer.length
    if (size > MAX_FORM_BYTES) return new URLSearchParams()
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** Why a mailed link cannot work (issue 19 §5). */
export type LinkFailure = 'invalid' | 'used' | 'expired'
/** What the check of a link on opening says. */
export type LinkCheck = 'valid' | LinkFailure

/**
 * The status of the page of a link that cannot work: 400 for a link that never was one
 * (unknown, malformed, missing), 410 Gone for one that was used or has expired. Every
 * page of a mailed link answers these, on opening and after its button alike.
 */
export const LINK_FAILURE_STATUS: Record<LinkFailure, 400 | 410> = {
  invalid: 400,
  used: 410,
  expired: 410,
}

/** What a link page's POST handler hands back. */
export type LinkPostOutcome<Extra> =
  | { redirect: string; cookies?: string[] }
  | {
      /** Done for good (used, invalid): the token cookie is cleared. */
      spent: boolean
      props: Extra
      cookies?: string[]
      /**
       * The link did not work: the page shows `failed(…)` alone, with its 4xx status (the
       * reason refined by `check` when the page has one: used or expired, else invalid).
       */
      failure?: LinkFailure
      /** The status of an answer worth another try (429 limit, 503 gateway down). */
      status?: 403 | 429 | 503
    }

export interface LinkPageOptions<Extra> {
  /** The page's address in each language, as the browser shows it (`/en/...` for English). */
  paths: Record<SiteLocale, string>
  /** The props every answer of the page needs (texts, site settings). */
  baseProps: (locale: SiteLocale) => Promise<object>
  /** The props of the page before the button is pressed: token there or not. */
  initial: (hasToken: boolean) => Extra
  /** The props of the page of a link that cannot work: only the failure, and what to do next. */
  failed: (reason: LinkFailure, locale: SiteLocale) => Extra
  /**
   * Whether the cookie's token still works, asked on opening (it must change nothing);
   * null when that cannot be told now: the page then offers its button, as before.
   */
  check?: (token: string, req: LinkRequest) => Promise<LinkCheck | null>
  /** The button's POST, with the token from the cookie (null when there is none). */
  onPost: (input: {
    token: string | null
    locale: SiteLocale
    form: URLSearchParams
    req: LinkRequest
  }) => Promise<LinkPostOutcome<Extra>>
  /**
   * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to
   * the List-Unsubscribe address, which carries the token. Only the unsubscribe page. When
   * it answers a path (the success page), the client is sent there; otherwise to the page
   * itself, which shows the failure (issue 19 §5).
   */
  oneClick?: (token: string, locale: SiteLocale, req: LinkRequest) => Promise<unknown>
}

type LinkPageResult<Props> =
  | { props: Props }
  | { redirect: { destination: string; statusCode: 301 | 302 | 303 | 307 | 308 } }
  | { notFound: true }

/**
 * getServerSideProps of a link page: GET with `?token=` → cookie and 303 to the page
 * without it; GET → the page with its button (or the failure when there is no token);
 * POST → the action, with the token from the cookie.
 */
export function linkTokenPage<Extra extends object>(options: LinkPageOptions<Extra>) {
  return async (context: LinkContext): Promise<LinkPageResult<Extra & object>> => {
    const { req, res, query } = context
    const locale = toSiteLocale(context.locale)
    const path = options.paths[locale]
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('X-Robots-Tag', 'noindex')
    const method = (req.method ?? 'GET').toUpperCase()
    const queryToken = query['token']

    if (method === 'POST') {
      const form = await readFormBody(req)
      if (options.oneClick && form.get('List-Unsubscribe') === 'One-Click') {
        const token = linkTokenShape(queryToken)
        if (token) {
          const landing = await options.oneClick(token, locale, req)
          if (typeof landing === 'string') {
            return { redirect: { destination: landing, statusCode: 303 } }
          }
          return { redirect: { destination: path, statusCode: 303 } }
        }
      }
      // The button of this page only: a POST from another site does not confirm anything.
      if (!isFromThisSite(req.headers)) {
        res.statusCode = 403
        return {
          props: { ...(await options.baseProps(locale)), ...options.initial(false) } as Extra,
        }
      }
      const token = linkTokenFromCookieHeader(req.headers.cookie)
      const outcome = await options.onPost({ token, locale, form, req })
      const cookies = [...(outcome.cookies ?? [])]
      if ('redirect' in outcome) {
        appendSetCookie(res, [...cookies, clearedLinkTokenCookie(path)])
        return { redirect: { destination: outcome.redirect, statusCode: 303 } }
      }
      if (outcome.spent || outcome.failure) cookies.push(clearedLinkTokenCookie(path))
      if (cookies.length > 0) appendSetCookie(res, cookies)
      if (outcome.failure) {
        // The hub says only "invalid or expired"; the check tells used and expired apart.
        const checked = token && options.check ? await options.check(token, req) : null
        const reason = checked === 'used' || checked === 'expired' ? checked : outcome.failure
        res.statusCode = LINK_FAILURE_STATUS[reason]
        return {
          props: { ...(await options.baseProps(locale)), ...options.failed(reason, locale) },
        }
      }
      if (outcome.status) res.statusCode = outcome.status
      return { props: { ...(await options.baseProps(locale)), ...outcome.props } as Extra }
    }

    if (queryToken !== undefined) {
      // Whatever it is, it leaves the address; a well-formed one waits in the cookie.
      const token = linkTokenShape(queryToken)
      appendSetCookie(res, [token ? linkTokenCookie(token, path) : clearedLinkTokenCookie(path)])
      return { redirect: { destination: path, statusCode: 303 } }
    }
    const token = linkTokenFromCookieHeader(req.headers.cookie)
    const checked = token && options.check ? await options.check(token, req) : null
    if (!token || (checked && checked !== 'valid')) {
      // Nothing the button could do: only the failure, with its status (issue 19 §5).
      const reason: LinkFailure = checked && checked !== 'valid' ? checked : 'invalid'
      res.statusCode = LINK_FAILURE_STATUS[reason]
      return { props: { ...(await options.baseProps(locale)), ...options.failed(reason, locale) } }
    }
    return {
      props: { ...(await options.baseProps(locale)), ...options.initial(true) } as Extra,
    }
  }
}

/** The visitor's browser as sent, for the newsletter's proof of consent; at most 512 chars. */
export function userAgentOf(req: LinkRequest): string | undefined {
  const value = req.headers['user-agent']
  return typeof value === 'string' && value ? value.slice(0, 512) : undefined
}
