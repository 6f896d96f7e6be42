import { holdsScripts } from '../../web/src/navigation/held-scripts'

// The pure part of the JavaScript budget: which files a route of the Pages Router loads
// first, and how many gzipped bytes they are.
//
// Issue 22 defines the first load as the scripts a page's HTML loads: `run.ts` fetches each
// route's HTML from the production server (`SAMPLE_PATHS`) and counts the `<script src>` it
// names (the manifest's files, the chunks of `next/dynamic` components rendered on the server,
// `_buildManifest.js`/`_ssgManifest.js`; not the `nomodule` polyfills no current browser runs).
// A route whose HTML cannot be fetched anonymously (behind the login, a mailed link) falls back
// to the build manifest, and the report says which way each route was measured.
//
// For the Pages Router, the manifest's first load is its own entry in `.next/build-manifest.json`
// plus the entry of `/_app` (webpack runtime, framework, Next's main, the app chunk), the
// JavaScript files only: the same set Next's own route statistics use (`collectPagesRouterStats`
// in next/dist/build/route-bundle-stats.js). Polyfills are not counted (they are `nomodule`
// scripts no current browser runs), nor the low-priority `_buildManifest.js`/`_ssgManifest.js`.
// `next build --webpack` no longer prints these sizes (Next 16), so they are computed here.

/**
 * The classes of pages issue 22 budgets (1 kB = 1000 bytes, as Next counts its "First Load
 * JS"): catalog pages, where shoppers arriving from search decide, and the pages of forms
 * (cart, checkout, account, contact and support forms), which may carry their validation.
 */
export type PageClass = 'catalog' | 'forms'

/** Issue 22's targets: 150 kB for catalog pages, 190 kB for the pages of forms. */
export const JS_BUDGETS: Readonly<Record<PageClass, number>> = {
  catalog: 150_000,
  forms: 190_000,
}

/**
 * The budget class of a route of the build manifest: `forms` for the storefront's pages of
 * forms (`FORM_PAGES`, which load their scripts as Next does), `catalog` for every other page
 * (they hold their scripts until the first frame; web/src/navigation/held-scripts.ts).
 */
export function pageClassOf(route: string): PageClass {
  return holdsScripts(route) ? 'catalog' : 'forms'
}

/** Next's own entries, never a route. */
export const INTERNAL_PAGES: readonly string[] = ['/_app', '/_document', '/_error']

/**
 * Pages that answer something other than HTML from `getServerSideProps` and so never load
 * their JavaScript in a browser: listed with the reason instead of measured.
 */
export const NON_HTML_ROUTES: Readonly<Record<string, string>> = {
  '/robots.txt': 'answers text/plain; no browser loads its JavaScript',
  '/sitemap.xml': 'answers XML; no browser loads its JavaScript',
}

/** What `.next/build-manifest.json` holds, as far as it matters here. */
export interface BuildManifest {
  pages: Record<string, readonly string[]>
  polyfillFiles?: readonly string[]
  lowPriorityFiles?: readonly string[]
}

export interface FileSizes {
  /** Bytes of the file as built. */
  raw: number
  /** Bytes gzipped at level 9 (as Next's former build output measured them). */
  gzip: number
}

export interface RouteJs {
  route: string
  /** The JavaScript files of the first load, the page's own first, then the shared ones. */
  files: string[]
  /** Gzipped bytes of all of them. */
  gzipBytes: number
  /** Bytes as built (minified, not compressed). */
  rawBytes: number
  /** Gzipped bytes of the files that are not shared by every page (Next's former "Size"). */
  ownGzipBytes: number
  /** `html`: the scripts of the page's HTML as served; `manifest`: the build manifest's. */
  method: 'html' | 'manifest'
  /** Which budget applies (issue 22). */
  pageClass: PageClass
  /** The budget of its class. */
  budgetBytes: number
  withinBudget: boolean
}

export interface FirstLoadReport {
  /** The budget of each class of pages. */
  budgets: Readonly<Record<PageClass, number>>
  /** The files of `/_app`, which every page loads. */
  shared: { files: string[]; gzipBytes: number }
  routes: RouteJs[]
  skipped: { route: string; reason: string }[]
}

const isJs = (file: string) => file.endsWith('.js')

function unique(files: readonly string[]): string[] {
  return [...new Set(files)]
}

/**
 * A path per route whose HTML the measurement fetches (German, the default language). Catalog
 * routes with parameters get one path per kind of page they render; routes without a path here
 * are static routes fetched as named, or measured from the manifest.
 */
export const SAMPLE_PATHS: Readonly<Record<string, readonly string[]>> = {
  '/[categoryType]/[[...rest]]': [
    '/windows/grafik',
    '/windows/buero/buero-suite',
    '/windows/grafik/foto-studio-pro',
  ],
}

/** Routes that have no anonymous HTML to fetch: measured from the build manifest. */
export const MANIFEST_ONLY_ROUTES: readonly string[] = ['/order/[orderNumber]']

