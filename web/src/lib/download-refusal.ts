import type { IncomingMessage, ServerResponse } from 'node:http'
import { toSiteLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { localeCookie } from '../routing/language-detection'

// A paid edition's file without a valid signed link (hub/src/downloads/links.ts) is refused
// by the hub with a 403 and a code. A browser that followed such a link gets the download
// page's localized 403 view instead of the hub's JSON: what happened and what to do next.

export const DOWNLOAD_REFUSALS = ['required', 'expired', 'invalid'] as const
export type DownloadRefusal = (typeof DOWNLOAD_REFUSALS)[number]

const CODES: Record<string, DownloadRefusal> = {
  DOWNLOAD_LINK_REQUIRED: 'required',
  DOWNLOAD_LINK_EXPIRED: 'expired',
  DOWNLOAD_LINK_INVALID: 'invalid',
}

export function toDownloadRefusal(value: unknown): DownloadRefusal | undefined {
  return DOWNLOAD_REFUSALS.find((reason) => reason === value)
}

/** The hub's refusal in a gateway answer; undefined for any other answer. */
export async function refusalOf(upstream: Response): Promise<DownloadRefusal | undefined> {
  if (upstream.status !== 403) return undefined
  if (!upstream.headers.get('content-type')?.includes('application/json')) return undefined
  try {
    // A clone: an answer that is not a refusal still goes to the browser as it came.
    const body = (await upstream.clone().json()) as { error?: { code?: unknown } }
    const code = body.error?.code
    return typeof code === 'string' ? CODES[code] : undefined
  } catch {
    return undefined
  }
}

function pathOf(value: string | undefined): string {
  if (!value) return ''
  try {
    return new URL(value, 'http://storefront.invalid').pathname
  } catch {
    return ''
  }
}

const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

const isEnglishPath = (path: string) => path === '/en' || path.startsWith('/en/')

/**
 * The visitor's language for the refusal page: the link's own prefix (`/en/downloads/…`),
 * else the page the link was on, else the language the visitor chose, else German.
 */
export function refusalLocale(request: IncomingMessage): SiteLocale {
  // Behind the `/downloads/:file` rewrite, request.url is the API route's; Next keeps the
  // address as sent (and the locale it read from it) in its request metadata.
  const meta = (request as unknown as Record<symbol, { initURL?: unknown; locale?: unknown }>)[
    NEXT_REQUEST_META
  ]
  const sent = typeof meta?.initURL === 'string' ? meta.initURL : request.url
  if (isEnglishPath(pathOf(sent)) || meta?.locale === 'en') return 'en'
  const referer = request.headers.referer
  const refererPath = pathOf(typeof referer === 'string' ? referer : undefined)
  if (refererPath) return isEnglishPath(refererPath) ? 'en' : 'de'
  const cookie = request.headers.cookie ?? ''
  const chosen = new RegExp(`(?:^|;\\s*)${localeCookie.name}=(de|en)(?:;|$)`).exec(cookie)?.[1]
  return toSiteLocale(chosen)
}

/** Sends the browser to the download page's 403 view in its language. */
export function redirectToRefusalPage(
  request: IncomingMessage,
  response: ServerResponse,
  reason: DownloadRefusal,
): void {
  const prefix = refusalLocale(request) === 'en' ? '/en' : ''
  response.statusCode = 303
  response.setHeader('location', `${prefix}/download?refused=${reason}`)
  response.setHeader('cache-control', 'no-store')
  response.end()
}
