import type { Page, Request } from '@playwright/test'
import { fillBillingAddress } from './billing'
import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { addProductToCart } from './shop'

// Issue 23, point 2: the checkout asks for the billing address, country first; the country
// sets the VAT (the cart follows it); an EU business abroad with its country's VAT id pays no
// VAT (reverse charge); a logged-in customer finds the address kept in the account.

const TEXT = {
  de: {
    checkout: '/kasse',
    form: 'Bestellung',
    submit: 'Zahlungspflichtig bestellen',
    country: /^Land/,
    company: /^Firma/,
    vatId: /^USt-IdNr\./,
    street: /^Straße und Hausnummer/,
    postalCode: /^Postleitzahl/,
    city: /^Ort/,
    austria: 'Österreich',
  },
  en: {
    checkout: '/en/checkout',
    form: 'Order',
    submit: 'Place order and pay',
    country: /^Country/,
    company: /^Company/,
    vatId: /^VAT ID/,
    street: /^Street and number/,
    postalCode: /^Postal code/,
    city: /^City/,
    austria: 'Austria',
  },
} as const

/** The message shown beside a control (Field.tsx points aria-describedby at it). */
async function errorOf(page: Page, control: ReturnType<Page['getByLabel']>) {
  const id = await control.getAttribute('id')
  return page.locator(`[id="${id}-error"]`)
}

/** The placeOrder request the storefront sends to the gateway when the form is submitted. */
function placeOrderRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/graphql') &&
      // Apollo sends the mutation as a persisted query: its name, not always its text.
      /"operationName":"PlaceOrder"/.test(request.postData() ?? ''),
  )
}

