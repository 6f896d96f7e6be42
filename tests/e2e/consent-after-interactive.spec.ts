import { createServer, request as upstreamRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady } from './waits'

// Issue 22, decision 0021: the consent banner is in the first paint as before (server-rendered,
// no layout shift), but its code is not in the scripts the page's HTML loads: it comes once the
// page is interactive, or at once when the visitor acts on the banner, and what the visitor did
// before it came (a click, a key) still counts. Nothing tracks before a choice (consent.spec.ts).

test.use({ storageState: { cookies: [], origins: [] } })

// A string of the banner's own code that survives minification (its text key).
const BANNER_CODE = 'consent.necessaryOnly'

/** Counts layout shifts from the page's first script on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __layoutShift: number }
    scope.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        scope.__layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The scripts the document's HTML names, and the bodies of every script loaded. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  return {
    async urlsWith(marker: string): Promise<string[]> {
      const found: string[] = []
      for (const [url, body] of bodies) if ((await body).includes(marker)) found.push(url)
      return found
    },
  }
}

async function htmlScriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
  )
}

test.describe('phone, German', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the banner shows with the first paint; its code is not in the first load and comes after hydration', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    const scripts = recordScripts(page)
    await page.goto('/')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    // The server's banner text, to see whether it is ever painted again.
    await page.evaluate(() => {
      ;(window as unknown as { __bannerText: Element | null }).__bannerText =
        document.querySelector('[data-consent-banner] p')
    })
    await appReady(page)
    // The banner's code arrives after the page is interactive ...
    await expect.poll(() => scripts.urlsWith(BANNER_CODE)).not.toHaveLength(0)
    const bannerScripts = await scripts.urlsWith(BANNER_CODE)
    // ... but none of it is in a script the HTML names ...
    const firstLoad = await htmlScriptUrls(page)
    expect(bannerScripts.filter((url) => firstLoad.includes(url))).toEqual([])
    // ... and nobody touched the banner, so it is still the server's: painted once.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __bannerText: Element | null }).__bannerText?.isConnected ===
          true,
      ),
    ).toBe(true)

    await expect(banner).toBeVisible()
    await page.getByRole('button', { name: 'Nur notwendige' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toMatch(
      /^v1\.s0\.m0\.\d+$/,
    )
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBe(0)
  })
})

/**
 * A proxy in front of the storefront that sends the document `path` in two parts, split
 * where `cut` says (the whole document when it finds no place), with a pause between them:
 * the page as it arrives over a slow phone connection. Everything else passes through.
 */
async function slowPageProxy(
  upstream: string,
  path: string,
  cut: (html: string) => number,
  pause: () => Promise<void>,
) {
  const target = new URL(upstream)
  let found = false
  const server: Server = createServer((incoming, outgoing) => {
    const isDocument = incoming.url === path
    const forwarded = upstreamRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // The storefront answers only its own host; the document uncompressed, to split it.
        headers: {
          ...incoming.headers,
          host: target.host,
          ...(isDocument ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        if (!isDocument) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const parts: Buffer[] = []
        answer.on('data', (part: Buffer) => parts.push(part))
        answer.on('end', async () => {
          const html = Buffer.concat(parts).toString('utf8')
          const at = cut(html)
          found = at > 0 && at < html.length
          const split = found ? at : html.length
          const headers = { ...answer.headers }
          delete headers['content-length']
          outgoing.writeHead(answer.statusCode ?? 502, headers)
          outgoing.write(html.slice(0, split))
          await pause()
          outgoing.end(html.slice(split))
        })
      },
    )
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Whether the document was split. */
    split: () => found,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Some thirty characters into the consent banner's text (the page is ASCII up to there). */
function insideBannerText(html: string): number {
  const banner = html.indexOf('data-consent-banner=""')
  const text = html.indexOf('-text">', banner)
  return banner < 0 || text < 0 ? -1 : text + 40
}

/** Right after the header's login link, before the cart link and the menu button. */
function insideHeaderLinks(html: string): number {
  const login = html.indexOf('data-testid="account-link"')
  const end = html.indexOf('</a>', login)
  return login < 0 || end < 0 ? -1 : end + '</a>'.length
}

/** Notes, at the page's first frame, whether the header was whole then (decision 0032). */
async function recordFirstFrame(page: Page, onFrame: () => void) {
  await page.exposeFunction('__firstFrameSeen', onFrame)
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const scope = window as unknown as {
        __firstFrame: { headerWhole: boolean }
        __firstFrameSeen: () => void
      }
      scope.__firstFrame = { headerWhole: document.getElementById('main') !== null }
      scope.__firstFrameSeen()
    })
  })
}