/** The paths whose HTML measures `route` (empty: use the manifest). */
export function samplePathsOf(route: string): readonly string[] {
  if (MANIFEST_ONLY_ROUTES.includes(route)) return []
  const samples = SAMPLE_PATHS[route]
  if (samples) return samples
  return route.includes('[') ? [] : [route]
}

/** What one page's HTML says: the page file Next rendered and the scripts it loads. */
export interface HtmlScripts {
  /** `__NEXT_DATA__.page`: tells a redirect to the login page from the page asked for. */
  page: string | null
  /** Files relative to `.next`, in document order, each once. */
  files: string[]
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi
const SRC_ATTRIBUTE = /\ssrc="([^"]+)"/i
const NOMODULE = /\snomodule(?:[\s=>]|$)/i
const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/

/** The scripts a page's HTML loads from `/_next/static/` (module-capable browsers only). */
export function scriptsOfHtml(html: string): HtmlScripts {
  const files: string[] = []
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = match[1] ?? ''
    if (NOMODULE.test(attributes)) continue
    const src = SRC_ATTRIBUTE.exec(attributes)?.[1]
    const at = src?.indexOf('/_next/static/') ?? -1
    if (!src || at < 0) continue
    const file = decodeURIComponent(src.slice(at + '/_next/'.length).split('?')[0] ?? '')
    if (file.endsWith('.js') && !files.includes(file)) files.push(file)
  }
  let page: string | null = null
  const data = NEXT_DATA.exec(html)?.[1]
  if (data) {
    try {
      const parsed = JSON.parse(data) as { page?: unknown }
      page = typeof parsed.page === 'string' ? parsed.page : null
    } catch {
      page = null
    }
  }
  return { page, files }
}

/** The JavaScript files a route loads first: its own, then `/_app`'s, each once. */
export function firstLoadFiles(manifest: BuildManifest, route: string): string[] {
  const own = manifest.pages[route]
  if (!own) throw new Error(`${route} is not in the build manifest`)
  return unique([...own.filter(isJs), ...(manifest.pages['/_app'] ?? []).filter(isJs)])
}

/**
 * Every route's first-load JavaScript, largest first, measured with `sizeOf` (a file
 * name relative to `.next` → its sizes) and checked against the budget of its class.
 */
export function computeFirstLoad(
  manifest: BuildManifest,
  sizeOf: (file: string) => FileSizes,
  options: {
    budgets?: Readonly<Record<PageClass, number>>
    nonHtmlRoutes?: Readonly<Record<string, string>>
    /**
     * The scripts of the HTML of each measured page, keyed by route; a route with several
     * sample pages is reported once per page (`route path`). Routes without an entry use the
     * manifest.
     */
    html?: Readonly<Record<string, readonly { path: string; files: readonly string[] }[]>>
  } = {},
): FirstLoadReport {
  const budgets = options.budgets ?? JS_BUDGETS
  const nonHtml = options.nonHtmlRoutes ?? NON_HTML_ROUTES
  const cache = new Map<string, FileSizes>()
  const sizes = (file: string) => {
    let size = cache.get(file)
    if (!size) {
      size = sizeOf(file)
      cache.set(file, size)
    }
    return size
  }
  const sum = (files: readonly string[], key: keyof FileSizes) =>
    files.reduce((total, file) => total + sizes(file)[key], 0)

  const sharedFiles = unique((manifest.pages['/_app'] ?? []).filter(isJs))
  const shared = new Set(sharedFiles)
  const routes: RouteJs[] = []
  const skipped: { route: string; reason: string }[] = []
  for (const route of Object.keys(manifest.pages).sort()) {
    if (INTERNAL_PAGES.includes(route)) continue
    const reason = nonHtml[route]
    if (reason) {
      skipped.push({ route, reason })
      continue
    }
    const pageClass = pageClassOf(route)
    const budgetBytes = budgets[pageClass]
    const measured = options.html?.[route] ?? []
    const samples =
      measured.length > 0
        ? measured.map((sample) => ({
            label: measured.length > 1 || sample.path !== route ? `${route} ${sample.path}` : route,
            files: unique(sample.files),
            method: 'html' as const,
          }))
        : [{ label: route, files: firstLoadFiles(manifest, route), method: 'manifest' as const }]
    for (const sample of samples) {
      const gzipBytes = sum(sample.files, 'gzip')
      routes.push({
        route: sample.label,
        files: sample.files,
        method: sample.method,
        gzipBytes,
        rawBytes: sum(sample.files, 'raw'),
        ownGzipBytes: sum(
          sample.files.filter((file) => !shared.has(file)),
          'gzip',
        ),
        pageClass,
        budgetBytes,
        withinBudget: gzipBytes <= budgetBytes,
      })
    }
  }
  routes.sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route))
  return {
    budgets,
    shared: { files: sharedFiles, gzipBytes: sum(sharedFiles, 'gzip') },
    routes,
    skipped,
  }
}

/** `123.4 kB` (1 kB = 1000 bytes, one decimal). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}
