import type { Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady, idleCallbacksRan, quiet, trackIdleCallbacks, watchRequests } from './waits'

// Issue 22 (decision 0020): catalog pages render from their props. Until they are interactive
// they load no Apollo Client and no GraphQL documents; "add to cart" loads them on the click,
// and the cart opens with the mutation's answer.

// Strings that survive minification. Apollo Client: its devtools hook (ApolloClient's
// constructor) and the address of its error messages (its invariant). The generated GraphQL
// documents (and graphql-js): the AST node kind every operation has.
const APOLLO = /apollo\.devtools|__APOLLO_CLIENT__|go\.apollo\.dev/
const DOCUMENTS = /OperationDefinition/

const PRODUCT = '/windows/grafik/foto-studio-pro'

interface Script {
  url: string
  body: string
}

/** Collects every script the page loads from now on, with its text. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    void response.text().then(
      (body) => scripts.push({ url: new URL(response.url()).pathname, body }),
      () => undefined,
    )
  })
  return scripts
}

/** Opens a page and waits until it is interactive and what its scripts started came back. */
async function openInteractive(page: Page, path: string): Promise<Script[]> {
  await trackIdleCallbacks(page)
  const scripts = recordScripts(page)
  const loads = watchRequests(page, /\/_next\//)
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await appReady(page)
  await idleCallbacksRan(page)
  await quiet(page, loads)
  return scripts
}

const carrying = (scripts: Script[], marker: RegExp) =>
  scripts.filter((script) => marker.test(script.body)).map((script) => script.url)

for (const width of [390, 1280]) {
  test.describe(`catalog pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of [
      '/',
      '/en',
      '/windows',
      '/en/mobile',
      '/windows/grafik',
      PRODUCT,
      '/en/windows/graphics/photo-studio-pro',
      '/presse',
      '/en/about-us',
      '/suche?q=foto',
    ]) {
      test(`${path} loads no Apollo Client and no GraphQL documents`, async ({ page }) => {
        const scripts = await openInteractive(page, path)
        // The page did load its scripts (React, the page's chunk): the check below has content.
        expect(scripts.length).toBeGreaterThan(3)
        expect(carrying(scripts, APOLLO)).toEqual([])
        expect(carrying(scripts, DOCUMENTS)).toEqual([])
      })
    }
  })
}

test('add to cart loads Apollo on the click, and the cart opens with its answer', async ({
  page,
}) => {
  const scripts = await openInteractive(page, PRODUCT)
  expect(carrying(scripts, APOLLO)).toEqual([])
  const operations: string[] = []
  const gateway = watchRequests(page, /\/graphql/)
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql')) return
    const fromUrl = new URL(request.url()).searchParams.get('operationName')
    const body = request.postData()
    const fromBody = body ? (JSON.parse(body) as { operationName?: string }).operationName : null
    operations.push(fromUrl ?? fromBody ?? '?')
  })
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await expect(page.getByTestId('cart-item')).toContainText('Foto-Studio Pro')
  await expect(page.getByRole('link', { name: /^Warenkorb\s?, 1 Artikel$/ })).toBeVisible()
  // The click brought Apollo and the cart's operations...
  expect(carrying(scripts, APOLLO).length).toBeGreaterThan(0)
  expect(carrying(scripts, DOCUMENTS).length).toBeGreaterThan(0)
  // ...and the cart page asked the gateway for nothing more: it shows the mutation's cart.
  await quiet(page, gateway)
  expect(operations).toContain('AddToCart')
  expect(operations).not.toContain('CurrentCart')
})

test.describe('platform filters', () => {
  test('an address with filters is rendered with their programs; nothing moves after', async ({
    page,
  }) => {
    // In the server's HTML already: no request after the page, no shift.
    const html = await (await page.request.get('/windows?category=grafik&sort=price')).text()
    expect(html).toContain('Foto-Studio Pro')
    expect(html).not.toContain('Bürosuite 2025')
    const gateway: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') gateway.push(request.url())
    })
    await page.goto('/windows?category=grafik&sort=price')
    await expect(page.getByLabel('Kategorie')).toHaveValue('grafik')
    await expect(page.getByLabel('Sortierung')).toHaveValue('PRICE')
    const cards = page.getByTestId('product-card')
    await expect(cards.filter({ hasText: 'Foto-Studio Pro' })).toBeVisible()
    await expect(cards.filter({ hasText: 'Bürosuite' })).toHaveCount(0)
    await appReady(page)
    expect(gateway).toEqual([])
    // Its address stays the platform page's: canonical and language versions name /windows.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/[^/]+\/windows$/,
    )
  })

  test('without JavaScript the filter form still filters', async ({ browser }) => {
    const baseURL = test.info().project.use.baseURL
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/windows')
    const cards = page.getByTestId('product-card')
    await expect(cards.filter({ hasText: 'Office Suite 2025' })).toBeVisible()
    await page.getByLabel('Category').selectOption('graphics')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\/en\/windows\?.*category=graphics/)
    await expect(cards.filter({ hasText: 'Photo Studio Pro' })).toBeVisible()
    await expect(cards.filter({ hasText: 'Office Suite 2025' })).toHaveCount(0)
    await expect(page.getByLabel('Category')).toHaveValue('graphics')
    await context.close()
  })
})