async function graphql(page: Page, query: string, variables: object) {
  const response = await page.request.post('/graphql', { data: { query, variables } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { data: Record<string, { __typename: string }> }
}

/** A confirmed account, logged in in the page's browser context. */
async function createAccount(page: Page, email: string) {
  const registered = await graphql(
    page,
    'mutation ($input: RegisterInput!) { register(input: $input, locale: en) { __typename } }',
    { input: { email, name: 'Anna Beispiel', password: 'ein langes Passwort 42' } },
  )
  expect(registered.data['register']?.__typename).toBe('RegistrationPending')
  const mail = await waitForMail(email, /customer account/i)
  const token = new URL(linkIn(mail, '?token='), 'http://x').searchParams.get('token')
  const confirmed = await graphql(
    page,
    'mutation ($token: String!) { confirmRegistration(token: $token, locale: en) { __typename } }',
    { token },
  )
  expect(confirmed.data['confirmRegistration']?.__typename).toBe('LoggedIn')
}

test.describe('billing address and VAT', () => {
  test('German at 390 px: the address form, errors per field, the Austrian business pays no VAT', async ({
    page,
  }) => {
    const text = TEXT.de
    await page.setViewportSize({ width: 390, height: 844 })
    await addProductToCart(page)
    await page.goto(text.checkout)
    const form = page.getByRole('form', { name: text.form })
    const billing = form.getByTestId('billing-address')
    await expect(billing).toContainText('Rechnungsadresse')
    const total = await page.getByTestId('checkout-total').textContent()

    // Empty: every required field says so, beside itself.
    await form.getByLabel(/^E-Mail-Adresse/).fill(uniqueAddress('rechnung'))
    await form.getByRole('button', { name: text.submit }).click()
    await expect(await errorOf(page, form.getByLabel(text.street))).toHaveText(
      'Straße und Hausnummer ist ein Pflichtfeld',
    )
    await expect(await errorOf(page, form.getByLabel(text.postalCode))).toHaveText(
      'Postleitzahl ist ein Pflichtfeld',
    )
    await expect(await errorOf(page, form.getByLabel(text.city))).toHaveText(
      'Ort ist ein Pflichtfeld',
    )
    await expect(page).toHaveURL(/\/kasse$/)

    // Austria first: the cart (and the summary) take its VAT rate at once.
    await form.getByLabel(text.country).selectOption({ label: text.austria })
    await expect(page.getByTestId('checkout-pay-total')).toContainText('20 %')
    await form.getByLabel(/^Name/).fill('Anna Beispiel')
    await form.getByLabel(text.company).fill('Beispiel GmbH')
    await form.getByLabel(text.vatId).fill('DE123456789')
    await fillBillingAddress(form, 'de', {
      street: 'Ringstraße 5',
      postalCode: '10115',
      city: 'Wien',
    })
    await form.getByRole('button', { name: text.submit }).click()
    await expect(await errorOf(page, form.getByLabel(text.postalCode))).toHaveText(
      'Postleitzahl ist keine Postleitzahl des gewählten Landes',
    )
    await expect(await errorOf(page, form.getByLabel(text.vatId))).toHaveText(
      'USt-IdNr. ist keine USt-IdNr. des gewählten Landes (zum Beispiel ATU12345678)',
    )
    // Nothing typed is lost.
    await expect(form.getByLabel(text.street)).toHaveValue('Ringstraße 5')
    await expect(form.getByLabel(text.company)).toHaveValue('Beispiel GmbH')
    await expect(form.getByLabel(text.country)).toHaveValue('AT')
    await expect(page.getByTestId('reverse-charge-note')).toHaveCount(0)

    // A valid Austrian VAT id: reverse charge, the same gross, no VAT in it.
    await form.getByLabel(text.postalCode).fill('1010')
    await form.getByLabel(text.vatId).fill('ATU 1234 5678')
    await expect(page.getByTestId('reverse-charge-note')).toContainText(
      'Steuerschuldnerschaft des Leistungsempfängers',
    )
    await expect(page.getByTestId('checkout-tax')).toHaveText(/^0,00\s€$/)
    await expect(page.getByTestId('checkout-pay-total')).toContainText('Reverse Charge')
    await expect(page.getByTestId('checkout-total')).toHaveText(total ?? '')
    await expect(page.getByTestId('order-summary').getByTestId('cart-vat')).toHaveText(
      'Reverse Charge: keine Umsatzsteuer',
    )

    // What reaches the gateway is the billing data, no amount: the hub decides the VAT.
    for (const box of await form.getByRole('checkbox').all()) await box.check()
    const request = placeOrderRequest(page)
    await form.getByRole('button', { name: text.submit }).click()
    const { variables } = (await request).postDataJSON() as {
      variables: { input: Record<string, unknown> }
    }
    expect(variables.input).toMatchObject({
      country: 'AT',
      name: 'Anna Beispiel',
      company: 'Beispiel GmbH',
      vatId: 'ATU12345678',
      street: 'Ringstraße 5',
      postalCode: '1010',
      city: 'Wien',
    })
    for (const key of ['total', 'totalGross', 'taxAmount', 'reverseCharge', 'vatPercentage']) {
      expect(variables.input).not.toHaveProperty(key)
    }
    await expect(page).not.toHaveURL(/\/kasse$/)
  })

  test('English at 1280 px: the account keeps the address, the checkout starts from it', async ({
    page,
  }) => {
    const text = TEXT.en
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en')
    await createAccount(page, uniqueAddress('billing-account'))

    await page.goto('/en/account/settings')
    const section = page.getByTestId('account-billing-address')
    await section.getByLabel(text.country).selectOption({ label: text.austria })
    await section.getByLabel(/^Name/).fill('Anna Beispiel')
    await section.getByLabel(text.company).fill('Beispiel GmbH')
    await section.getByLabel(text.vatId).fill('atu12345678')
    await fillBillingAddress(section, 'en', {
      street: 'Ringstraße 5',
      postalCode: '101',
      city: 'Wien',
    })
    await section.getByRole('button', { name: 'Save billing address' }).click()
    await expect(await errorOf(page, section.getByLabel(text.postalCode))).toHaveText(
      'The postal code field is not a postal code of the selected country',
    )
    await expect(section.getByLabel(text.street)).toHaveValue('Ringstraße 5')
    await section.getByLabel(text.postalCode).fill('1010')
    await section.getByRole('button', { name: 'Save billing address' }).click()
    await expect(section.getByText('Your billing address has been saved.')).toBeVisible()

    // The checkout, in a cart that was German: the kept address and its country fill it in.
    await addProductToCart(page)
    await page.goto(text.checkout)
    const form = page.getByRole('form', { name: text.form })
    await expect(form.getByLabel(text.country)).toHaveValue('AT')
    await expect(form.getByLabel(/^Name/)).toHaveValue('Anna Beispiel')
    await expect(form.getByLabel(text.company)).toHaveValue('Beispiel GmbH')
    await expect(form.getByLabel(text.vatId)).toHaveValue('ATU12345678')
    await expect(form.getByLabel(text.street)).toHaveValue('Ringstraße 5')
    await expect(form.getByLabel(text.postalCode)).toHaveValue('1010')
    await expect(form.getByLabel(text.city)).toHaveValue('Wien')
    await expect(page.getByTestId('reverse-charge-note')).toContainText(
      'Reverse charge: VAT to be accounted for by the recipient',
    )
    await expect(page.getByTestId('checkout-tax')).toHaveText(/^€0\.00$/)
    await expect(page.getByTestId('checkout-pay-total')).toContainText('Reverse charge: no VAT')

    // A consumer's address instead: the Austrian rate again.
    await form.getByLabel(text.vatId).fill('')
    await expect(page.getByTestId('reverse-charge-note')).toHaveCount(0)
    await expect(page.getByTestId('checkout-pay-total')).toContainText('20%')
  })
})
