import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 24: a catalog that reads like a real publisher's — every product its own icon,
// screenshots in the page's language, its own facts, editions and reviews.

interface CatalogProduct {
  id: string
  name: string
  icon: { url: string }
  paths: { de: string; en: string }
}

async function allProducts(request: APIRequestContext): Promise<CatalogProduct[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ products(locale: de, first: 100) { edges { node { id name icon { url } paths { de en } } } } }`,
    },
  })
  const body = (await response.json()) as {
    data: { products: { edges: { node: CatalogProduct }[] } }
  }
  return body.data.products.edges.map((edge) => edge.node)
}

const PHOTO = { de: '/windows/grafik/foto-studio-pro', en: '/en/windows/graphics/photo-studio-pro' }
// Bürosuite: a yearly or monthly subscription and a Plus edition besides the full version.
const OFFICE = '/windows/buero/buero-suite'

test('every product has an icon of its own: no two icons are the same picture', async ({
  page,
}) => {
  const products = await allProducts(page.request)
  expect(products.length).toBeGreaterThanOrEqual(40)
  const seen = new Map<string, string>()
  for (const product of products) {
    const response = await page.request.get(product.icon.url)
    expect(response.ok(), product.icon.url).toBe(true)
    const digest = createHash('sha256')
      .update(await response.body())
      .digest('hex')
    expect(seen.get(digest), `${product.name} has the icon of ${seen.get(digest)}`).toBeUndefined()
    seen.set(digest, product.name)
  }
  // And they stay apart where it matters most, at 32 px: the drawn pixels differ too.
  await page.setViewportSize({ width: 1280, height: 900 })
  const origin = test.info().project.use.baseURL!
  await page.setContent(
    `<body style="margin:0;display:flex;flex-wrap:wrap">${products
      .map(
        (product) =>
          `<img src="${new URL(product.icon.url, origin).href}" width="32" height="32" alt="">`,
      )
      .join('')}</body>`,
  )
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))),
  )
  const pixels = new Set<string>()
  for (const image of await page.locator('img').all()) {
    pixels.add(
      createHash('sha256')
        .update(await image.screenshot())
        .digest('hex'),
    )
  }
  expect(pixels.size).toBe(products.length)
})

test('German at 390 px: facts, editions at the cart’s prices, German screenshots', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(PHOTO.de)
  const facts = page.getByTestId('product-facts')
  await expect(facts).toContainText('Aktuelle Version')
  await expect(facts.getByTestId('requirements')).toHaveCount(2)
  await expect(facts.locator('[data-platform="WINDOWS"]')).toContainText('Arbeitsspeicher')
  await expect(facts.getByTestId('changelog')).toContainText(/Version \d+\.\d+/)
  await expect(facts).toContainText(/Für \d+ Geräte? je Lizenz|Auf beliebig vielen Geräten/)
  // The screenshots show the German interface, offered as WebP in the widths a phone needs.
  const slide = page.locator('#gallery img').first()
  await expect(slide).toHaveAttribute('src', /-de\.svg$/)
  await expect(slide).toHaveAttribute('srcset', /-480w\.webp 480w/)

  // The comparison's Plus price is what the cart charges for the Plus edition.
  const plus = page.locator('[data-edition="PLUS"]')
  const plusPrice = (await plus.getByTestId('price').textContent())?.trim()
  expect(plusPrice).toMatch(/^\d+,\d{2}\s€$/)
  await plus.getByRole('button', { name: 'Plus-Edition kaufen' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByTestId('cart-total')).toHaveText(plusPrice!)
})

test('English at 1280 px: facts, screenshots and reviews in English, their own per product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(PHOTO.en)
  await expect(page.getByTestId('product-facts')).toContainText('System requirements')
  await expect(page.locator('#gallery img').first()).toHaveAttribute('src', /-en\.svg$/)
  const photoReviews = await page.getByTestId('product-review').locator('h3').allTextContents()
  expect(photoReviews.length).toBeGreaterThanOrEqual(3)
  await page.goto('/en/windows/office/office-suite')
  const officeReviews = await page.getByTestId('product-review').locator('h3').allTextContents()
  expect(officeReviews.length).toBeGreaterThanOrEqual(3)
  expect(officeReviews.filter((title) => photoReviews.includes(title))).toEqual([])
})

test('a subscription bought from the comparison is one in the cart', async ({ page }) => {
  await page.goto(OFFICE)
  const subscription = page.locator('[data-edition="SUBSCRIPTION"]')
  await expect(subscription).toContainText('pro Jahr')
  const yearly = (await subscription.getByTestId('price').first().textContent())?.trim()
  await subscription.getByRole('button', { name: 'Im Abonnement kaufen' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByRole('radio', { name: /Im Abonnement, Laufzeit 1 Jahr/ })).toBeChecked()
  await expect(page.getByTestId('cart-total')).toHaveText(yearly!)
})

test('an offer says until when it runs, on the page and in its structured data', async ({
  page,
}) => {
  await page.goto(PHOTO.de)
  const main = page.locator('main')
  await expect(main.getByTestId('strike-price').first()).toBeVisible()
  await expect(main.getByTestId('offer-ends')).toHaveText(
    /^Angebotspreis bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} (MEZ|MESZ), danach gilt wieder der reguläre Preis\.$/,
  )
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string | string[] })
    .find((data) => [data['@type']].flat().includes('Product')) as unknown as {
    offers: { priceValidUntil?: string }
  }
  expect(product.offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  await page.goto(PHOTO.en)
  await expect(page.locator('main').getByTestId('offer-ends')).toContainText('Offer price until')
  // A program on no offer shows no end of one.
  await page.goto(OFFICE)
  await expect(page.locator('main').getByTestId('offer-ends')).toHaveCount(0)
})
