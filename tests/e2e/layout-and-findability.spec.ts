import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'
import { addProductToCart, PRODUCT } from './shop'

// Issue 19, points 16–18: every page of the sitemap fits a 360 px phone, is valid HTML
// without skipped heading levels, has a title, description and h1 of its own, is reachable
// by links from the home page; the sitemap lists each indexable page once; text contrast.

const phone = { width: 360, height: 740 }
const desktop = { width: 1280, height: 900 }

interface SitemapUrl {
  path: string
  alternates: Record<string, string>
}

const unescapeXml = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

/** The sitemap's URLs as paths of this stack (its host is the configured SITE_URL). */
async function sitemapUrls(request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => {
    const loc = unescapeXml(/<loc>(.*?)<\/loc>/s.exec(body)?.[1] ?? '')
    const alternates: Record<string, string> = {}
    for (const [, lang = '', href = ''] of body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) {
      alternates[lang] = new URL(unescapeXml(href)).pathname
    }
    return { path: new URL(loc).pathname, alternates }
  })
}

const isEnglish = (path: string) => path === '/en' || path.startsWith('/en/')

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query } })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data?: T; errors?: unknown }
  expect(body.errors).toBeUndefined()
  return body.data as T
}

test.describe('sitemap', () => {
  test('lists every indexable catalog page exactly once, with its alternates', async ({
    request,
  }) => {
    const urls = await sitemapUrls(request)
    const paths = urls.map((url) => url.path)
    const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index)
    expect(duplicates, 'listed more than once').toEqual([])
    const listed = new Set(paths)
    for (const url of urls) {
      expect(url.alternates['de'], `${url.path}: German alternate`).toBeDefined()
      expect(url.alternates['en'], `${url.path}: English alternate`).toBeDefined()
      expect([url.alternates['de'], url.alternates['en']]).toContain(url.path)
      expect(listed.has(url.alternates['de']!), `${url.alternates['de']} listed`).toBe(true)
      expect(listed.has(url.alternates['en']!), `${url.alternates['en']} listed`).toBe(true)
    }

    // Every platform page once (/windows and /mac are pages and platforms at once).
    for (const platform of ['windows', 'mac', 'android', 'ios']) {
      expect(listed.has(`/${platform}`), `/${platform}`).toBe(true)
      expect(listed.has(`/en/${platform}`), `/en/${platform}`).toBe(true)
    }

    // A product category has a page below every platform with programs of it; each such
    // page answers 200 and is listed, each other one answers 404 and is not.
    const { categories } = await graphql<{
      categories: { slugs: { de: string; en: string } }[]
    }>(request, '{ categories(locale: de, kind: PRODUCT_CATEGORY) { slugs { de en } } }')
    expect(categories.length).toBeGreaterThan(0)
    const missing: string[] = []
    const wronglyListed: string[] = []
    let categoryPages = 0
    for (const platform of ['windows', 'mac', 'android', 'ios']) {
      for (const { slugs } of categories) {
        const german = `/${platform}/${slugs.de}`
        const english = `/en/${platform}/${slugs.en}`
        const status = (await request.get(german, { maxRedirects: 0 })).status()
        expect([200, 404], german).toContain(status)
        if (status === 200) {
          categoryPages += 1
          if (!listed.has(german)) missing.push(german)
          if (!listed.has(english)) missing.push(english)
        } else {
          if (listed.has(german)) wronglyListed.push(german)
          if (listed.has(english)) wronglyListed.push(english)
        }
      }
    }
    expect(missing, 'category pages missing from the sitemap').toEqual([])
    expect(wronglyListed, 'listed category pages that do not exist').toEqual([])
    // The seed has programs of most categories on several platforms.
    expect(categoryPages).toBeGreaterThan(categories.length)

    // Each product under every platform it has an edition for.
    const { products } = await graphql<{
      products: { edges: { node: { editions: { paths: { de: string; en: string } }[] } }[] }
    }>(
      request,
      '{ products(locale: de, first: 100) { edges { node { editions { paths { de en } } } } } }',
    )
    const missingProducts = products.edges
      .flatMap((edge) => edge.node.editions)
      .flatMap((edition) => [edition.paths.de, `/en${edition.paths.en}`])
      .filter((path) => !listed.has(path))
    expect(missingProducts, 'product pages missing from the sitemap').toEqual([])
  })
})

interface CrawledPage {
  canonical: string | null
  links: { path: string; languageSwitch: boolean }[]
}

const skippedPrefixes = ['/downloads/', '/media/', '/_next/', '/graphql']

