import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  appReady,
  idleCallbacksRan,
  quiet,
  roundTrip,
  trackIdleCallbacks,
  watchRequests,
} from './waits'

/** Requests of a link prefetch: a page's data or its code (not the home page's own). */
const prefetchRequest = /\/_next\/data\/|\/_next\/static\/chunks\/pages\/(?!_app|index)/

/**
 * The scroll position once scrolling has stopped: the same for ten animation frames in a row
 * (the page's smooth scrolling moves it every frame until it arrives).
 */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let previous = -1
        let unchanged = 0
        const frame = () => {
          const current = window.scrollY
          unchanged = current === previous ? unchanged + 1 : 0
          previous = current
          if (unchanged >= 10) resolve(current)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

test.describe('scrolling (spec §2)', () => {
  test('a hash link scrolls to its target just below the sticky header', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Zu den Programmen' }).click()
    await expect(page).toHaveURL(/#products$/)
    await settledScrollY(page)
    const { targetTop, navHeight } = await page.evaluate(() => ({
      targetTop: document.getElementById('products')!.getBoundingClientRect().top,
      navHeight: document.getElementById('nav-bar')!.getBoundingClientRect().height,
    }))
    expect(navHeight).toBeGreaterThan(0)
    expect(Math.abs(targetTop - navHeight)).toBeLessThanOrEqual(2)
  })

  test('any other navigation ends at the top', async ({ page }) => {
    await page.goto('/')
    await appReady(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await settledScrollY(page)).toBeGreaterThan(0)
    await page.locator('footer').getByRole('link', { name: 'Über uns' }).click()
    await expect(page).toHaveURL(/\/ueber-uns$/, { timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await settledScrollY(page)).toBe(0)
  })
})

test('a failed chunk reloads the page once, never in a loop', async ({ page }) => {
  await page.goto('/ueber-uns')
  await appReady(page)
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    })
  const mark = () => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1)

  await mark()
  await Promise.all([page.waitForEvent('load'), failChunk()])
  expect(await marked()).toBe(false)

  // A reload would start with the error: a request the page sends after it gets its answer
  // only if the document was not replaced, and no navigation may have started before that.
  await appReady(page)
  await mark()
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url())
  })
  await failChunk()
  await roundTrip(page)
  expect(navigations).toEqual([])
  expect(await marked()).toBe(true)
})

test('the page shows when it is offline', async ({ page, context }) => {
  const prefetches = watchRequests(page, prefetchRequest)
  await trackIdleCallbacks(page)
  await page.goto('/')
  // Prefetches started while online finish first (the policy waits for idle, at most 2 s).
  await appReady(page)
  await idleCallbacksRan(page)
  await quiet(page, prefetches)
  await idleCallbacksRan(page)
  const status = page.getByTestId('online-status')
  await expect(status).toHaveAttribute('data-online', 'true')
  await context.setOffline(true)
  await expect(status).toHaveAttribute('data-online', 'false')
  await expect(status).toContainText('Sie sind offline')
  await context.setOffline(false)
  await expect(status).toHaveAttribute('data-online', 'true')
})

test.describe('prefetch policy (spec §2)', () => {
  /**
   * Opens the home page and points at a link, so the router is asked to prefetch; returns
   * a count of the prefetch requests that went out, once every idle callback the page asked
   * for (the policy waits for idle, at most 2 s) has run and a later request came back.
   */
  async function prefetchesOnHome(page: Page, network?: string): Promise<() => number> {
    if (network) await page.addInitScript(network)
    await trackIdleCallbacks(page)
    const prefetches = watchRequests(page, prefetchRequest)
    await page.goto('/')
    await appReady(page)
    await page.locator('footer').getByRole('link', { name: 'Über uns' }).hover()
    await idleCallbacksRan(page)
    await quiet(page, prefetches)
    await idleCallbacksRan(page)
    return prefetches.sent
  }

  test('links are prefetched on a good connection', async ({ page }) => {
    const prefetches = await prefetchesOnHome(page)
    await expect.poll(prefetches).toBeGreaterThan(0)
  })

  for (const [name, script] of [
    ['offline', `Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })`],
    [
      '2g',
      `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '2g' }) })`,
    ],
    [
      'data saver',
      `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) })`,
    ],
  ] as const) {
    test(`nothing is prefetched ${name === 'offline' ? 'when offline' : `on ${name}`}`, async ({
      page,
    }) => {
      expect((await prefetchesOnHome(page, script))()).toBe(0)
    })
  }
})

test('the loading bar shows for slow navigations only, after 200 ms', async ({ page }) => {
  await page.goto('/')
  await appReady(page)
  // A slow navigation: the page's data is held back until the bar has shown.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/data/**', async (route) => {
    await released
    await route.continue()
  })
  const bar = page.getByTestId('loading-bar')
  await page.locator('footer').getByRole('link', { name: 'Partner' }).click()
  await expect(bar).toBeVisible()
  release()
  await expect(page).toHaveURL(/\/partner$/)
  await expect(bar).toBeHidden()
})
