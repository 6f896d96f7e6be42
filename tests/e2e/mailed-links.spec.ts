import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { addProductToCart, fillCheckout, payOnHostedPage } from './shop'

// Issue 19 §5: the page of every mailed link shows only the failure of a bad, used or
// expired link, with what to do next, and answers 4xx (400 unknown, 410 used or expired);
// never a success headline. Issue 19 §4: "request activation codes" mails the keys.

const BAD_TOKEN = 'x'.repeat(43)

const SUCCESS_HEADLINES = [
  'Ihr Programm ist aktiviert',
  'Sie wurden abgemeldet',
  'Vielen Dank für Ihre Anmeldung',
  'Your program is activated',
  'You have been unsubscribed',
  'Thank you for subscribing',
]

interface LinkPage {
  kind: string
  path: { de: string; en: string }
  /** The page's button or form, which must not be there. */
  action: { de: RegExp; en: RegExp }
  /** The failure text (an alert). */
  failure: { de: RegExp; en: RegExp }
  /** The way on (a link). */
  next: { de: string; en: string }
}

const FAILED_TITLE = { de: 'Dieser Link funktioniert nicht', en: 'This link does not work' }
const FORM_FAILURE = { de: /ungültig/, en: /invalid/ }
const ACCOUNT_FAILURE = { de: /ungültig oder abgelaufen/, en: /invalid or has expired/ }

const PAGES: LinkPage[] = [
  {
    kind: 'newsletter confirmation',
    path: { de: '/newsletter/confirm', en: '/en/newsletter/confirm' },
    action: { de: /Anmeldung bestätigen/, en: /Confirm subscription/ },
    failure: FORM_FAILURE,
    next: { de: 'Zur Newsletter-Anmeldung', en: 'Go to the newsletter sign-up' },
  },
  {
    kind: 'newsletter unsubscribe',
    path: { de: '/newsletter/unsubscribe', en: '/en/newsletter/unsubscribe' },
    action: { de: /^Abmelden$/, en: /^Unsubscribe$/ },
    failure: FORM_FAILURE,
    next: { de: 'Zum Kontaktformular', en: 'Go to the contact form' },
  },
  {
    kind: 'program activation',
    path: { de: '/activate', en: '/en/activate' },
    action: { de: /Aktivierung bestätigen/, en: /Confirm activation/ },
    failure: FORM_FAILURE,
    next: { de: 'Zum Kontaktformular', en: 'Go to the contact form' },
  },
  {
    kind: 'account confirmation',
    path: { de: '/konto/bestaetigen', en: '/en/account/confirm' },
    action: { de: /E-Mail-Adresse bestätigen/, en: /Confirm e-mail address/ },
    failure: ACCOUNT_FAILURE,
    next: { de: 'Zur Anmeldung', en: 'Go to login' },
  },
  {
    kind: 'e-mail change',
    path: { de: '/konto/email-bestaetigen', en: '/en/account/confirm-email' },
    action: { de: /Neue E-Mail-Adresse bestätigen/, en: /Confirm new e-mail address/ },
    failure: ACCOUNT_FAILURE,
    next: { de: 'Zum Kundenkonto', en: 'Go to your account' },
  },
  {
    kind: 'password reset',
    path: { de: '/konto/passwort-zuruecksetzen', en: '/en/account/reset-password' },
    action: { de: /Neues Passwort speichern/, en: /Save new password/ },
    failure: ACCOUNT_FAILURE,
    next: { de: 'Neuen Link anfordern', en: 'Request a new link' },
  },
  {
    kind: 'set password',
    path: { de: '/konto/passwort-setzen', en: '/en/account/set-password' },
    action: { de: /Passwort speichern/, en: /Save password/ },
    failure: ACCOUNT_FAILURE,
    next: { de: 'Neuen Link anfordern', en: 'Request a new link' },
  },
  {
    kind: 'guest claim',
    path: { de: '/konto/zuordnen', en: '/en/account/claim' },
    action: { de: /Zu meinem Konto hinzufügen/, en: /Add to my account/ },
    failure: ACCOUNT_FAILURE,
    next: { de: 'Zum Kundenkonto', en: 'To your customer account' },
  },
]