/**
 * A same-site link's key: its path, with the query only for /api/ links (the language
 * switch, /api/locale?…, redirects by its query); null for files, mail and other sites.
 */
function linkKey(href: string, base: URL): string | null {
  if (/^(mailto|tel|javascript):/i.test(href)) return null
  const url = new URL(href, base)
  if (url.origin !== base.origin) return null
  if (skippedPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return null
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  return url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : url.pathname
}

/**
 * Follows a link as a crawler does: redirects followed, no cookies kept (a crawler has no
 * language preference), answers other than HTML ignored. The final path and its HTML.
 */
async function fetchPage(baseURL: string, key: string) {
  let url = new URL(key, baseURL)
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, { redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      url = new URL(location, url)
      continue
    }
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200 || !type.includes('text/html')) {
      await response.body?.cancel()
      return null
    }
    return { path: url.pathname, html: await response.text() }
  }
  return null
}

async function crawl(baseURL: string) {
  const pages = new Map<string, CrawledPage>()
  const queue = ['/']
  const queued = new Set(queue)
  while (queue.length > 0 && pages.size < 3000) {
    const fetched = await fetchPage(baseURL, queue.shift()!)
    if (!fetched || pages.has(fetched.path)) continue
    const { path, html } = fetched
    const base = new URL(path, baseURL)
    const canonicalHref = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    const links: CrawledPage['links'] = []
    for (const [, attributes = ''] of html.matchAll(/<a\s([^>]*)>/g)) {
      const href = /\shref="([^"]*)"/.exec(` ${attributes}`)?.[1]
      if (href === undefined) continue
      const key = linkKey(unescapeXml(href), base)
      if (key === null) continue
      links.push({ path: key, languageSwitch: /\s(hreflang|lang)="/.test(` ${attributes}`) })
      if (!queued.has(key)) {
        queued.add(key)
        queue.push(key)
      }
    }
    pages.set(path, {
      canonical: canonicalHref ? new URL(unescapeXml(canonicalHref)).pathname : null,
      links,
    })
  }
  return pages
}

test('a crawler from the home page reaches every sitemap page; English pages link English URLs', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const urls = await sitemapUrls(request)
  const pages = await crawl(baseURL!)
  const unreached = urls.map((url) => url.path).filter((path) => !pages.has(path))
  expect(unreached, 'sitemap pages no link leads to').toEqual([])

  // An English page links the canonical English URL of a page, never its German slug
  // under /en (/en/kontakt) nor a German page — except the language switch.
  const wrong: string[] = []
  for (const [path, crawled] of pages) {
    if (!isEnglish(path)) continue
    for (const link of crawled.links) {
      if (link.languageSwitch) continue
      const target = pages.get(link.path)
      const canonical = target?.canonical ?? link.path
      if (!isEnglish(link.path) || canonical !== link.path) {
        wrong.push(`${path} → ${link.path}${canonical !== link.path ? ` (is ${canonical})` : ''}`)
      }
    }
  }
  expect([...new Set(wrong)], 'English pages linking German or duplicate URLs').toEqual([])
})

interface PageFacts {
  title: string
  description: string
  h1: string[]
  headingLevels: number[]
  canonical: string | null
  robots: string | null
  scrollWidth: number
  stickingOut: string[]
}

/** What one loaded page shows: its texts for search engines, headings and what is too wide. */
function pageFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const stickingOut: string[] = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 1) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // Inside a box that scrolls or clips on its own (a table, a carousel): not the page's.
      let clipped = false
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) break
        if (getComputedStyle(parent).overflowX !== 'visible') {
          clipped = true
          break
        }
      }
      if (clipped) continue
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
      stickingOut.push(
        `${name} (${Math.round(box.right)} px): ${element.textContent?.trim().slice(0, 40) ?? ''}`,
      )
    }
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    return {
      title: document.title,
      description:
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? ''),
      headingLevels: headings.map((heading) => Number(heading.tagName.slice(1))),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      stickingOut: stickingOut.slice(0, 5),
    }
  })
}

/** Heading levels that skip one: h1 → h3, or a page that does not start with its h1. */
function skippedLevels(levels: number[]): string[] {
  const problems: string[] = []
  let previous = 0
  for (const level of levels) {
    if (level > previous + 1) problems.push(`h${previous || '–'} → h${level}`)
    previous = level
  }
  return problems
}

