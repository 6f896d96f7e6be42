import { describe, expect, it, vi } from 'vitest'
import {
  JS_BUDGETS,
  computeFirstLoad,
  firstLoadFiles,
  formatKb,
  pageClassOf,
  samplePathsOf,
  scriptsOfHtml,
  type BuildManifest,
  type FileSizes,
} from '../../../bench/budgets/first-load'

// The shape of web/.next/build-manifest.json of a `next build --webpack` (Pages Router).
const manifest: BuildManifest = {
  polyfillFiles: ['static/chunks/polyfills-42372ed130431b0a.js'],
  lowPriorityFiles: ['static/BUILD/_buildManifest.js', 'static/BUILD/_ssgManifest.js'],
  pages: {
    '/': [
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/chunks/885-4.js',
      'static/css/home.css',
      'static/chunks/pages/index-5.js',
    ],
    '/_app': [
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/css/app.css',
      'static/chunks/pages/_app-6.js',
    ],
    '/_error': [
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/chunks/pages/_error-7.js',
    ],
    '/cart': [
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/chunks/885-4.js',
      'static/chunks/419-8.js',
      'static/chunks/pages/cart-9.js',
    ],
    '/robots.txt': [
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/chunks/pages/robots.txt-10.js',
    ],
  },
}

/** Gzipped sizes by file (raw is ten times that); anything else would be a wrong file. */
const gzipSizes: Record<string, number> = {
  'static/chunks/webpack-1.js': 1_000,
  'static/chunks/framework-2.js': 68_000,
  'static/chunks/main-3.js': 44_000,
  'static/chunks/pages/_app-6.js': 10_000,
  'static/chunks/885-4.js': 4_000,
  'static/chunks/pages/index-5.js': 2_500,
  'static/chunks/419-8.js': 500,
  'static/chunks/pages/cart-9.js': 1_000,
  'static/chunks/dyn-11.js': 3_000,
  'static/BUILD/_buildManifest.js': 700,
}

function sizeOf(file: string): FileSizes {
  const gzip = gzipSizes[file]
  if (gzip === undefined) throw new Error(`unexpected file ${file}`)
  return { gzip, raw: gzip * 10 }
}

describe('first-load files of a Pages Router route', () => {
  it('are the page’s JavaScript, then what /_app adds, each once, without CSS', () => {
    expect(firstLoadFiles(manifest, '/')).toEqual([
      'static/chunks/webpack-1.js',
      'static/chunks/framework-2.js',
      'static/chunks/main-3.js',
      'static/chunks/885-4.js',
      'static/chunks/pages/index-5.js',
      'static/chunks/pages/_app-6.js',
    ])
  })

  it('leave out the polyfills and the low-priority manifests', () => {
    const files = firstLoadFiles(manifest, '/cart')
    expect(files.some((file) => file.includes('polyfills'))).toBe(false)
    expect(files.some((file) => file.includes('Manifest'))).toBe(false)
  })

  it('refuse a route the build does not have', () => {
    expect(() => firstLoadFiles(manifest, '/nope')).toThrow(/not in the build manifest/)
  })
})

describe('computeFirstLoad', () => {
  it('sums the gzipped sizes per route, largest first, and what every page shares', () => {
    const report = computeFirstLoad(manifest, sizeOf)
    expect(report.shared).toEqual({
      files: [
        'static/chunks/webpack-1.js',
        'static/chunks/framework-2.js',
        'static/chunks/main-3.js',
        'static/chunks/pages/_app-6.js',
      ],
      gzipBytes: 123_000,
    })
    expect(
      report.routes.map((route) => [route.route, route.gzipBytes, route.ownGzipBytes]),
    ).toEqual([
      ['/', 129_500, 6_500],
      ['/cart', 128_500, 5_500],
    ])
    expect(report.routes[0]?.rawBytes).toBe(1_295_000)
  })

  it('leaves out Next’s own entries and lists routes that answer no HTML with the reason', () => {
    const report = computeFirstLoad(manifest, sizeOf)
    const routes = report.routes.map((route) => route.route)
    expect(routes).not.toContain('/_app')
    expect(routes).not.toContain('/_error')
    expect(report.skipped).toEqual([
      { route: '/robots.txt', reason: expect.stringMatching(/text\/plain/) },
    ])
  })

  it('checks each route against the budget of its class (1 kB = 1000 bytes), the limit itself within', () => {
    expect(JS_BUDGETS).toEqual({ catalog: 150_000, forms: 190_000 })
    const report = computeFirstLoad(manifest, sizeOf)
    expect(report.routes.map((route) => [route.route, route.pageClass, route.budgetBytes])).toEqual(
      [
        ['/', 'catalog', 150_000],
        ['/cart', 'forms', 190_000],
      ],
    )
    const budgets = { catalog: 129_500, forms: 128_499 }
    const atLimit = computeFirstLoad(manifest, sizeOf, { budgets })
    expect(atLimit.routes.find((route) => route.route === '/')?.withinBudget).toBe(true)
    expect(atLimit.routes.find((route) => route.route === '/cart')?.withinBudget).toBe(false)
    const below = computeFirstLoad(manifest, sizeOf, {
      budgets: { catalog: 129_499, forms: 128_500 },
    })
    expect(below.routes.find((route) => route.route === '/')?.withinBudget).toBe(false)
    expect(below.routes.find((route) => route.route === '/cart')?.withinBudget).toBe(true)
  })

  it('counts cart, checkout, account and form pages as forms, every other page as catalog', () => {
    for (const route of ['/cart', '/checkout', '/account', '/account/settings', '/contact'])
      expect(pageClassOf(route), route).toBe('forms')
    for (const route of ['/', '/windows', '/[categoryType]/[[...rest]]', '/press', '/imprint'])
      expect(pageClassOf(route), route).toBe('catalog')
    expect(pageClassOf('/accounts-overview')).toBe('catalog')
  })

  it('measures every file once, however many routes share it', () => {
    const spy = vi.fn(sizeOf)
    computeFirstLoad(manifest, spy)
    const measured = spy.mock.calls.map(([file]) => file)
    expect(new Set(measured).size).toBe(measured.length)
  })
})

