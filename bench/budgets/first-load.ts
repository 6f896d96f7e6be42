// The pure part of the JavaScript budget: which files a route of the Pages Router loads
// first, and how many gzipped bytes they are.
//
// For the Pages Router, a page's first load is its own entry in `.next/build-manifest.json`
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

/** Routes (or route prefixes ending in `/`) of the class `forms`; every other page is `catalog`. */
export const FORM_ROUTES: readonly string[] = [
  '/cart',
  '/checkout',
  '/account',
  '/account/',
  '/contact',
  '/press-contact',
  '/newsletter',
  '/newsletter/',
  '/ticket/',
  '/activate',
  '/activated',
  '/order-confirmation',
  '/order/',
  '/analytics',
]

/** The budget class of a route of the build manifest. */
export function pageClassOf(route: string): PageClass {
  const isForm = FORM_ROUTES.some((entry) =>
    entry.endsWith('/') ? route.startsWith(entry) : route === entry,
  )
  return isForm ? 'forms' : 'catalog'
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
    const files = firstLoadFiles(manifest, route)
    const gzipBytes = sum(files, 'gzip')
    const pageClass = pageClassOf(route)
    const budgetBytes = budgets[pageClass]
    routes.push({
      route,
      files,
      gzipBytes,
      rawBytes: sum(files, 'raw'),
      ownGzipBytes: sum(
        files.filter((file) => !shared.has(file)),
        'gzip',
      ),
      pageClass,
      budgetBytes,
      withinBudget: gzipBytes <= budgetBytes,
    })
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