/** The Nu HTML checker (vnu-jar, run by Java) over the given documents: its errors. */
async function nuErrors(documents: Map<string, string>): Promise<string[]> {
  // The package exports the jar's path (as a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'))
  const dir = await mkdtemp(join(tmpdir(), 'nu-'))
  try {
    const files = new Map<string, string>()
    for (const [path, html] of documents) {
      const file = join(dir, `page-${files.size}.html`)
      files.set(file, path)
      await writeFile(file, html)
    }
    const run = promisify(execFile)
    const output = await run(
      'java',
      ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    // The checker writes its JSON report to stderr.
    const { messages } = JSON.parse(output.stderr || output.stdout) as {
      messages: { type: string; url?: string; message: string; extract?: string }[]
    }
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const file = (message.url ?? '').replace(/^file:/, '')
        const path = files.get(file) ?? message.url ?? ''
        return `${path}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`
      })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Waits until the page is hydrated (Next's router is up). Not `networkidle`: the storefront
 * keeps a connection check running, so the network is never idle for long.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const next = (window as { next?: { router?: unknown } }).next
    return next?.router !== undefined
  })
}

function duplicatesOf(values: Map<string, string>): string[] {
  const byValue = new Map<string, string[]>()
  for (const [path, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), path])
  return [...byValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `"${value}": ${paths.join(', ')}`)
}

test.describe('every sitemap page on a 360 px phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true })

  for (const language of ['de', 'en'] as const) {
    test(`${language}: fits the screen, valid HTML, headings in order, own title, description and h1`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(1_200_000)
      const paths = (await sitemapUrls(request))
        .map((url) => url.path)
        .filter((path) => isEnglish(path) === (language === 'en'))
      expect(paths.length).toBeGreaterThan(20)
      const problems: string[] = []
      const titles = new Map<string, string>()
      const descriptions = new Map<string, string>()
      const headings = new Map<string, string>()
      const documents = new Map<string, string>()
      for (const path of paths) {
        const response = await page.goto(path)
        if (response?.status() !== 200) {
          problems.push(`${path}: answers ${response?.status()}`)
          continue
        }
        documents.set(path, await response.text())
        await hydrated(page)
        const facts = await pageFacts(page)
        if (facts.scrollWidth > phone.width) {
          problems.push(`${path}: ${facts.scrollWidth} px wide (${facts.stickingOut.join('; ')})`)
        } else if (facts.stickingOut.length > 0) {
          problems.push(`${path}: sticks out: ${facts.stickingOut.join('; ')}`)
        }
        if (facts.canonical === null || new URL(facts.canonical).pathname !== path) {
          problems.push(`${path}: canonical ${facts.canonical}`)
        }
        if (facts.robots?.includes('noindex')) problems.push(`${path}: noindex`)
        if (facts.h1.length !== 1) problems.push(`${path}: ${facts.h1.length} h1`)
        for (const skip of skippedLevels(facts.headingLevels)) {
          problems.push(`${path}: heading level skipped (${skip})`)
        }
        if (!facts.description) problems.push(`${path}: no description`)
        titles.set(path, facts.title)
        descriptions.set(path, facts.description)
        headings.set(path, facts.h1[0] ?? '')
        const axe = await new AxeBuilder({ page }).analyze()
        for (const violation of axe.violations) {
          problems.push(
            `${path}: axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          )
        }
      }
      expect(problems, `pages of ${baseURL}`).toEqual([])
      expect(duplicatesOf(titles), 'shared titles').toEqual([])
      expect(duplicatesOf(descriptions), 'shared descriptions').toEqual([])
      expect(duplicatesOf(headings), 'shared h1').toEqual([])
      expect(await nuErrors(documents), 'Nu HTML checker errors').toEqual([])
    })
  }
})

test.describe('text contrast (axe color-contrast, nothing left incomplete)', () => {
  const pages = {
    de: { home: '/', product: PRODUCT, listing: '/windows', category: '/windows/grafik' },
    en: {
      home: '/en',
      product: '/en/windows/graphics/photo-studio-pro',
      listing: '/en/windows',
      category: '/en/windows/graphics',
    },
  }
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`home, product, listing and cart in both languages on the ${name}`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      // The cart with a program in it (the empty cart has hardly any text).
      await addProductToCart(page)
      const problems: string[] = []
      for (const path of [
        ...Object.values(pages.de),
        '/warenkorb',
        ...Object.values(pages.en),
        '/en/cart',
      ]) {
        await page.goto(path)
        await hydrated(page)
        const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
        for (const [kind, list] of [
          ['violation', result.violations],
          ['incomplete', result.incomplete],
        ] as const) {
          for (const rule of list) {
            for (const node of rule.nodes) {
              problems.push(
                `${path}: ${kind} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
              )
            }
          }
        }
      }
      expect(problems).toEqual([])
    })
  }
})
