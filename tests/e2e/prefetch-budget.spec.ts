import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady, idleCallbacksRan, quiet, trackIdleCallbacks, watchRequests } from './waits'

// Issue 22: page data is fetched for the links a visitor is likely to follow (pointed at on
// a desktop, touched on a phone), not for every link that scrolls into view; a page does not
// ask for its own data again when it starts; a 404 page asks for no data file at all.

/** A Next.js page-data request or a page chunk: what a prefetch (or a navigation) loads. */
function isPageLoad(request: Request): boolean {
  return /\/_next\/data\/|\/_next\/static\/chunks\/pages\//.test(request.url())
}

function isPageData(request: Request): boolean {
  return request.url().includes('/_next/data/')
}

/** A request for the page data of the page at `href` (`/_next/data/<build>/<locale><href>.json?…`). */
function isPageDataOf(request: Request, href: string | null): boolean {
  return (
    href !== null &&
    isPageData(request) &&
    new URL(request.url()).pathname.replace(/^\/_next\/data\/[^/]+\/(de|en)/, '') ===
      `${href.replace(/^\/en(?=\/)/, '')}.json`
  )
}

/** Collects the page-data requests and page chunks the page makes from now on. */
function recordPageLoads(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isPageLoad(request)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

/** Opens a page and waits until its scripts ran and what they started has come back. */
async function openSettled(page: Page, path: string) {
  await trackIdleCallbacks(page)
  const loads = watchRequests(page, /\/_next\//)
  const response = await page.goto(path)
  await appReady(page)
  await idleCallbacksRan(page)
  await quiet(page, loads)
  return response
}

/** Two frames: whatever came into view has been reported to the page's observers. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * Scrolls to the bottom a viewport at a time, as a visitor flicking through would; after each
 * step the links that came into view have been seen and every idle callback has run (the
 * prefetch policy waits for idle), so a prefetch of a link in view would have gone out.
 */
async function scrollToBottom(page: Page): Promise<void> {
  const loads = watchRequests(page, /\/_next\//)
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY
      // Instantly: the page scrolls smoothly by default (globals.css).
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY !== before
    })
    await nextFrames(page)
    await idleCallbacksRan(page)
    if (!moved) break
  }
  await quiet(page, loads)
  await idleCallbacksRan(page)
  await quiet(page, loads)
}

test.describe('prefetch within a budget (issue 22, spec §2)', () => {
  test('desktop: scrolling the home page prefetches nothing; pointing at a product does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSettled(page, '/')
    const loads = recordPageLoads(page)
    await scrollToBottom(page)
    expect(loads, 'page data or page chunks fetched while scrolling').toEqual([])

    const link = page.locator('#products').getByTestId('product-card').first().getByRole('link')
    const href = await link.first().getAttribute('href')
    expect(href).toBeTruthy()
    const prefetch = page.waitForRequest((request) => isPageDataOf(request, href))
    await link.first().hover()
    await prefetch
  })

  test('pointing at many products prefetches a few of them, each once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSettled(page, '/windows')
    const data: string[] = []
    page.on('request', (request) => {
      if (isPageData(request)) data.push(new URL(request.url()).pathname)
    })
    const links = page.getByTestId('product-card').getByRole('link')
    const count = Math.min(await links.count(), 12)
    expect(count).toBeGreaterThan(6)
    const prefetches = watchRequests(page, /\/_next\/data\//)
    const hoverAll = async () => {
      for (let index = 0; index < count; index += 1) await links.nth(index).hover()
      await idleCallbacksRan(page)
      await quiet(page, prefetches)
    }
    await hoverAll()
    const pages = new Set(data)
    expect(pages.size).toBeGreaterThan(0)
    expect(pages.size).toBeLessThanOrEqual(6)
    // Pointing at them all again fetches nothing more: each page once per page view.
    const before = data.length
    await hoverAll()
    expect(data.length).toBe(before)
  })

  test.describe('phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
    // The home page is long on a phone: every step waits for the page's idle callbacks.
    test.setTimeout(180_000)

    for (const path of ['/', '/en']) {
      test(`${path}: scrolling prefetches nothing; touching a product link prefetches it`, async ({
        page,
      }) => {
        await openSettled(page, path)
        const loads = recordPageLoads(page)
        await scrollToBottom(page)
        expect(loads, 'page data or page chunks fetched while scrolling').toEqual([])

        const link = page
          .locator('#products')
          .getByTestId('product-card')
          .first()
          .getByRole('link')
          .first()
        const href = await link.getAttribute('href')
        const prefetch = page.waitForRequest((request) => isPageDataOf(request, href))
        await link.dispatchEvent('touchstart')
        await prefetch
      })
    }
  })
})

test.describe('no request for data the page already has (issue 22)', () => {
  for (const path of ['/', '/ueber-uns', '/en/about-us', '/windows', '/en/press']) {
    test(`${path} does not navigate to itself when it starts`, async ({ page }) => {
      const data: string[] = []
      page.on('request', (request) => {
        if (isPageData(request)) data.push(new URL(request.url()).pathname)
      })
      await openSettled(page, path)
      expect(data).toEqual([])
    })
  }

  test('a 404 page asks for no data file', async ({ page }) => {
    test.info().annotations.push({
      type: 'expected-console-error',
      description: 'status of 404',
    })
    const data: string[] = []
    page.on('request', (request) => {
      if (isPageData(request)) data.push(new URL(request.url()).pathname)
    })
    const response = await openSettled(page, '/gibt-es-nicht-22')
    expect(response?.status()).toBe(404)
    expect(data).toEqual([])
  })
})

test.describe('newsletter form loads its validation on first use (issue 22)', () => {
  test('what was typed before it loaded is kept and checked', async ({ page }) => {
    await page.goto('/en')
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' })
    const email = box.getByRole('textbox', { name: /email/i })
    await email.fill('not-an-address')
    await box.getByRole('button').click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('not-an-address')
  })
})
