import type { BrowserContext, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady } from './waits'

// Decision 0034: a catalog page's scripts wait for its first frame (their tags inert in a
// <template>, inserted by an inline loader), and a click on a button before they have run is
// held and done once React listens. Pages of forms load their scripts as Next does.

const TEMPLATE = /<template id="sf-held-scripts">([\s\S]*?)<\/template>/

/** The `src` of every non-polyfill script tag of an HTML text. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((match) => !/noModule/i.test(match[0]))
    .map((match) => match[1]!)
}

for (const path of ['/', '/en', '/windows/grafik/foto-studio-pro', '/en/imprint']) {
  test(`${path} holds Next's scripts in the template, and runs them`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    const held = TEMPLATE.exec(html)?.[1] ?? ''
    const outside = scriptSources(html.replace(TEMPLATE, ''))
    expect(outside).toEqual([])
    const inside = scriptSources(held)
    expect(inside.some((src) => /\/framework-[\w-]+\.js$/.test(src))).toBe(true)
    expect(inside.some((src) => /\/pages\/_app-[\w-]+\.js$/.test(src))).toBe(true)
    await page.goto(path)
    await appReady(page)
  })
}

test('a page of forms loads its scripts as Next writes them', async ({ request }) => {
  const html = await (await request.get('/warenkorb')).text()
  expect(html).not.toContain('sf-held-scripts')
  expect(scriptSources(html).some((src) => /\/pages\/_app-[\w-]+\.js$/.test(src))).toBe(true)
})

/** A visitor who refused everything before: no banner until the footer asks for it. */
async function decided(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'consent',
      value: 'v1.s0.m0.1790000000',
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
    },
  ])
}

test.describe('a returning visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('a click on a button before the scripts ran is done once they have', async ({
    page,
    context,
  }) => {
    await decided(context)
    // The app's chunk waits until the test has clicked.
    let release!: () => void
    const clicked = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/pages\/_app-[\w-]+\.js$/, async (route: Route) => {
      await clicked
      await route.continue()
    })
    await page.goto('/en/windows', { waitUntil: 'domcontentloaded' })
    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
    await settings.click()
    // Next's router is made when the app's chunk has run: nothing listened to that click.
    expect(
      await page.evaluate(() => (window as { next?: { router?: unknown } }).next?.router),
    ).toBeUndefined()
    release()
    const banner = page.getByTestId('consent-banner')
    await expect(banner.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    await expect(banner.getByRole('button', { name: 'Save my choice' })).toBeVisible()
  })

  test('a link followed before the scripts ran is a page load that works', async ({
    page,
    context,
  }) => {
    await decided(context)
    await page.route(/\/_next\/static\/chunks\/pages\/_app-[\w-]+\.js$/, async (route) => {
      // Never answered on the first page: the link must work without the page's code.
      if (new URL(route.request().frame().url()).pathname === '/en') return
      await route.continue()
    })
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    await page.locator('footer').getByRole('link', { name: 'Imprint' }).click()
    await expect(page).toHaveURL(/\/en\/imprint$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await appReady(page)
  })
})
