import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { addProductToCart, fillCheckout, PRODUCT, payOnHostedPage } from './shop'

// Issue 19, points 13, 14 (the header) and 15: the shopper's currency applies to every price
// of every page until changed, chosen in the header (with and without JavaScript); the
// language switch keeps the page's subject (query, order) and never leads to a /de/…
// duplicate; the header stays one row on a 360 px phone and its menu's search is a field.

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 360, height: 740 }

/** Every visible catalog price of `scope` is in pounds (German: `26,99 £`; English `£26.99`). */
async function expectPounds(scope: Locator) {
  const prices = scope.getByTestId('price')
  await expect(prices.first()).toBeVisible()
  for (const text of await prices.allTextContents()) {
    if (/^(Kostenlos|Free)$/.test(text)) continue
    expect(text).toMatch(/£/)
    expect(text).not.toMatch(/€/)
  }
}

async function chooseInHeader(page: Page, name: RegExp) {
  await page.locator('#nav-bar').getByRole('button', { name }).click()
}

test.describe('the shopper’s currency (point 13)', () => {
  test.use({ viewport: DESKTOP })

  test('£ chosen in the header: home, listing, product, related, search and cart in pounds, across navigation and reload; back to €', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(
      page.locator('#products').getByTestId('price').filter({ hasText: '€' }).first(),
    ).toBeVisible()
    await chooseInHeader(page, /Britisches Pfund/)
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'GBP')
    await expect(
      page.locator('#nav-bar').getByRole('button', { name: /Britisches Pfund/ }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect((await context.cookies()).find((cookie) => cookie.name === 'sf_currency')).toMatchObject(
      { value: 'GBP', sameSite: 'Lax', path: '/' },
    )
    await expectPounds(page.locator('#products'))

    // A listing, reached by a client-side navigation.
    await page.locator('#nav-bar').getByRole('link', { name: 'Windows', exact: true }).click()
    await expect(page).toHaveURL(/\/windows$/)
    await expectPounds(page.getByTestId('product-card').first())
    await expectPounds(page.locator('main'))

    // A product page and its related programs, loaded afresh: the server marks the page.
    const answer = await page.goto(PRODUCT)
    expect(await answer!.text()).toContain('data-currency="GBP"')
    await expectPounds(page.locator('main'))
    await expectPounds(page.locator('#more-programs'))
    await page.reload()
    await expectPounds(page.locator('main'))

    // The cart is made in pounds, at the amounts the catalog showed.
    await page.goto(PRODUCT)
    // The amount the page shows once it knows the currency (before that, every currency is in
    // the markup and CSS shows the chosen one; the test ids mark the one shown).
    const price = page.locator('main').getByTestId('price').first()
    await expect(price).toContainText('£')
    const shown = await price.textContent()
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click()
    await expect(page).toHaveURL(/\/warenkorb$/)
    await expect(page.getByLabel('Währung')).toHaveValue('GBP')
    await expect(page.getByTestId('cart-item').getByTestId('price')).toHaveText(shown!)
    await expect(page.getByTestId('cart-total')).toContainText('£')

    // Back to euro in the header: the cart follows, and so does every page.
    await chooseInHeader(page, /Euro/)
    await expect(page.getByLabel('Währung')).toHaveValue('EUR')
    await expect(page.getByTestId('cart-total')).toContainText('€')
    await page.goto('/windows')
    await expect(page.getByTestId('product-card').first().getByTestId('price')).toHaveText(/€/)
  })

  test('search results in the chosen currency', async ({ page }) => {
    await page.goto('/')
    await chooseInHeader(page, /Britisches Pfund/)
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'GBP')
    await page.goto('/suche?q=foto')
    await expectPounds(page.locator('main'))
  })

  test('the premium support offer in the chosen currency, charged so in the cart', async ({
    page,
  }) => {
    await page.goto('/ticket/abgeschickt')
    await chooseInHeader(page, /Britisches Pfund/)
    const offer = page.getByTestId('premium-price')
    await expect(offer).toContainText('£')
    await expect(offer).not.toContainText('€')
    const shown = /[\d.,]+/.exec((await offer.textContent()) ?? '')![0]
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/warenkorb$/)
    await expect(page.getByTestId('cart-total')).toContainText(`${shown} £`)
  })

  test('the cart’s own currency select becomes the shopper’s choice for the catalog', async ({
    page,
  }) => {
    await addProductToCart(page)
    await page.getByLabel('Währung').selectOption('CHF')
    await expect(page.getByTestId('cart-total')).toContainText('CHF')
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'CHF')
    await page.goto('/windows')
    await expect(page.getByTestId('product-card').first().getByTestId('price')).toHaveText(/CHF/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the header’s chooser posts the choice and leads back to the page, now in dollars', async ({
      page,
    }) => {
      await page.goto('/windows')
      const firstCard = page.getByTestId('product-card').first()
      await expect(firstCard.locator('[data-price-currency="EUR"]')).toBeVisible()
      await expect(firstCard.locator('[data-price-currency="USD"]')).toBeHidden()

      await chooseInHeader(page, /US-Dollar/)
      await expect(page).toHaveURL(/\/windows$/)
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD')
      await expect(firstCard.locator('[data-price-currency="USD"]')).toBeVisible()
      await expect(firstCard.locator('[data-price-currency="USD"]')).toContainText('$')
      await expect(firstCard.locator('[data-price-currency="EUR"]')).toBeHidden()
      // The chosen button shows as chosen before any script.
      const dollar = page.locator('#nav-bar [data-currency-option="USD"]')
      const euro = page.locator('#nav-bar [data-currency-option="EUR"]')
      expect(await dollar.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
        await euro.evaluate((node) => getComputedStyle(node).backgroundColor),
      )
    })

    test('search results, rendered on the server, show the chosen currency before any script', async ({
      page,
      context,
    }) => {
      await context.addCookies([
        { name: 'sf_currency', value: 'CHF', domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
      ])
      await page.goto('/suche?q=foto')
      const card = page.getByTestId('product-card').first()
      await expect(card.locator('[data-price-currency="CHF"]')).toBeVisible()
      await expect(card.locator('[data-price-currency="EUR"]')).toBeHidden()
    })
  })
})

