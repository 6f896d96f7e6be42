import type { SiteLocale } from '../i18n/next-i18next-config'
import { canonicalPath, pageRoutes, withLocalePrefix } from './routes'

/** A page of the sitemap: its path in each language, without prefix. */
export type SitemapEntry = Record<SiteLocale, string>

/** Pages that are no destination of their own (they only confirm or redirect). */
const unlisted = new Set([
  '/page-not-found',
  '/newsletter/registered',
  '/newsletter/unsubscribed',
  '/ticket/sent',
  '/activated',
  '/download',
  '/search',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/analytics',
])

export function staticSitemapEntries(): SitemapEntry[] {
  return pageRoutes
    .filter((route) => !unlisted.has(route.page) && !route.account)
    .map((route) => route.paths)
}

/** Each page once, by its German path (which names it in both languages); the first wins. */
export function uniqueSitemapEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byGermanPath = new Map<string, SitemapEntry>()
  for (const entry of entries) {
    if (!byGermanPath.has(entry.de)) byGermanPath.set(entry.de, entry)
  }
  return [...byGermanPath.values()]
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** A sitemap with every page in both languages, each listing its alternates. */
export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((paths) => {
    const german = `${siteUrl}${canonicalPath(paths, 'de')}`
    const english = `${siteUrl}${withLocalePrefix(paths.en, 'en')}`
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="de" href="${escapeXml(german)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(english)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(german)}"/>`,
    ].join('')
    return [german, english].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n')
}

export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
