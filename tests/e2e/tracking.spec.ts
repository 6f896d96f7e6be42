import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from './shop'
import { appReady, quiet, watchRequests } from './waits'

const enterpriseId = 1234567

/** A visitor who accepted everything; the unreachable third parties are stubbed. */
async function consentingVisitor(page: Page) {
  await page.context().addCookies([
    {
      name: 'consent',
      value: 'v1.s1.m1.1790000000',
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
    },
  ])
  await page.route(/googletagmanager\.com|mczbf\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' }),
  )
}

const sitePage = (page: Page) => page.evaluate(() => window.cj?.sitePage)

/** Asks the gateway directly, with this browser's cart token, what the payload must be. */
async function gatewayAnswer(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ query, variables, headers }) => {
      const stored = localStorage.getItem('cartToken')
      const token = stored ? (JSON.parse(stored) as { cart: { token: string } }).cart.token : null
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { 'x-abs-carttoken': token } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      })
      return ((await response.json()) as { data: Record<string, unknown> }).data
    },
    { query, variables, headers },
  )
}

test.describe('affiliate payloads with marketing consent (spec §4, §9)', () => {
  test('home and product pages report their page type and the enterprise id', async ({ page }) => {
    await consentingVisitor(page)
    await page.goto('/')
    await expect.poll(() => sitePage(page)).toEqual({ pageType: 'homepage', enterpriseId })
    await page.goto('/windows/grafik/foto-studio-pro')
    await expect.poll(() => sitePage(page)).toEqual({ pageType: 'productDetail', enterpriseId })
  })

  test('the cart reports subtotal and items as the gateway computes them', async ({ page }) => {
    await consentingVisitor(page)
    await page.goto('/warenkorb')
    await expect
      .poll(() => sitePage(page))
      .toEqual({ pageType: 'cart', enterpriseId, cartSubtotal: 0, items: [] })
    await addProductToCart(page)
    const expected = await gatewayAnswer(
      page,
      'query($t: AffiliatePageType!) { trackingPage(pageType: $t) { pageType enterpriseId cartSubtotal items { unitPrice itemId quantity discount } } }',
      { t: 'CART' },
    )
    const payload = expected['trackingPage'] as {
      cartSubtotal: number
      items: { itemId: string }[]
    }
    expect(payload.cartSubtotal).toBeGreaterThan(0)
    expect(payload.items[0]?.itemId).toBe('1')
    await expect.poll(() => sitePage(page)).toEqual(payload)
  })

  test('the confirmation page reports the conversion order, equal to conversionOrder', async ({
    page,
  }) => {
    await consentingVisitor(page)
    await addProductToCart(page)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await fillCheckout(page, uniqueAddress('tracked'))
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page.getByTestId('licence-key').first()).toBeVisible()
    const orderNumber = new URL(page.url()).searchParams.get('order')!
    const accessToken = await page.evaluate((number) => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const value = sessionStorage.getItem(sessionStorage.key(i)!) ?? ''
        if (value.includes(number))
          return (JSON.parse(value) as { accessToken: string }).accessToken
      }
      return ''
    }, orderNumber)
    const expected = await gatewayAnswer(
      page,
      `query($n: String!) { conversionOrder(orderNumber: $n) {
        enterpriseId pageType orderId actionTrackerId currency amount cjeventOrder discount coupon
        items { unitPrice itemId quantity discount } customerStatus } }`,
      { n: orderNumber },
      { 'x-order-token': accessToken },
    )
    const order = expected['conversionOrder'] as Record<string, unknown>
    expect(order).toMatchObject({
      pageType: 'conversionConfirmation',
      enterpriseId,
      orderId: orderNumber,
      customerStatus: 'new',
    })
    await expect.poll(() => page.evaluate(() => window.cj?.order)).toEqual(order)
  })
})

test('without marketing consent no payload is handed out', async ({ page }) => {
  // A payload would be asked of the gateway after the page's scripts ran: they ran, and every
  // request to the gateway has been answered, on both pages.
  const gateway = watchRequests(page, /\/graphql/)
  await page.goto('/')
  await appReady(page)
  await quiet(page, gateway)
  await page.goto('/windows/grafik/foto-studio-pro')
  await appReady(page)
  await quiet(page, gateway)
  expect(await page.evaluate(() => window.cj)).toBeUndefined()
})
