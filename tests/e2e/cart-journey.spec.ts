import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, uniqueAddress, waitForMail } from './mail'
import { payOnHostedPage } from './shop'
import { fillBillingAddress } from './billing'

// Issue 19, points 9 to 12 and 14 (checkout): a shopper's way from the ticket page's premium
// support offer through cart and checkout in both languages, every cart control reachable
// by a real click at four widths, prices on every purchase type, the logged-in customer
// known at the checkout, and the total above the pay button.

const PREMIUM = { de: 'Premium-Support (1 Jahr)', en: 'Premium support (1 year)' }
// Windows-only programs: Firewall-Wache has a yearly and a monthly subscription and the
// next-version upgrade; Foto-Studio Pro is the second line (the one removed).
const FIREWALL = { id: '169', de: 'Firewall-Wache' }
const PHOTO = { id: '1', de: 'Foto-Studio Pro' }
const PASSWORD = 'ein langes Passwort 42'
// What the cart API says to developers; none of it may reach a page.
const API_TEXT = /premium support plan|qty|items:|must be|product id|no longer available/i

const euro = /\d+,\d{2}\u00a0€/

async function graphql<T>(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post('/graphql', { data: { query, variables } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** A cart made of these products, stored in the browser as the storefront stores it. */
async function useCart(page: Page, productIds: string[]) {
  const data = await graphql<{ setCartItems: { cart: { token: string } } }>(
    page.request,
    `
      mutation ($items: [CartItemInput!]!) {
        setCartItems(items: $items, locale: de) {
          ... on CartUpdated {
            cart {
              token
            }
          }
        }
      }
    `,
    { items: productIds.map((productId) => ({ productId, quantity: 1 })) },
  )
  const token = data.setCartItems.cart.token
  expect(token).toBeTruthy()
  // As web/src/cart/cart-token-storage.ts keeps it.
  await page.evaluate(
    (value) => localStorage.setItem('cartToken', JSON.stringify({ cart: { token: value } })),
    token,
  )
}

/** Puts the premium support plan into the cart from the page after a ticket. */
async function premiumFromTicketPage(page: Page, locale: 'de' | 'en') {
  await page.goto(locale === 'de' ? '/ticket/abgeschickt?ticket=T-1' : '/en/ticket/sent?ticket=T-1')
  await page
    .getByRole('button', { name: locale === 'de' ? 'In den Warenkorb' : 'Add to cart' })
    .click()
  await expect(page).toHaveURL(locale === 'de' ? /\/warenkorb$/ : /\/en\/cart$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
}

async function fillBuyer(page: Page, locale: 'de' | 'en', email: string | null) {
  const form = page.getByRole('form', { name: locale === 'de' ? 'Bestellung' : 'Order' })
  if (email !== null) {
    await form.getByLabel(locale === 'de' ? /^E-Mail-Adresse/ : /^Email address/).fill(email)
    await form.getByLabel(/^Name/).fill('Kim Becker')
  }
  await fillBillingAddress(form, locale)
  for (const box of await form.getByRole('checkbox').all()) await box.check()
  return form
}

/** Rectangles of two controls overlap (by more than rounding). */
function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const e = 0.5
  return (
    a.x + e < b.x + b.width &&
    b.x + e < a.x + a.width &&
    a.y + e < b.y + b.height &&
    b.y + e < a.y + a.height
  )
}

async function expectNoOverlappingControls(cart: Locator, width: number) {
  const controls = await cart.locator('button, input, select, a').all()
  const boxes: { name: string; box: { x: number; y: number; width: number; height: number } }[] = []
  for (const control of controls) {
    if (!(await control.isVisible())) continue
    const box = await control.boundingBox()
    if (!box || box.width === 0 || box.height === 0) continue
    const name = await control.evaluate(
      (el) =>
        `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.id ?? ''} ${(el.textContent ?? '').trim().slice(0, 30)}`,
    )
    boxes.push({ name, box })
  }
  const overlaps: string[] = []
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      if (intersects(boxes[i]!.box, boxes[j]!.box)) {
        overlaps.push(`${boxes[i]!.name} × ${boxes[j]!.name}`)
      }
    }
  }
  expect(overlaps, `overlapping cart controls at ${width} px`).toEqual([])
  // Nothing runs off the page sideways either.
  const page = cart.page()
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width)
}