test.describe('mailed links with a bad token', () => {
  // The browser logs a page answered 4xx as a failed load: that is the point here.
  test.use({ expectedConsoleErrors: [/status of 400/] })
  for (const linkPage of PAGES) {
    for (const locale of ['de', 'en'] as const) {
      test(`${linkPage.kind} (${locale}): 400 and only the failure`, async ({ page }) => {
        for (const token of [BAD_TOKEN, 'bad']) {
          const response = await page.goto(`${linkPage.path[locale]}?token=${token}`)
          expect(response?.status(), `${linkPage.path[locale]}?token=${token}`).toBe(400)
          // The token left the address as before (303 to the page without it).
          await expect(page).toHaveURL(new RegExp(`${linkPage.path[locale]}$`))
          const main = page.locator('main')
          // The headline names the failure, never the action the link would have done.
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(FAILED_TITLE[locale])
          await expect(main.getByRole('alert')).toContainText(linkPage.failure[locale])
          await expect(main.getByRole('link', { name: linkPage.next[locale] })).toBeVisible()
          await expect(main.getByRole('button', { name: linkPage.action[locale] })).toHaveCount(0)
          await expect(main.locator('input[type="password"]')).toHaveCount(0)
          for (const headline of SUCCESS_HEADLINES) {
            await expect(page.getByText(headline)).toHaveCount(0)
          }
        }
      })
    }
  }

  test('the issue’s example: /activate?token=bad at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const response = await page.goto('/activate?token=bad')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dieser Link funktioniert nicht',
    )
    await expect(page.getByText('Ihr Programm ist aktiviert')).toHaveCount(0)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('used mailed links', () => {
  test.use({ expectedConsoleErrors: [/status of 410/] })
  test('a newsletter confirmation link of an address that unsubscribed is 410 Gone', async ({
    page,
  }) => {
    const email = uniqueAddress('gone')
    await page.goto('/en')
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' })
    await box.getByLabel(/^Email address/).fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText(/please confirm your subscription/i)).toBeVisible()
    const confirmLink = linkIn(
      await waitForMail(email, /confirm your newsletter subscription/i),
      '/newsletter/confirm?token=',
    )
    await page.goto(confirmLink)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page).toHaveURL(/\/en\/newsletter\/registered$/)

    // The welcome mail brings the promised voucher (issue 19 §8).
    const welcome = await waitForMail(email, /welcome/i)
    expect(welcome.text).toMatch(/Your personal voucher code: NL25-[A-Z2-9]{4}-[A-Z2-9]{4}/)
    expect(welcome.text).toMatch(/valid until \d{1,2} \w+ \d{4}/)

    await page.goto(linkIn(welcome, '/newsletter/unsubscribe?token='))
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/newsletter\/unsubscribed$/)

    const again = await page.goto(confirmLink)
    expect(again?.status()).toBe(410)
    await expect(page.locator('main').getByRole('alert')).toContainText('already been used')
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0)
    await expect(page.getByText('Thank you for subscribing')).toHaveCount(0)
  })
})

test.describe('request activation codes (issue 19 §4)', () => {
  test('the mail lists the keys bought with the address; an unknown address gets the same answer', async ({
    page,
  }) => {
    const buyer = uniqueAddress('codes')
    await addProductToCart(page)
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await fillCheckout(page, buyer)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    const key = (await page.getByTestId('licence-key').first().textContent())?.trim() ?? ''
    expect(key).toMatch(/^SCHF-/)

    const ask = async (email: string) => {
      await page.goto('/en/contact?option=missing-code')
      const form = page.getByRole('form', { name: 'Request your activation codes' })
      await form.getByLabel(/^Email address/).fill(email)
      await form.getByRole('button', { name: 'Send activation codes' }).click()
      const answer = page.getByText(/We have sent you an e-mail/)
      await expect(answer).toBeVisible()
      return answer.textContent()
    }
    const stranger = uniqueAddress('no-codes')
    expect(await ask(buyer)).toBe(await ask(stranger))

    const codes = await waitForMail(buyer, /Your licence keys/)
    expect(codes.text).toContain(`Photo Studio Pro: ${key}`)
    expect(codes.text).toMatch(/\/en\/downloads\/\S+\?licence=/)
    const none = await waitForMail(stranger, /activation codes/i)
    expect(none.text).toContain('We found no licence for this e-mail address')
    expect(none.text).not.toContain('SCHF-')
  })
})
