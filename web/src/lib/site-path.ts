// Only paths on this site: one leading slash, no scheme, no protocol-relative `//host`.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

/** True for a path (with query) on this site that a redirect may lead to. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PATH.test(value)
}

/**
 * The path and query of the page a request came from, by its `Referer`, when that page is
 * on this site (its origin is the site's or the request's own host); undefined otherwise.
 * Lets a form or link without JavaScript lead back to exactly where the visitor was.
 */
export function refererSitePath(
  referer: string | undefined,
  hosts: { siteUrl: string; host: string | undefined },
): string | undefined {
  if (!referer) return undefined
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return undefined
  }
  const site = new URL(hosts.siteUrl)
  const sameSite =
    url.origin === site.origin || (hosts.host !== undefined && url.host === hosts.host)
  if (!sameSite || !/^https?:$/.test(url.protocol)) return undefined
  const path = `${url.pathname}${url.search}`
  return isSitePath(path) ? path : undefined
}

/** `/en/x` → `/x`, `/de` → `/`: a path as Next's router names it, whatever the prefix. */
export function withoutLocalePrefix(pathname: string): string {
  return pathname.replace(/^\/(?:de|en)(?=\/|$)/, '') || '/'
}

/**
 * `path` with the query of the page the visitor came from, when `path` has none and the
 * Referer is that very page (prefix aside): a statically generated page rendered without
 * JavaScript cannot put its own query into its links and forms.
 */
export function withRefererQuery(
  path: string,
  page: string | undefined,
  referer: string | undefined,
  hosts: { siteUrl: string; host: string | undefined },
): string {
  if (path.includes('?') || !page) return path
  const from = refererSitePath(referer, hosts)
  if (!from) return path
  const url = new URL(from, 'http://storefront.invalid')
  const pagePath = new URL(page, 'http://storefront.invalid').pathname
  return withoutLocalePrefix(url.pathname) === withoutLocalePrefix(pagePath)
    ? `${path}${url.search}`
    : path
}
