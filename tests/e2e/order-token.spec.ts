import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { addProductToCart, payOnHostedPage } from './shop'
import { fillBillingAddress } from './billing'

// Issue 20, point 9: the access token a guest checkout hands out opens that one order. It
// stays in the tab's sessionStorage and travels to the gateway in the `X-Order-Token` header
// only — never in a URL (address bar, request line, Referer), where logs and proxies keep it.

const TEXTS = {
  de: {
    checkout: '/kasse',
    form: 'Bestellung',
    email: /^E-Mail-Adresse/,
    pay: 'Zahlungspflichtig bestellen',
    confirmation: /\/bestellbestaetigung\?order=[\w-]+$/,
    mailSubject: (n: string) => new RegExp(`Ihre Bestellung ${n}`),
    account: /\/konto(\/anmelden)?([?#].*)?$/,
  },
  en: {
    checkout: '/en/checkout',
    form: 'Order',
    email: /^Email address/,
    pay: 'Place order and pay',
    confirmation: /\/en\/order-confirmation\?order=[\w-]+$/,
    mailSubject: (n: string) => new RegExp(`order ${n}`, 'i'),
    account: /\/en\/account(\/login)?([?#].*)?$/,
  },
} as const

/** The access token this tab keeps for its order (cart/order-access.ts). */
async function storedToken(page: Page, orderNumber: string): Promise<string> {
  return page.evaluate((number) => {
    const stored = JSON.parse(sessionStorage.getItem('orderAccess') ?? 'null') as {
      orderNumber: string
      accessToken: string
    } | null
    return stored?.orderNumber === number ? stored.accessToken : ''
  }, orderNumber)
}

for (const { locale, width } of [
  { locale: 'de', width: 1280 },
  { locale: 'en', width: 360 },
] as const) {
  test(`${locale} at ${width} px: the order token goes in a header, never into a URL`, async ({
    page,
  }) => {
    const text = TEXTS[locale]
    await page.setViewportSize({ width, height: 900 })
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))

    await addProductToCart(page)
    await page.goto(text.checkout)
    const form = page.getByRole('form', { name: text.form })
    const email = uniqueAddress(`order-token-${locale}`)
    await form.getByLabel(text.email).fill(email)
    await form.getByLabel(/^Name/).fill('Kim Becker')
    await fillBillingAddress(form, locale)
    for (const box of await form.getByRole('checkbox').all()) await box.check()
    await page.getByRole('button', { name: text.pay }).click()
    await payOnHostedPage(page, 'pay', locale)

    await expect(page).toHaveURL(text.confirmation)
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? ''
    const token = await storedToken(page, orderNumber)
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)

    // A reload in the same tab still shows the order: the token comes from sessionStorage.
    await page.reload()
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
    await expect(page).toHaveURL(text.confirmation)

    // The order was read with the token in the header, not as an argument or variable.
    const orderReads = requests.filter(
      (request) =>
        new URL(request.url()).pathname === '/graphql' &&
        /OrderConfirmation/.test(`${request.url()} ${request.postData() ?? ''}`),
    )
    expect(orderReads.length).toBeGreaterThanOrEqual(2)
    for (const request of orderReads) {
      expect(await request.headerValue('x-order-token')).toBe(token)
      expect(request.postData() ?? '').not.toContain(token)
    }

    // No request of checkout and confirmation names the token in its URL or Referer.
    expect(requests.length).toBeGreaterThan(10)
    for (const request of requests) {
      expect(request.url(), request.url()).not.toContain(token)
      expect((await request.headerValue('referer')) ?? '').not.toContain(token)
    }

    // The order mail's link needs no token: it leads to the order in the customer account
    // (through the login page for a guest).
    const mail = await waitForMail(email, text.mailSubject(orderNumber))
    expect(mail.text).not.toContain(token)
    await page.goto(linkIn(mail, `/order/${orderNumber}`))
    await expect(page).toHaveURL(text.account)
  })
}
