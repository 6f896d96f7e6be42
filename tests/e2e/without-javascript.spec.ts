import { expect, test } from './fixtures'
import { PRODUCT } from './shop'

// Issue 22: "add to cart" works without JavaScript. The button is a form; the storefront
// adds the product on the server, keeps the cart in the `cartToken` cookie and renders the
// cart page from it. A browser with JavaScript that finds the cookie moves the cart into
// local storage (where the spec keeps it) and drops the cookie.

test('without JavaScript: add to cart, and the cart page shows it with its price', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(PRODUCT)
  await page.getByTestId('add-to-cart').first().click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const cart = page.getByTestId('server-cart')
  await expect(cart.getByTestId('cart-item')).toHaveCount(1)
  await expect(cart.getByTestId('cart-item')).toContainText('Foto-Studio Pro')
  await expect(cart.getByTestId('cart-total')).toHaveText(/^\d+,\d{2}\s€$/)
  await expect(cart.getByTestId('cart-vat')).toContainText('inkl. 19 % MwSt.')
  const token = (await context.cookies()).find((cookie) => cookie.name === 'cart_ref')
  expect(token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(token?.httpOnly).toBe(false)

  // A second program goes into the same cart.
  await page.goto('/en/windows/office/office-suite')
  await page.getByTestId('add-to-cart').first().click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(page.getByTestId('server-cart').getByTestId('cart-item')).toHaveCount(2)

  // The same browser with JavaScript: the cart moves into local storage, the cookie goes.
  const withScript = await browser.newContext({ baseURL })
  await withScript.addCookies(
    (await context.cookies()).filter((cookie) => cookie.name === 'cart_ref'),
  )
  const live = await withScript.newPage()
  await live.goto('/')
  await expect(live.getByRole('link', { name: /^Warenkorb\s?, 2 Artikel$/ })).toBeVisible()
  await expect
    .poll(async () => (await withScript.cookies()).some((cookie) => cookie.name === 'cart_ref'))
    .toBe(false)
  expect(await live.evaluate(() => localStorage.getItem('cartToken'))).toContain('"token"')
  await live.goto('/warenkorb')
  await expect(live.getByTestId('cart-item')).toHaveCount(2)
  await context.close()
  await withScript.close()
})
