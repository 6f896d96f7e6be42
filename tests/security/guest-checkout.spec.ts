import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { linkIn, uniqueAddress, waitForMail } from '../e2e/mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from '../e2e/shop'

// Issue 18 §3 in the browser, against the production stack: a stranger's guest checkout
// with a customer's address shows up in that customer's account only as "placed with your
// address without login", without the stranger's text; opening the mailed link (as a mail
// scanner does) adds nothing, the page's button does; and the account area's button adds
// the next one.

const PASSWORD = 'ein sehr langes Passwort 18'

async function graphql(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post('/graphql', { data: { query, variables } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { data: Record<string, { __typename: string }> }
}

/** A confirmed account, logged in in the page's browser context. */
async function createAccount(page: Page, email: string) {
  const registered = await graphql(
    page.request,
    'mutation ($input: RegisterInput!) { register(input: $input, locale: de) { __typename } }',
    { input: { email, name: 'Robin Roth', password: PASSWORD } },
  )
  expect(registered.data['register']?.__typename).toBe('RegistrationPending')
  const mail = await waitForMail(email, /Kundenkonto/)
  const token = new URL(linkIn(mail, '?token='), 'http://x').searchParams.get('token')
  const confirmed = await graphql(
    page.request,
    'mutation ($token: String!) { confirmRegistration(token: $token, locale: de) { __typename } }',
    { token },
  )
  expect(confirmed.data['confirmRegistration']?.__typename).toBe('LoggedIn')
}

/** A stranger, in a browser of their own, orders with the customer's address. */
async function strangerOrders(page: Page, email: string): Promise<string> {
  await addProductToCart(page)
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await fillCheckout(page, email)
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await payOnHostedPage(page)
  await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? ''
  // Random digits and the new/return bit; nothing of the account's number or order count.
  expect(orderNumber).toMatch(/^[1-9][0-9]{11}-[01]$/)
  return orderNumber
}

test('a guest order with a customer address joins the account only by the holder’s button', async ({
  page,
  browser,
  playwright,
}) => {
  const email = uniqueAddress('claim')
  await createAccount(page, email)
  const baseURL = test.info().project.use.baseURL
  const stranger = await browser.newContext({ baseURL })
  const strangerPage = await stranger.newPage()
  const first = await strangerOrders(strangerPage, email)

  // The account lists it apart, without the stranger's name, and not among its orders.
  await page.goto('/konto')
  await expect(page.getByTestId('claimable-order')).toHaveCount(1)
  await expect(page.getByTestId('claimable-order')).toContainText(`Bestellung ${first}`)
  await expect(page.getByTestId('account-order')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('Kim Becker')
  await expect(page.getByText('Robin Roth', { exact: false }).first()).toBeVisible()

  // The mailed link: a scanner opening it adds nothing; the holder's button does.
  const link = linkIn(
    await waitForMail(email, new RegExp(`Bestellung ${first} zu Ihrem Kundenkonto`)),
    '/konto/zuordnen?token=',
  )
  const scanner = await playwright.request.newContext({ baseURL })
  const scanned = await scanner.get(link)
  expect(scanned.status()).toBe(200)
  expect(await scanned.text()).toContain('Zu meinem Konto hinzufügen')
  await page.goto('/konto')
  await expect(page.getByTestId('claimable-order')).toHaveCount(1)

  await page.goto(link)
  expect(page.url()).not.toContain('token')
  await page.getByRole('button', { name: 'Zu meinem Konto hinzufügen' }).click()
  await expect(page.getByTestId('claim-done')).toContainText(first)
  await page.goto('/konto')
  await expect(page.getByTestId('account-order').filter({ hasText: first })).toHaveCount(1)
  await expect(page.getByTestId('claimable-order')).toHaveCount(0)

  // The next one, added from the account area while logged in.
  const second = await strangerOrders(strangerPage, email)
  expect(second).toMatch(/-1$/)
  await page.goto('/konto')
  const listed = page.getByTestId('claimable-order').filter({ hasText: second })
  await listed.getByRole('button', { name: 'Zu meinem Konto hinzufügen' }).click()
  await expect(page.getByTestId('account-order').filter({ hasText: second })).toHaveCount(1)
  await expect(page.getByTestId('claimable-order')).toHaveCount(0)

  await scanner.dispose()
  await stranger.close()
})
