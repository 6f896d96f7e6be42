import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from './shop'

// Cart and checkout end to end: product page → cart (coupon, currency) → checkout → the
// embedded test provider's hosted payment page (decision 0022) → confirmation with licence
// keys. The cart lives in local storage
// as a signed token; the header count is decoded from it.

test.describe('cart and checkout', () => {
  test('product page → cart → coupon → currency → checkout → hosted test payment → licence key', async ({
    page,
  }) => {
    await addProductToCart(page)
    const item = page.getByTestId('cart-item')
    await expect(item.getByTestId('price')).toHaveText('29,99 €')
    await expect(item.getByTestId('strike-price')).toContainText('39,99 €')
    await expect(page.getByTestId('cart-vat')).toHaveText('inkl. 19 % MwSt.')

    await page.getByLabel('Gutscheincode').fill('FRUEHLING20')
    await page.getByRole('button', { name: 'Einlösen' }).click()
    await expect(page.getByTestId('applied-coupon')).toContainText('FRUEHLING20')
    await expect(page.getByTestId('cart-discount')).toHaveText('−6,00 €')
    await expect(page.getByTestId('cart-total')).toHaveText('23,99 €')

    await page.getByLabel('Währung').selectOption('USD')
    await expect(page.getByTestId('cart-total')).toContainText('$')
    await expect(page.getByTestId('applied-coupon')).toContainText('FRUEHLING20')
    const usdTotal = (await page.getByTestId('cart-total').textContent()) ?? ''

    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page).toHaveURL(/\/kasse$/)
    // No payment field in the shop: the payment happens on the provider's page.
    await expect(page.getByTestId('payment')).toContainText('Seite unseres Zahlungsanbieters')
    await expect(page.getByTestId('payment').locator('input')).toHaveCount(0)
    await expect(page.getByTestId('order-summary').getByTestId('cart-total')).toHaveText(usdTotal)
    const email = uniqueAddress('buyer')
    await fillCheckout(page, email)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)

    await expect(page).toHaveURL(/\/bestellbestaetigung\?order=[\w-]+$/)
    await expect(page.getByTestId('order-number')).toBeVisible()
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-[A-Z0-9-]+$/)
    await expect(page.getByTestId('full-version-download').first()).toHaveAttribute(
      'href',
      /^\/downloads\//,
    )
    await expect(page.getByTestId('order-total')).toHaveText(usdTotal)
    await expect(page.getByText(email)).toBeVisible()

    // The cart is emptied: no token, no badge, an empty cart page.
    expect(await page.evaluate(() => localStorage.getItem('cartToken'))).toBeNull()
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
    await page.goto('/warenkorb')
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })

  test('a payment declined on the hosted page keeps the cart and everything entered', async ({
    page,
  }) => {
    await addProductToCart(page)
    const tokenBefore = await page.evaluate(() => localStorage.getItem('cartToken'))
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    const email = uniqueAddress('declined')
    await fillCheckout(page, email)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page, 'decline')

    // Back at the checkout with the reason, nothing charged, the cart as it was.
    await expect(page).toHaveURL(/\/kasse\?payment=cancelled$/)
    await expect(page.getByTestId('payment-cancelled').getByRole('alert')).toContainText(
      'Es wurde nichts berechnet',
    )
    expect(await page.evaluate(() => localStorage.getItem('cartToken'))).toBe(tokenBefore)
    await expect(page.getByRole('link', { name: /^Warenkorb\s?, 1 Artikel$/ })).toBeVisible()
    await expect(page.getByTestId('order-summary').getByText('Foto-Studio Pro')).toBeVisible()

    // Everything typed is there again; only the two consents are given anew.
    const form = page.getByRole('form', { name: 'Bestellung' })
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveValue(email)
    await expect(form.getByLabel(/^Name/)).toHaveValue('Kim Becker')
    await expect(form.getByLabel(/^Straße und Hausnummer/)).toHaveValue('Musterstraße 1')
    await expect(form.getByLabel(/^Postleitzahl/)).toHaveValue('10115')
    await expect(form.getByLabel(/^Ort/)).toHaveValue('Berlin')
    await expect(
      form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
    ).not.toBeChecked()

    // The same cart can still be ordered and paid.
    await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
    await form.getByRole('checkbox', { name: /Widerrufsrecht/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
  })

  test('a reload keeps the cart, and the badge shows before any request', async ({ page }) => {
    await addProductToCart(page)
    await page.getByRole('button', { name: 'Eine Lizenz mehr von Foto-Studio Pro' }).click()
    await expect(page.getByLabel('Anzahl')).toHaveValue('2')
    await expect(page.getByRole('link', { name: /^Warenkorb\s?, 2 Artikel$/ })).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('cart-item')).toHaveCount(1)
    await expect(page.getByLabel('Anzahl')).toHaveValue('2')

    // The count comes from the token alone: with every gateway request held it is there.
    await page.route(/\/graphql(\?.*)?$/, () => undefined)
    await page.goto('/en')
    await expect(page.getByRole('link', { name: /^Cart\s?, 2 items$/ })).toBeVisible()
  })

  test('a stored value that is not a cart token counts as no cart', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('cartToken', 'not json'))
    await page.goto('/warenkorb')
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await page.evaluate(() =>
      localStorage.setItem('cartToken', JSON.stringify({ cart: { token: 'undecodable' } })),
    )
    await page.reload()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
  })

  test('checkout and confirmation are not indexed; the cart page is, as its empty shell', async ({
    page,
    request,
  }) => {
    for (const path of ['/en/checkout', '/bestellbestaetigung']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    }
    await page.goto('/warenkorb')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toContain('/warenkorb')
  })

  test('cart and checkout have no serious or critical accessibility violations', async ({
    page,
  }) => {
    await addProductToCart(page)
    for (const path of ['/warenkorb', '/kasse']) {
      await page.goto(path)
      await expect(page.getByTestId('cart-totals').first()).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(serious, path).toEqual([])
    }
  })
})

test('premium support, offered after a ticket, is bought through the cart', async ({ page }) => {
  await page.goto('/ticket/abgeschickt?ticket=T-1')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const item = page.getByTestId('cart-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Premium')
  await expect(item.getByTestId('price')).toHaveText('29,99\u00a0€')
})