test.describe('cart journey (issue 19)', () => {
  test('German: premium support from the ticket page through checkout, named and fixed at one, no API text', async ({
    page,
  }) => {
    await premiumFromTicketPage(page, 'de')
    const item = page.getByTestId('cart-item')
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(PREMIUM.de)
    // Sold once per order: no stepper that could only be refused.
    await expect(item.getByRole('button', { name: /Eine Lizenz (mehr|weniger)/ })).toHaveCount(0)
    await expect(item.getByTestId('fixed-quantity')).toHaveText('1 (einmal je Bestellung)')

    // Once more from the ticket page: still one, and no message at all.
    await premiumFromTicketPage(page, 'de')
    await expect(page.getByTestId('fixed-quantity')).toHaveText('1 (einmal je Bestellung)')
    await expect(page.getByTestId('cart').getByRole('alert')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(API_TEXT)

    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page).toHaveURL(/\/kasse$/)
    const summary = page.getByTestId('order-summary')
    await expect(summary).toContainText(`1 × ${PREMIUM.de}`)
    await expect(summary).not.toContainText('nicht mehr erhältlich')
    await expect(page.locator('main')).not.toContainText(API_TEXT)

    const email = uniqueAddress('premium-de')
    await fillBuyer(page, 'de', email)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page).toHaveURL(/\/bestellbestaetigung\?order=[\w-]+$/)
    await expect(page.getByTestId('order-item')).toContainText(PREMIUM.de)
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? ''

    // The same order on the English page: its English name.
    await page.goto(`/en/order-confirmation?order=${orderNumber}`)
    await expect(page.getByTestId('order-item')).toContainText(PREMIUM.en)
    await expect(page.getByTestId('order-item')).not.toContainText(PREMIUM.de)

    const mail = await waitForMail(email, new RegExp(`Ihre Bestellung ${orderNumber}`))
    expect(mail.text).toContain(`1 × ${PREMIUM.de}`)
  })

  test('English: premium support through checkout, English names and texts only', async ({
    page,
  }) => {
    await premiumFromTicketPage(page, 'en')
    await expect(page.getByTestId('cart-item').getByRole('heading', { level: 2 })).toHaveText(
      PREMIUM.en,
    )
    await expect(page.getByTestId('fixed-quantity')).toHaveText('1 (once per order)')
    await page.getByRole('link', { name: 'Proceed to checkout' }).click()
    await expect(page).toHaveURL(/\/en\/checkout$/)
    const summary = page.getByTestId('order-summary')
    await expect(summary).toContainText(`1 × ${PREMIUM.en}`)
    await expect(summary).not.toContainText('no longer available')
    await expect(page.locator('main')).not.toContainText(/Premium-Support|einmal je|Anmelden/)

    const email = uniqueAddress('premium-en')
    await fillBuyer(page, 'en', email)
    await page.getByRole('button', { name: 'Place order and pay' }).click()
    await payOnHostedPage(page, 'pay', 'en')
    await expect(page).toHaveURL(/\/en\/order-confirmation\?order=[\w-]+$/)
    await expect(page.getByTestId('order-item')).toContainText(PREMIUM.en)
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? ''
    const mail = await waitForMail(email, new RegExp(`order ${orderNumber}`, 'i'))
    expect(mail.text).toContain(`1 × ${PREMIUM.en}`)

    // And in German: the German name of the same line.
    await page.goto(`/bestellbestaetigung?order=${orderNumber}`)
    await expect(page.getByTestId('order-item')).toContainText(PREMIUM.de)
  })

  for (const width of [360, 768, 1280, 1920]) {
    test(`every cart control takes a real click at ${width} px and none overlaps another`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/warenkorb')
      await useCart(page, [FIREWALL.id, PHOTO.id])
      await page.reload()
      const items = page.getByTestId('cart-item')
      await expect(items).toHaveCount(2)
      const cart = page.getByTestId('cart')
      await expectNoOverlappingControls(cart, width)

      const firewall = items.filter({ hasText: FIREWALL.de })
      await firewall.getByRole('button', { name: `Eine Lizenz mehr von ${FIREWALL.de}` }).click()
      await expect(firewall.getByRole('spinbutton')).toHaveValue('2')
      await firewall.getByRole('button', { name: `Eine Lizenz weniger von ${FIREWALL.de}` }).click()
      await expect(firewall.getByRole('spinbutton')).toHaveValue('1')

      const upgrade = firewall.getByRole('checkbox', { name: /Folgeversion inklusive/ })
      await upgrade.click()
      await expect(upgrade).toBeChecked()
      await expect(upgrade).toBeEnabled()

      // The purchase type, chosen with a click on its radio (a subscription cart).
      const yearly = cart.getByRole('radio', { name: /Laufzeit 1 Jahr/ })
      await yearly.click()
      await expect(yearly).toBeChecked()
      await expectNoOverlappingControls(cart, width)

      await cart.getByLabel('Gutscheincode').click()
      await cart.getByLabel('Gutscheincode').fill('FRUEHLING20')
      await cart.getByRole('button', { name: 'Einlösen' }).click()
      await expect(page.getByTestId('applied-coupon')).toContainText('FRUEHLING20')
      await expectNoOverlappingControls(cart, width)

      const currency = cart.getByLabel('Währung')
      await currency.click()
      await currency.selectOption('USD')
      await expect(page.getByTestId('cart-total')).toContainText('$')

      const country = cart.getByLabel('Land', { exact: true })
      await country.click()
      await country.selectOption('AT')
      await expect(page.getByTestId('cart-vat')).toHaveText('inkl. 20 % MwSt.')
      await expectNoOverlappingControls(cart, width)

      await cart.getByRole('button', { name: 'Gutschein entfernen' }).click()
      await expect(page.getByTestId('applied-coupon')).toHaveCount(0)
      const once = cart.getByRole('radio', { name: /^Einmalkauf/ })
      await once.click()
      await expect(once).toBeChecked()

      await cart.getByRole('button', { name: `${PHOTO.de} aus dem Warenkorb entfernen` }).click()
      await expect(items).toHaveCount(1)
      await expectNoOverlappingControls(cart, width)

      await cart.getByRole('link', { name: 'Zur Kasse' }).click()
      await expect(page).toHaveURL(/\/kasse$/)
    })
  }

  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: every purchase type shows its price per period, renewal and cancelling`, async ({
      page,
    }) => {
      await page.goto(locale === 'de' ? '/warenkorb' : '/en/cart')
      await useCart(page, [FIREWALL.id])
      await page.reload()
      const options = page.getByTestId('purchase-type-option')
      await expect(options).toHaveCount(3)
      const labels = (await options.allTextContents()).map((text) => text.replace(/\s+/g, ' '))
      if (locale === 'de') {
        expect(labels[0]).toMatch(/^Einmalkauf \d+,\d{2} € einmalig$/)
        expect(labels[1]).toMatch(/^Im Abonnement, Laufzeit 1 Jahr \d+,\d{2} € \/ Jahr$/)
        expect(labels[2]).toMatch(/^Im Abonnement, Laufzeit 1 Monat \d+,\d{2} € \/ Monat$/)
        const yearly = page.getByRole('radio', { name: /Laufzeit 1 Jahr/ })
        await expect(yearly).toHaveAccessibleDescription(
          /ohne automatische Verlängerung.*Nichts zu kündigen/,
        )
      } else {
        expect(labels[0]).toMatch(/^One-time purchase €\d+\.\d{2} once$/)
        expect(labels[1]).toMatch(/^Subscription, term 1 year €\d+\.\d{2} \/ year$/)
        expect(labels[2]).toMatch(/^Subscription, term 1 month €\d+\.\d{2} \/ month$/)
        const yearly = page.getByRole('radio', { name: /term 1 year/ })
        await expect(yearly).toHaveAccessibleDescription(/no automatic renewal.*Nothing to cancel/)
      }
      // Shown before the choice: nothing was chosen yet, the one-time purchase is the cart's.
      await expect(page.getByRole('radio').first()).toBeChecked()
      await expect(page.getByTestId('purchase-type-price').first()).toHaveText(
        locale === 'de' ? euro : /€\d+\.\d{2}/,
      )
    })
  }

  test('logged in: the checkout knows the customer; a guest logs in from it and keeps the cart', async ({
    page,
    request,
  }) => {
    // An account, registered and confirmed outside this browser (which stays a guest).
    const email = uniqueAddress('stammkundin')
    const registered = await graphql<{ register: { __typename: string } }>(
      request,
      'mutation ($input: RegisterInput!) { register(input: $input, locale: de) { __typename } }',
      { input: { email, name: 'Robin Roth', password: PASSWORD } },
    )
    expect(registered.register.__typename).toBe('RegistrationPending')
    const token = new URL(
      linkIn(await waitForMail(email, /Kundenkonto/), '?token='),
      'http://x',
    ).searchParams.get('token')
    const confirmed = await graphql<{ confirmRegistration: { __typename: string } }>(
      request,
      'mutation ($token: String!) { confirmRegistration(token: $token, locale: de) { __typename } }',
      { token },
    )
    expect(confirmed.confirmRegistration.__typename).toBe('LoggedIn')

    await premiumFromTicketPage(page, 'de')
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    const form = page.getByRole('form', { name: 'Bestellung' })
    await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveValue('')
    await form
      .getByRole('link', { name: /Anmelden und mit diesem Warenkorb zurück zur Kasse/ })
      .click()
    await expect(page).toHaveURL(/\/konto\/anmelden\?returnTo=%2Fkasse$/)
    const login = page.getByRole('form', { name: 'Anmelden' })
    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Anmelden' }).click()

    // Back at the checkout, the cart as it was, the details from the account.
    await expect(page).toHaveURL(/\/kasse$/)
    await expect(page.getByTestId('order-summary')).toContainText(`1 × ${PREMIUM.de}`)
    const emailField = form.getByLabel(/^E-Mail-Adresse/)
    await expect(emailField).toHaveValue(email)
    await expect(emailField).not.toBeEditable()
    await expect(emailField).toHaveAccessibleDescription(/E-Mail-Adresse Ihres Kundenkontos/)
    await expect(form.getByLabel(/^Name/)).toHaveValue('Robin Roth')
    await expect(
      form.getByRole('link', { name: /E-Mail-Adresse in den Kontoeinstellungen ändern/ }),
    ).toHaveAttribute('href', '/konto/einstellungen')
    await expect(page.getByTestId('checkout-login')).toHaveCount(0)

    await fillBuyer(page, 'de', null)
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await payOnHostedPage(page)
    await expect(page).toHaveURL(/\/bestellbestaetigung\?order=[\w-]+$/)
    await expect(page.getByText(email)).toBeVisible()
  })

  for (const width of [360, 390, 768, 1280]) {
    test(`checkout at ${width} px: total and tax above the pay button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/warenkorb')
      await useCart(page, [FIREWALL.id, PHOTO.id])
      await page.goto('/kasse')
      const pay = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })
      await expect(pay).toBeVisible()
      const payBox = (await pay.boundingBox())!
      const totals = [
        page.getByTestId('checkout-total'),
        page.getByTestId('checkout-tax'),
        ...(await page.getByTestId('cart-total').all()),
      ]
      for (const total of totals) {
        await expect(total).toBeVisible()
        await expect(total).toHaveText(euro)
        const box = (await total.boundingBox())!
        expect(box.y + box.height, 'a total below the pay button').toBeLessThanOrEqual(payBox.y)
      }
      await expect(page.getByTestId('checkout-total')).toHaveText(
        (await page.getByTestId('order-summary').getByTestId('cart-total').textContent()) ?? '',
      )
    })
  }
})
