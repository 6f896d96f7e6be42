import { expect, test } from './fixtures'

// Seed names that exist only in one language tell the languages apart.
const germanName = 'Foto-Studio Pro'
const englishName = 'Photo Studio Pro'

test.describe('home page, server-rendered from PostgreSQL → hub → graph → web', () => {
  test('the German home page lists products with German names and prices', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programme für jeden Tag')
    const card = page
      .locator('#products')
      .getByTestId('product-card')
      .filter({ hasText: germanName })
    await expect(card).toBeVisible()
    await expect(card.getByTestId('price')).toHaveText('29,99\u00a0€')
    await expect(card).toContainText('inkl. MwSt.')
    await expect(page.getByText(englishName)).toHaveCount(0)
  })

  test('/de is the German home page too', async ({ page }) => {
    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(
      page.locator('#products').getByTestId('product-card').filter({ hasText: germanName }),
    ).toBeVisible()
  })

  test('the English home page lists products with English names and prices', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const card = page
      .locator('#products')
      .getByTestId('product-card')
      .filter({ hasText: englishName })
    await expect(card.getByTestId('price')).toHaveText('€29.99')
    await expect(card).toContainText('incl. VAT')
    await expect(page.getByText(germanName)).toHaveCount(0)
  })

  test('the language link leads to the English page, which hydrates without errors', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Sprache: English' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.locator('#products').getByTestId('product-card').filter({ hasText: englishName }),
    ).toBeVisible()
  })

  test('Impressum and Datenschutz are linked from the footer', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    )
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, lang, name] of [
    ['/', 'de', germanName],
    ['/en', 'en', englishName],
  ] as const) {
    test(`${path} already holds its data in the HTML`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(
        page.locator('#products').getByTestId('product-card').filter({ hasText: name }),
      ).toBeVisible()
    })
  }
})

test('the raw HTML of / and /en carries names, lang and formatted prices', async ({ request }) => {
  const german = await (await request.get('/')).text()
  expect(german).toContain('<html lang="de"')
  expect(german).toContain(germanName)
  expect(german).toContain('29,99\u00a0€')
  const english = await (await request.get('/en')).text()
  expect(english).toContain('<html lang="en"')
  expect(english).toContain(englishName)
  expect(english).toContain('€29.99')
})

test('the browser reaches the gateway same-origin at /graphql', async ({ request }) => {
  const response = await request.post('/graphql', {
    data: { query: 'query { products(locale: en, first: 1) { totalCount } }' },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: { products: { totalCount: number } } }
  expect(body.data.products.totalCount).toBeGreaterThanOrEqual(12)
  expect(response.headers()['x-request-id']).toMatch(/\S+/)
})

test.describe('unknown paths', () => {
  // The browser reports the 404 status of the document itself.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('answer 404 with the error texts in the page language', async ({ page }) => {
    const german = await page.goto('/gibt-es-nicht')
    expect(german?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ooops! Da ist etwas schiefgelaufen …',
    )
    const english = await page.goto('/en/does-not-exist')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ooops! Something went wrong...',
    )
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
})