test.describe('the language switch keeps the page’s subject (point 15)', () => {
  test.use({ viewport: DESKTOP })

  test('search: ?q= kept both ways, German without /de/ prefix', async ({ page }) => {
    await page.goto('/suche?q=foto')
    const toEnglish = page.getByRole('link', { name: 'Sprache: English' })
    await expect(toEnglish).toHaveAttribute('href', /path=%2Fen%2Fsearch%3Fq%3Dfoto/)
    await toEnglish.click()
    await expect(page).toHaveURL(/\/en\/search\?q=foto$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('foto')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const toGerman = page.getByRole('link', { name: 'Language: Deutsch' })
    expect(await toGerman.getAttribute('href')).not.toMatch(/path=%2Fde(%2F|&|$)/)
    await toGerman.click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/suche\?q=foto$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('order confirmation: the order stays on the page in English', async ({ page }) => {
    await addProductToCart(page)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await fillCheckout(page, uniqueAddress('sprache'))
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page).toHaveURL(/\/bestellbestaetigung\?order=[\w-]+$/)
    const order = new URL(page.url()).searchParams.get('order')!
    await expect(page.getByTestId('order-number')).toContainText(order)
    await page.getByRole('link', { name: 'Sprache: English' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/order-confirmation\\?order=${order}$`))
    await expect(page.getByTestId('order-number')).toHaveText(`Order number ${order}`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('download: ?product= is in the server-rendered link, and kept', async ({ page }) => {
      await page.goto('/download?product=foto-studio-pro')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Foto-Studio Pro herunterladen',
      )
      await page.getByRole('link', { name: 'Sprache: English' }).click()
      await expect(page).toHaveURL(/\/en\/download\?product=foto-studio-pro$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download Photo Studio Pro')
    })

    test('a statically generated listing keeps its query too', async ({ page }) => {
      await page.goto('/windows?category=grafik')
      await page.getByRole('link', { name: 'Sprache: English' }).click()
      await expect(page).toHaveURL(/\/en\/windows\?category=grafik$/)
      await page.getByRole('link', { name: 'Language: Deutsch' }).click()
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/windows\?category=grafik$/)
    })
  })
})

/** A confirmed account, logged in in the page's context (as account.spec.ts makes one). */
async function logIn(page: Page) {
  const email = uniqueAddress('kopfzeile')
  const ask = async (query: string, variables: object) => {
    const response = await page.request.post('/graphql', { data: { query, variables } })
    expect(response.ok()).toBe(true)
    return (await response.json()) as { data: Record<string, { __typename: string }> }
  }
  const registered = await ask(
    'mutation ($input: RegisterInput!) { register(input: $input, locale: de) { __typename } }',
    { input: { email, name: 'Robin Roth', password: 'ein langes Passwort 42' } },
  )
  expect(registered.data['register']?.__typename).toBe('RegistrationPending')
  const mail = await waitForMail(email, /Kundenkonto|customer account/)
  const token = new URL(linkIn(mail, '?token='), 'http://x').searchParams.get('token')
  const confirmed = await ask(
    'mutation ($token: String!) { confirmRegistration(token: $token, locale: de) { __typename } }',
    { token },
  )
  expect(confirmed.data['confirmRegistration']?.__typename).toBe('LoggedIn')
}

/** The header's controls sit on one row: every one's vertical middle within 4 px. */
async function expectOneRow(page: Page, loggedIn: boolean) {
  const header = page.locator('#nav-bar')
  await expect(header.getByTestId('cart-count')).toBeVisible()
  await expect(header.getByTestId('account-link')).toHaveAttribute(
    'data-logged-in',
    String(loggedIn),
  )
  const parts = [
    header.getByRole('link', { name: 'Schaufenster' }),
    header.getByTestId('account-link'),
    header.getByRole('link', { name: /Warenkorb|Cart/ }),
    header.getByRole('button', { name: /^(Menü|Menu)$/ }),
  ]
  const middles: number[] = []
  for (const part of parts) {
    const box = (await part.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    middles.push(box.y + box.height / 2)
  }
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4)
  // One row of 44 px controls and the bar's padding; two rows would be twice that.
  expect((await header.boundingBox())!.height).toBeLessThan(80)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )
}

test.describe('the header on a 360 px phone (point 14)', () => {
  test.use({ viewport: PHONE })

  test('one row with a cart badge, logged out and logged in, German and English; the menu’s search is a normal field', async ({
    page,
  }) => {
    await addProductToCart(page)
    for (const path of ['/', '/en']) {
      await page.goto(path)
      await expectOneRow(page, false)
    }

    await page.goto('/')
    await page.getByRole('button', { name: 'Menü' }).click()
    const search = page.locator('#nav-bar input[name="q"]')
    await expect(search).toBeVisible()
    const field = (await search.boundingBox())!
    expect(field.height).toBeLessThanOrEqual(52)
    const form = (await page.locator('#nav-bar form[role="search"]').boundingBox())!
    expect(form.height).toBeLessThanOrEqual(60)
    // The currency and the language are in the menu too.
    await expect(
      page.locator('#nav-bar').getByRole('group', { name: 'Preise anzeigen in' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sprache: English' })).toBeVisible()

    await logIn(page)
    for (const path of ['/', '/en']) {
      await page.goto(path)
      await expectOneRow(page, true)
    }
  })
})
