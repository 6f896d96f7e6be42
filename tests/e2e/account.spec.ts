import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from './shop'

// Customer accounts (issue 8) end to end: the order makes the customer, the order mail's
// link sets the password, the session is the HttpOnly cookie `sf_session`, the account
// area shows what was bought, a buyer's review waits for moderation before it lands on the
// (statically generated) product page (review-moderation.spec.ts publishes one), and the
// privacy rights work. German unless a test says otherwise.

const PASSWORD = 'ein langes Passwort 42'
// A program no other spec rates or counts reviews of.
const TAX_FOX = { de: '/windows/finanzen/steuerfuchs', name: 'Steuerfuchs' }

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'sf_session' && cookie.value)
}

async function expectNoSeriousAxeFindings(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious, what).toEqual([])
}

/** The Product JSON-LD of a page's HTML as a fresh visitor (no cookie) gets it. */
async function productJsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
  const product = blocks
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((data) => [data['@type']].flat().includes('Product')) as
    { aggregateRating?: { reviewCount: number; ratingValue: string } } | undefined
  return { html, rating: product?.aggregateRating }
}

async function graphql(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post('/graphql', { data: { query, variables } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { data: Record<string, { __typename: string }> }
}

/**
 * A confirmed account, logged in in the page's browser context: registered and confirmed
 * through the storefront's /graphql (the forms themselves are tested in the flows below).
 */
async function createAccount(page: Page, email: string, locale: 'de' | 'en' = 'de') {
  const registered = await graphql(
    page.request,
    'mutation ($input: RegisterInput!, $locale: Locale!) { register(input: $input, locale: $locale) { __typename } }',
    { input: { email, name: 'Robin Roth', password: PASSWORD }, locale },
  )
  expect(registered.data['register']?.__typename).toBe('RegistrationPending')
  const mail = await waitForMail(email, /Kundenkonto|customer account/)
  const token = new URL(linkIn(mail, '?token='), 'http://x').searchParams.get('token')
  const confirmed = await graphql(
    page.request,
    'mutation ($token: String!, $locale: Locale!) { confirmRegistration(token: $token, locale: $locale) { __typename } }',
    { token, locale },
  )
  expect(confirmed.data['confirmRegistration']?.__typename).toBe('LoggedIn')
}

test.describe('customer account', () => {
  test('checkout → set password from the e-mail → log in → order, licence key, download → review waits for moderation → log out', async ({
    page,
    context,
    request,
  }) => {
    // The product page as everyone sees it before (this also generates its static page).
    const before = await productJsonLd(request, TAX_FOX.de)
    const countBefore = before.rating?.reviewCount ?? 0

    const email = uniqueAddress('kundin')
    await addProductToCart(page, TAX_FOX.de)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await fillCheckout(page, email)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page.getByTestId('licence-key').first()).toHaveText(/^SCHF-/)
    const licenceKey = (await page.getByTestId('licence-key').first().textContent()) ?? ''
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? ''
    expect(orderNumber).toMatch(/^\d+-\d+$/)

    // The order mail offers to set a password for the account the order created.
    const mail = await waitForMail(email, new RegExp(`Ihre Bestellung ${orderNumber}`))
    await page.goto(linkIn(mail, '/konto/passwort-setzen?token='))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort festlegen')
    const setForm = page.getByRole('form', { name: 'Passwort speichern' })
    await setForm.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await setForm
      .getByRole('textbox', { name: 'Passwort-Wiederholung', exact: true })
      .fill(`${PASSWORD}!`)
    await setForm.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(
      setForm.getByText('Passwort stimmt nicht mit der Bestätigung überein'),
    ).toBeVisible()
    await setForm
      .getByRole('textbox', { name: 'Passwort-Wiederholung', exact: true })
      .fill(PASSWORD)
    await setForm.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page).toHaveURL(/\/konto\?notice=password-set$/)
    await expect(page.getByTestId('site-notice')).toHaveText(/Ihr Passwort ist gespeichert/)

    // The session: HttpOnly, SameSite=Lax, for the whole site.
    const first = await sessionCookie(context)
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(first?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await page.evaluate(() => document.cookie)).not.toContain('sf_session')
    const header = page.locator('#nav-bar')
    await expect(header.getByRole('link', { name: 'Mein Konto' })).toBeVisible()

    // Logout is a POST; the page then shows a guest.
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/\?notice=logged-out$/)
    await expect(page.getByTestId('site-notice')).toHaveText(/Sie wurden abgemeldet/)
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    expect(await sessionCookie(context)).toBeUndefined()

    // Log in through the header's customer login.
    await header.getByRole('link', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/konto\/anmelden$/)
    const login = page.getByRole('form', { name: 'Anmelden' })
    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/konto$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto')
    const second = await sessionCookie(context)
    expect(second?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second?.value).not.toBe(first?.value)

    // The order with its licence key and the full version's download.
    const order = page.getByTestId('account-order').filter({ hasText: orderNumber })
    await expect(order).toContainText(`Bestellung ${orderNumber}`)
    await expect(order.getByTestId('licence-key')).toHaveText(licenceKey)
    const download = order.getByTestId('full-version-download').first()
    await expect(download).toHaveAttribute('href', /^\/downloads\//)
    const file = await page.request.get((await download.getAttribute('href')) ?? '')
    expect(file.status()).toBe(200)
    // The order mail's "view your order" link leads to the order in the account.
    await page.goto(linkIn(mail, `/order/${orderNumber}`))
    await expect(page).toHaveURL(new RegExp(`/konto#order-${orderNumber}$`))
    await expect(page.locator(`#order-${orderNumber}`)).toBeVisible()

    // The account page was rendered for this customer, with the data in the HTML.
    const accountPage = await page.request.get('/konto')
    expect(accountPage.headers()['cache-control']).toBe('private, no-store')
    const accountHtml = await accountPage.text()
    expect(accountHtml).toContain(licenceKey)
    expect(accountHtml).toContain('<meta name="robots" content="noindex"')
    expect(accountHtml).toContain('<link rel="canonical" href="http://localhost:3000/konto"')
    expect(accountHtml).toContain(
      '<link rel="alternate" hrefLang="en" href="http://localhost:3000/en/account"',
    )

    // A review of the program, from the order to the product page.
    await order.getByRole('link', { name: `${TAX_FOX.name} bewerten` }).click()
    await expect(page).toHaveURL(new RegExp(`${TAX_FOX.de}#reviews$`))
    const composer = page.getByTestId('review-composer')
    await expect(composer.getByRole('heading', { name: 'Bewertung schreiben' })).toBeVisible()
    const stars = composer.getByRole('radiogroup', { name: 'Ihre Bewertung' })
    // The stars are a radio group: the keyboard chooses.
    await stars.getByRole('radio', { name: '1 Stern', exact: true }).focus()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect(stars.getByRole('radio', { name: '4 Sterne' })).toBeChecked()
    const title = `Spart mir jedes Jahr Stunden ${Date.now()}`
    await composer.getByLabel('Überschrift').fill(title)
    await composer
      .getByLabel('Bewertungstext')
      .fill('Die Steuererklärung war nie so schnell fertig.')
    await expect(composer.getByLabel('Sprache der Bewertung')).toHaveValue('de')
    await expect(
      composer.getByText('Wir prüfen jede Bewertung, bevor sie auf der Produktseite erscheint.'),
    ).toBeVisible()
    await composer.getByRole('button', { name: 'Bewertung absenden' }).click()
    // It waits for staff (issue 24): the composer says so, the page does not show it yet.
    await expect(
      composer.getByText(/^Vielen Dank! Wir prüfen Ihre Bewertung, bevor sie auf der Produktseite/),
    ).toBeVisible()
    await expect(composer.getByTestId('review-status')).toContainText('Status: Wird geprüft')
    await expect(page.getByTestId('product-review').filter({ hasText: title })).toHaveCount(0)

    // Nor does the page a fresh visitor gets, in its HTML or its JSON-LD.
    const after = await productJsonLd(request, TAX_FOX.de)
    expect(after.html).not.toContain(title)
    expect(after.rating?.reviewCount ?? 0).toBe(countBefore)
    await page.reload()
    await expect(composer.getByTestId('review-status')).toContainText('Status: Wird geprüft')
    await expect(page.getByTestId('product-review').filter({ hasText: title })).toHaveCount(0)

    // One review per customer and product: writing again edits it, and it waits again.
    await expect(composer.getByRole('heading', { name: 'Ihre Bewertung bearbeiten' })).toBeVisible()
    await expect(composer.getByLabel('Überschrift')).toHaveValue(title)
    const edited = `${title} (ergänzt)`
    await composer.getByLabel('Überschrift').fill(edited)
    await composer.getByRole('button', { name: 'Änderungen absenden' }).click()
    await expect(composer.getByText(/^Ihre Änderungen sind angekommen\./)).toBeVisible()
    const afterEdit = await productJsonLd(request, TAX_FOX.de)
    expect(afterEdit.html).not.toContain(edited)
    expect(afterEdit.rating?.reviewCount ?? 0).toBe(countBefore)

    // The account lists the review as waiting; logging out ends on the home page as a guest.
    await header.getByRole('link', { name: 'Mein Konto' }).click()
    const listed = page.getByTestId('account-review').filter({ hasText: edited })
    await expect(listed).toBeVisible()
    await expect(listed.getByTestId('review-status')).toContainText('Status: Wird geprüft')
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/\?notice=logged-out$/)
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await page.goto('/konto')
    await expect(page).toHaveURL(/\/konto\/anmelden\?returnTo=%2Fkonto$/)
  })

  test('English: register, confirm, forgot password from the contact page, single-use reset link', async ({
    page,
  }) => {
    const email = uniqueAddress('reader')
    await page.goto('/en/account/register')
    const register = page.getByRole('form', { name: 'Create a customer account' })
    await register.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
    await register.getByLabel('Email address').fill(email)
    await register.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await register.getByLabel('Password confirmation').fill(PASSWORD)
    await register.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('status').getByText(`we sent an e-mail to ${email}`)).toBeVisible()

    const confirm = await waitForMail(email, /confirm your customer account/i)
    await page.goto(linkIn(confirm, '/en/account/confirm?token='))
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click()
    await expect(page).toHaveURL(/\/en\/account\?notice=registered$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/en\?notice=logged-out$/)

    // The contact page's "forgot password" help option leads to the request form.
    await page.goto('/en/contact')
    await page.getByRole('link', { name: 'Reset password' }).click()
    await expect(page).toHaveURL(/\/en\/account\/forgot-password$/)
    const forgot = page.getByRole('form', { name: 'Forgot your password' })
    await forgot.getByLabel('Email address').fill(email)
    await forgot.getByRole('button', { name: 'Send link' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'belongs to a customer account' })
    await expect(answer).toContainText(`If ${email} belongs to a customer account`)
    const accepted = (await answer.textContent()) ?? ''

    // An unknown address gets the very same answer.
    const unknown = uniqueAddress('nobody')
    await page.reload()
    await forgot.getByLabel('Email address').fill(unknown)
    await forgot.getByRole('button', { name: 'Send link' }).click()
    await expect(answer).toHaveText(accepted.replace(email, unknown))

    const reset = await waitForMail(email, /new password/i)
    const resetLink = linkIn(reset, '/en/account/reset-password?token=')
    await page.goto(resetLink)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const newPassword = 'a brand new passphrase'
    const form = page.getByRole('form', { name: 'Save new password' })
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword)
    await form.getByLabel('Password confirmation').fill(newPassword)
    await form.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/en\/account\?notice=password-set$/)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/en\?notice=logged-out$/)

    // The link works once: opened again, its page shows only that (410 Gone, issue 19 §5).
    test.info().annotations.push({ type: 'expected-console-error', description: 'status of 410' })
    const reopened = await page.goto(resetLink)
    expect(reopened?.status()).toBe(410)
    await expect(page.locator('main').getByRole('alert')).toContainText(/already been used/i)
    await expect(form).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()

    // The old password is gone, the new one works.
    await page.goto('/en/account/login')
    const login = page.getByRole('form', { name: 'Log in' })
    await login.getByLabel('Email address').fill(email)
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(login.getByRole('alert')).toBeVisible()
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword)
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en\/account$/)
  })

  test('wrong password and unknown address get one answer; /konto needs a login and comes back', async ({
    page,
  }) => {
    const email = uniqueAddress('anmeldung')
    await createAccount(page, email)
    await page.goto('/konto/einstellungen')
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/\?notice=logged-out$/)

    await page.goto('/konto/einstellungen')
    await expect(page).toHaveURL(/\/konto\/anmelden\?returnTo=%2Fkonto%2Feinstellungen$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoSeriousAxeFindings(page, 'login page')

    const login = page.getByRole('form', { name: 'Anmelden' })
    // Client-side validation first: nothing is sent without the fields.
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByText('E-Mail-Adresse ist ein Pflichtfeld')).toBeVisible()
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')

    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('falsches Passwort 1')
    await login.getByRole('button', { name: 'Anmelden' }).click()
    const wrongPassword = (await login.getByRole('alert').textContent()) ?? ''
    expect(wrongPassword).toContain('E-Mail-Adresse oder Passwort ist nicht richtig')
    // Nothing typed is lost.
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await expect(login.getByRole('textbox', { name: 'Passwort', exact: true })).toHaveValue(
      'falsches Passwort 1',
    )

    await login.getByLabel('E-Mail-Adresse').fill(uniqueAddress('unbekannt'))
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByRole('alert')).toHaveText(wrongPassword)

    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/konto\/einstellungen$/)
    await expect(page.getByTestId('account-email')).toHaveText(email)

    // Logged in, the login page sends on to the account.
    await page.goto('/konto/anmelden')
    await expect(page).toHaveURL(/\/konto$/)
    await expectNoSeriousAxeFindings(page, 'account overview')
    await page.goto('/en/account/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data and settings')
    await expectNoSeriousAxeFindings(page, 'account settings')

    // A return path to another site is ignored.
    await page.goto('/konto/anmelden?returnTo=%2F%2Fevil.example%2F')
    await expect(page).toHaveURL(/\/konto$/)
  })

  test('data export downloads every stored datum as JSON; deleting the account ends logged out at home', async ({
    page,
    context,
  }) => {
    const email = uniqueAddress('datenschutz')
    await createAccount(page, email)
    await page.goto('/konto/einstellungen')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Daten herunterladen (JSON)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^schaufenster-daten-\d+\.json$/)
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      customer: { email: string; name: string }
      orders: unknown[]
      newsletter: unknown
      reviews: unknown[]
    }
    expect(data.customer).toMatchObject({ email, name: 'Robin Roth' })
    expect(data).toHaveProperty('orders')
    expect(data).toHaveProperty('newsletter')
    const exported = JSON.stringify(data)
    expect(exported).not.toContain(PASSWORD)
    expect(exported).not.toContain('"passwordHash"')

    // The newsletter can be switched from the account.
    await expect(page.getByTestId('newsletter-state')).toHaveText(
      'Sie erhalten unseren Newsletter nicht.',
    )
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
    await expect(page.getByTestId('newsletter-state')).toContainText(
      /Sie erhalten unseren Newsletter|wartet auf die Bestätigung/,
    )

    const remove = page.getByRole('form', { name: 'Kundenkonto löschen' })
    await expect(page.getByText(/§ 147 AO/)).toBeVisible()
    await remove.getByRole('textbox', { name: 'Passwort', exact: true }).fill('nicht das Passwort')
    await remove.getByRole('button', { name: 'Kundenkonto endgültig löschen' }).click()
    await expect(remove.getByText('Das Passwort ist nicht richtig.')).toBeVisible()
    await expect(remove.getByRole('textbox', { name: 'Passwort', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await remove.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await remove.getByRole('button', { name: 'Kundenkonto endgültig löschen' }).click()
    await expect(page).toHaveURL(/\/\?notice=account-deleted$/)
    await expect(page.getByTestId('site-notice')).toContainText('Ihr Kundenkonto wurde gelöscht')
    await expect(page.locator('#nav-bar').getByRole('link', { name: 'Anmelden' })).toBeVisible()
    expect(await sessionCookie(context)).toBeUndefined()

    // Without a session the export leads to the login; other sites may not post at all.
    const export_ = await page.request.post('/api/account/export', {
      form: { locale: 'de' },
      maxRedirects: 0,
    })
    expect(export_.status()).toBe(303)
    expect(export_.headers()['location']).toBe('/konto/anmelden?returnTo=%2Fkonto%2Feinstellungen')
    for (const path of ['/api/account/export', '/api/account/review']) {
      const forged = await page.request.post(path, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        data: {},
        maxRedirects: 0,
      })
      expect(forged.status(), path).toBe(403)
    }

    await page.goto('/konto/anmelden')
    const login = page.getByRole('form', { name: 'Anmelden' })
    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort')
  })
})