describe('formatKb', () => {
  it('shows kilobytes of 1000 bytes with one decimal', () => {
    expect(formatKb(130_000)).toBe('130.0 kB')
    expect(formatKb(129_951)).toBe('130.0 kB')
    expect(formatKb(1_234)).toBe('1.2 kB')
  })
})

// The HTML `next start` sends for a Pages Router page (shape of Next 16's _document output).
const pageHtml = `<!DOCTYPE html><html lang="de"><head>
<link rel="preload" href="/_next/static/chunks/framework-2.js" as="script"/>
<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" nomodule="" nonce="n"></script>
<script src="/_next/static/chunks/webpack-1.js" defer="" nonce="n"></script>
<script src="/_next/static/chunks/framework-2.js" defer="" nonce="n"></script>
<script src="/_next/static/chunks/main-3.js" defer="" nonce="n"></script>
<script src="/_next/static/chunks/pages/_app-6.js" defer="" nonce="n"></script>
<script src="/_next/static/chunks/pages/cart-9.js" defer="" nonce="n"></script>
<script src="/_next/static/BUILD/_buildManifest.js" defer="" nonce="n"></script>
<script async="" src="/_next/static/chunks/dyn-11.js" nonce="n"></script>
<script src="/_next/static/chunks/main-3.js" defer=""></script>
<script nonce="n">self.__inline = 1</script>
<script src="https://tags.example/tag.js" async=""></script>
</head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json" nonce="n">{"props":{},"page":"/cart","query":{},"buildId":"BUILD"}</script>
</body></html>`

describe('the scripts of a page’s HTML (issue 22’s first load)', () => {
  it('are every module script from /_next/static in order, once, without nomodule polyfills, inline or foreign scripts', () => {
    expect(scriptsOfHtml(pageHtml)).toEqual({
      page: '/cart',
      files: [
        'static/chunks/webpack-1.js',
        'static/chunks/framework-2.js',
        'static/chunks/main-3.js',
        'static/chunks/pages/_app-6.js',
        'static/chunks/pages/cart-9.js',
        'static/BUILD/_buildManifest.js',
        'static/chunks/dyn-11.js',
      ],
    })
  })

  it('tell which page rendered: a redirect to another page is not that route’s HTML', () => {
    expect(scriptsOfHtml('<html><body>no next data</body></html>')).toEqual({
      page: null,
      files: [],
    })
  })

  it('replace the manifest’s files for the routes measured from HTML, one row per sample page', () => {
    const { files } = scriptsOfHtml(pageHtml)
    const report = computeFirstLoad(manifest, sizeOf, {
      html: { '/cart': [{ path: '/cart', files }] },
    })
    const cart = report.routes.find((route) => route.route === '/cart')
    // 123 000 shared + cart 1 000 + build manifest 700 + the server-rendered dynamic chunk 3 000
    expect(cart).toMatchObject({ method: 'html', gzipBytes: 127_700, ownGzipBytes: 4_700 })
    expect(report.routes.find((route) => route.route === '/')?.method).toBe('manifest')
    const twoSamples = computeFirstLoad(manifest, sizeOf, {
      html: {
        '/cart': [
          { path: '/warenkorb', files },
          { path: '/en/cart', files: files.slice(0, 5) },
        ],
      },
    })
    expect(twoSamples.routes.map((route) => [route.route, route.gzipBytes])).toEqual([
      ['/', 129_500],
      ['/cart /warenkorb', 127_700],
      ['/cart /en/cart', 124_000],
    ])
  })

  it('are fetched for each static route as named, for the catalog catch-all at its sample pages, never for link-only routes', () => {
    expect(samplePathsOf('/cart')).toEqual(['/cart'])
    expect(samplePathsOf('/[categoryType]/[[...rest]]').length).toBeGreaterThanOrEqual(2)
    expect(samplePathsOf('/order/[orderNumber]')).toEqual([])
  })
})