test.describe('phone, German, a page arriving slowly', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the first frame comes with the whole header: its links never move', async ({
    page,
    baseURL,
  }) => {
    // The rest of the page follows the first frame, or a second when no frame comes before
    // it: a browser that paints what it has would paint the header's first link alone.
    let frameSeen: () => void = () => {}
    const frame = new Promise<void>((resolve) => (frameSeen = resolve))
    const proxy = await slowPageProxy(baseURL!, '/', insideHeaderLinks, () =>
      Promise.race([frame, new Promise<void>((resolve) => setTimeout(resolve, 1_000))]),
    )
    try {
      await recordLayoutShifts(page)
      await recordFirstFrame(page, () => frameSeen())
      await page.goto(`${proxy.url}/`, { waitUntil: 'commit' })
      await page.waitForLoadState('load')
      expect(proxy.split()).toBe(true)
      expect(
        await page.evaluate(
          () => (window as unknown as { __firstFrame?: { headerWhole: boolean } }).__firstFrame,
        ),
      ).toEqual({ headerWhole: true })
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await appReady(page)
      expect(
        await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
      ).toBe(0)
    } finally {
      await page.goto('about:blank')
      await proxy.close()
    }
  })

  test('half a banner is never painted: it appears whole, and nothing moves', async ({
    page,
    baseURL,
  }) => {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const proxy = await slowPageProxy(baseURL!, '/', insideBannerText, () => released)
    try {
      await recordLayoutShifts(page)
      await page.goto(`${proxy.url}/`, { waitUntil: 'commit' })
      // The first part is in: the banner's start has been parsed. Chromium paints nothing
      // yet (the header after the banner is not whole, the test above); a browser that
      // paints what it has would not show the banner's half either: it is hidden.
      await page.locator('[data-consent-banner] [id$="-title"]').waitFor({ state: 'attached' })
      expect(proxy.split()).toBe(true)
      expect(
        await page.evaluate(
          () => getComputedStyle(document.querySelector('[data-consent-banner]')!).visibility,
        ),
      ).toBe('hidden')
      release()
      await page.waitForLoadState('load')
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible()
      await appReady(page)
      expect(
        await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
      ).toBe(0)
    } finally {
      release()
      await page.goto('about:blank')
      await proxy.close()
    }
  })
})

test.describe('desktop, English', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a click on the banner before its code arrived is carried out once it has', async ({
    page,
  }) => {
    // Holds every script the HTML does not name (the banner's code among them) until released.
    // The names are read from the document on its way to the browser, so they are known before
    // the page can ask for anything (the banner's code is asked for once the page is idle after
    // `load`, which came before `goto` returned on a CI run, and then went through unheld).
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let named: Set<string> | null = null
    const held: string[] = []
    await page.route('**/en', async (route: Route) => {
      const response = await route.fetch()
      const html = await response.text()
      named = new Set(
        Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (match) =>
          new URL(match[1]!.replaceAll('&amp;', '&'), route.request().url()).toString(),
        ),
      )
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, body: html, headers })
    })
    await page.route('**/_next/static/chunks/**', async (route: Route) => {
      const url = route.request().url()
      if (named !== null && !named.has(url)) {
        held.push(url)
        await released
      }
      await route.continue()
    })
    await page.goto('/en')
    expect(named).not.toBeNull()
    await page.waitForFunction(
      () => (window as { next?: { router?: unknown } }).next?.router !== undefined,
    )
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()

    await page.getByRole('button', { name: 'Accept all' }).click()
    // The click asked for the code; it is held, so the banner is still the server's.
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await expect(banner).toBeVisible()
    // Accepting reloads the page under a policy that allows the tag manager (consent.spec.ts);
    // the test ends once that page is in, not while its document is still in the route above.
    const reloaded = page.waitForEvent('load')
    release()
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'consent')?.value)
      .toMatch(/^v1\.s1\.m1\.\d+$/)
    await reloaded
  })
})
