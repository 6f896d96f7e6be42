import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

async function settledScrollY(page: Page): Promise<number> {
  let previous = -1
  for (let i = 0; i < 40; i++) {
    const current = await page.evaluate(() => window.scrollY)
    if (current === previous) return current
    previous = current
    await page.waitForTimeout(100)
  }
  return previous
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
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await settledScrollY(page)).toBeGreaterThan(0)
    await page.locator('footer').getByRole('link', { name: 'Über uns' }).click()
    await expect(page).toHaveURL(/\/ueber-uns$/, { timeout: 15_000 })
    expect(await settledScrollY(page)).toBe(0)
  })
})

test('a failed chunk reloads the page once, never in a loop', async ({ page }) => {
  await page.goto('/ueber-uns')
  await page.waitForLoadState('networkidle')
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

  await mark()
  await failChunk()
  await page.waitForTimeout(1500)
  expect(await marked()).toBe(true)
})

test('the page shows when it is offline', async ({ page, context }) => {
  await page.goto('/')
  // Prefetches started while online finish first (the policy waits up to 2 s for idle).
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2500)
  const status = page.getByTestId('online-status')
  await expect(status).toHaveAttribute('data-online', 'true')
  await context.setOffline(true)
  await expect(status).toHaveAttribute('data-online', 'false')
  await expect(status).toContainText('Sie sind offline')
  await context.setOffline(false)
  await expect(status).toHaveAttribute('data-online', 'true')
})

test.describe('prefetch policy (spec §2)', () => {
  async function prefetchesOnHome(page: Page, network?: string): Promise<number> {
    if (network) await page.addInitScript(network)
    let prefetches = 0
    page.on('request', (request) => {
      if (/\/_next\/data\/|\/_next\/static\/chunks\/pages\/(?!_app|index)/.test(request.url()))
        prefetches += 1
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The policy waits for idle, at most 2 s.
    await page.waitForTimeout(3000)
    return prefetches
  }

  test('links are prefetched on a good connection', async ({ page }) => {
    expect(await prefetchesOnHome(page)).toBeGreaterThan(0)
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
      expect(await prefetchesOnHome(page, script)).toBe(0)
    })
  }
})

test('the loading bar shows for slow navigations only, after 200 ms', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.route('**/_next/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const bar = page.getByTestId('loading-bar')
  await page.locator('footer').getByRole('link', { name: 'Partner' }).click()
  await expect(bar).toBeVisible()
  await expect(page).toHaveURL(/\/partner$/)
  await expect(bar).toBeHidden()
})
