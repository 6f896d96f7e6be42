import { pagePathOfDataRequest } from '../routing/navigation-steps'
import { pageRouteForSlug } from '../routing/routes'

/**
 * What a shared cache (nginx, a CDN) and search engines may do with an answer (issue
 * 18.10), decided once for every answer of web/server.ts, after Next and the page answer
 * cache, so no page can forget it:
 *
 * - pages whose content is per visitor (cart, checkout, account, order, signed download,
 *   activation and confirmation pages, any URL carrying a token): `private, no-store`
 *   and `X-Robots-Tag: noindex`;
 * - every other page: its policy carries a nonce of its own and the third parties the
 *   visitor's consent cookie allows, so no shared cache may hand it to anybody else:
 *   `private, no-cache` and `Vary: Cookie` (the root also varies by Accept-Language,
 *   where the language is detected);
 * - any answer that sets a cookie is at least `private, no-store`.
 *
 * Files, data requests and API answers keep what Next or the route said.
 */

/** Next page paths of per-visitor pages; a trailing `/` covers everything below. */
const PER_VISITOR_PAGES = [
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/order/',
  '/account',
  '/account/',
  '/download',
  '/activate',
  '/activated',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/analytics',
]

/** Pages search engines must not list although they are not per visitor. */
const NOINDEX_PAGES = ['/search']

/** Query parameters that make an answer someone's: one-time tokens, signed links. */
const PERSONAL_PARAMETERS = /(?:^|[?&])(?:[^=&]*token|signature|sig|code|key)=/i

export interface AnswerFacts {
  /** The request URL as sent (path and query). */
  url: string
  contentType?: string
  cacheControl?: string
  vary?: string
  setsCookie: boolean
}

export interface AnswerCacheHeaders {
  cacheControl?: string
  vary?: string
  robots?: string
}

/** The Next page a request path shows (`/en/warenkorb` → `/cart`), and whether it is data. */
export function pageOfUrl(url: string): { page: string; root: boolean; data: boolean } {
  const pathname = url.split('?')[0] ?? '/'
  const dataPath = pagePathOfDataRequest(pathname)
  let path = dataPath ?? pathname.replace(/^\/(?:de|en)(?=\/|$)/, '')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (path === '') path = '/'
  return {
    page: pageRouteForSlug(path)?.page ?? path,
    root: dataPath === undefined && pathname === '/',
    data: dataPath !== undefined,
  }
}

function matches(page: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/') ? page.startsWith(pattern) : page === pattern,
  )
}

export function isPerVisitorUrl(url: string): boolean {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
  return matches(pageOfUrl(url).page, PER_VISITOR_PAGES) || PERSONAL_PARAMETERS.test(query)
}

function withVary(vary: string | undefined, names: readonly string[]): string {
  const present = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const lower = new Set(present.map((name) => name.toLowerCase()))
  for (const name of names) if (!lower.has(name.toLowerCase())) present.push(name)
  return present.join(', ')
}

const isPrivate = (cacheControl: string | undefined) =>
  /\b(?:private|no-store)\b/i.test(cacheControl ?? '')

/** The headers an answer leaves with; unset fields stay as they are. */
export function answerCacheHeaders(facts: AnswerFacts): AnswerCacheHeaders {
  const { page, root, data } = pageOfUrl(facts.url)
  const html = /^text\/html\b/i.test(facts.contentType ?? '')
  const result: AnswerCacheHeaders = {}
  if (isPerVisitorUrl(facts.url)) {
    result.cacheControl = 'private, no-store'
    result.robots = 'noindex'
  } else if (html && !data) {
    result.cacheControl = /\bno-store\b/i.test(facts.cacheControl ?? '')
      ? facts.cacheControl
      : 'private, no-cache'
    result.vary = withVary(facts.vary, root ? ['Cookie', 'Accept-Language'] : ['Cookie'])
    if (matches(page, NOINDEX_PAGES)) result.robots = 'noindex'
  } else if (facts.setsCookie && !isPrivate(facts.cacheControl)) {
    result.cacheControl = 'private, no-store'
  }
  if (root && !result.vary) result.vary = withVary(facts.vary, ['Cookie', 'Accept-Language'])
  return result
}
