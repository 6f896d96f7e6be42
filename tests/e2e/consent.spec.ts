import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady, roundTrip } from './waits'

// A first visit: no consent cookie yet.
test.use({ storageState: { cookies: [], origins: [] } })

const trackerHosts = /googletagmanager\.com|mczbf\.com/

/** Stands in for the unreachable third parties and counts what reaches them. */
async function watchTrackers(page: Page) {
  const requests: string[] = []
  await page.route(trackerHosts, async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' })
  })
  return requests
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name)
}

/**
 * The page's scripts have read the consent and done what it allows: the scripts ran, and a
 * request the page sent afterwards came back — a tracker injected before would have been
 * requested (and counted by watchTrackers) first.
 */
async function settle(page: Page) {
  await appReady(page)
  await roundTrip(page)
}

test('before any choice, nothing that tracks loads and no tracking cookie is set', async ({
  page,
  context,
}) => {
  const requests = await watchTrackers(page)
  await page.goto('/?cjevent=click-1')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await settle(page)
  expect(requests).toEqual([])
  expect(await cookie(context, 'cje')).toBeUndefined()
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
})

test("the banner is a named dialog, and the page's outline still starts with its h1", async ({
  page,
}) => {
  for (const [path, name] of [
    ['/', 'Ihre Privatsphäre'],
    ['/en', 'Your privacy'],
  ] as const) {
    await page.goto(path)
    // First in the markup (decision 0032), named by its title for screen readers.
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    // Every heading the document holds, visible or not (as the sitemap test reads them): the
    // page's h1 comes first, on a first visit as on a returning one (the gate hides the
    // server's banner until the consent is read, then it leaves the page).
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName),
    )
    expect(levels[0], path).toBe('H1')
    // The server's markup, the same for every visitor (a returning one's banner is hidden, but
    // there until the page's scripts remove it): its first heading is the h1 too.
    const html = await (await page.request.get(path)).text()
    expect(/<h[1-6][\s>]/.exec(html)?.[0], path).toMatch(/^<h1/)
  }
})

test('refusing keeps it that way, and the choice is remembered', async ({ page, context }) => {
  const requests = await watchTrackers(page)
  await page.goto('/?cjevent=click-2')
  await page.getByRole('button', { name: 'Nur notwendige' }).click()
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  await page.reload()
  await settle(page)
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  expect(requests).toEqual([])
  expect(await cookie(context, 'cje')).toBeUndefined()
  expect((await cookie(context, 'consent'))?.value).toMatch(/^v1\.s0\.m0\.\d+$/)
})

test('accepting loads the tag manager and the tracker, and keeps the click id (last click wins)', async ({
  page,
  context,
}) => {
  const requests = await watchTrackers(page)
  await page.goto('/?cjevent=click-3')
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect.poll(() => requests.length).toBe(2)
  expect(requests.some((url) => url.includes('/gtm.js?id=GTM-SCHAUF1'))).toBe(true)
  expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true)
  const cje = await cookie(context, 'cje')
  expect(cje).toMatchObject({ value: 'click-3', path: '/', sameSite: 'Lax' })
  // 13 months, give or take the test's own duration.
  expect(cje!.expires * 1000 - Date.now()).toBeGreaterThan(395 * 24 * 3600 * 1000)

  await page.goto('/windows?cjevent=click-4')
  await expect.poll(async () => (await cookie(context, 'cje'))?.value).toBe('click-4')
})

test('the footer reopens the settings; withdrawing marketing removes the click id', async ({
  page,
  context,
}) => {
  await watchTrackers(page)
  await page.goto('/en?cjevent=click-5')
  // The page loads again under a policy that allows what was accepted (issue 18.12).
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await reloaded
  await expect.poll(async () => (await cookie(context, 'cje'))?.value).toBe('click-5')
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  await banner.getByRole('checkbox', { name: 'Marketing' }).uncheck()
  await banner.getByRole('button', { name: 'Save my choice' }).click()
  await expect.poll(async () => await cookie(context, 'cje')).toBeUndefined()
  expect((await cookie(context, 'consent'))?.value).toMatch(/^v1\.s1\.m0\.\d+$/)
})

test.describe('with Do-Not-Track or Global Privacy Control', () => {
  for (const [signal, script] of [
    [
      'Do-Not-Track',
      `Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })`,
    ],
    [
      'Global Privacy Control',
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
    ],
  ] as const) {
    test(`${signal} counts as a refusal, even after "accept all"`, async ({ page, context }) => {
      await page.addInitScript(script)
      const requests = await watchTrackers(page)
      await page.goto('/?cjevent=click-6')
      await expect(page.getByTestId('consent-banner')).toContainText('Do Not Track')
      await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
      await expect(page.getByTestId('consent-banner')).toBeHidden()
      await expect.poll(async () => (await cookie(context, 'consent'))?.value).toBeDefined()
      await settle(page)
      expect(requests).toEqual([])
      expect(await cookie(context, 'cje')).toBeUndefined()
    })
  }
})
