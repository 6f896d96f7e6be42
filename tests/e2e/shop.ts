import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { fillBillingAddress } from './billing'

// Shopping steps shared by the cart and the tracking specs.

export const PRODUCT = '/windows/grafik/foto-studio-pro'

/** Opens a product page (Foto-Studio Pro unless told otherwise) and puts it into the cart. */
export async function addProductToCart(page: Page, product: string = PRODUCT) {
  await page.goto(product)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^Warenkorb\s?, 1 Artikel$/ })).toBeVisible()
}

/** Fills the checkout form; it has no payment field (the hosted page takes the payment). */
export async function fillCheckout(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Bestellung' })
  await form.getByLabel(/^E-Mail-Adresse/).fill(email)
  await form.getByLabel(/^Name/).fill('Kim Becker')
  await fillBillingAddress(form)
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await form.getByRole('checkbox', { name: /Widerrufsrecht/ }).check()
  return form
}

const HOSTED_BUTTONS = {
  de: {
    pay: 'Mit Karte bezahlen (Test: genehmigt)',
    decline: 'Zahlung ablehnen (Test)',
    sepa: 'SEPA-Lastschrift (Test: Zahlung ausstehend)',
  },
  en: {
    pay: 'Pay by card (test: approved)',
    decline: 'Decline the payment (test)',
    sepa: 'SEPA direct debit (test: payment pending)',
  },
} as const

/**
 * After "Zahlungspflichtig bestellen": the browser is on the embedded test provider's hosted
 * page (decision 0022), served through the shop's origin and labelled as a test; presses one
 * of its buttons and waits until the browser is back in the shop.
 */
export async function payOnHostedPage(
  page: Page,
  action: 'pay' | 'decline' | 'sepa' = 'pay',
  locale: 'de' | 'en' = 'de',
) {
  await expect(page).toHaveURL(/\/test-payment\/cs_test_[\w-]+$/)
  await expect(page.getByTestId('test-payment-banner')).toHaveText(
    locale === 'de' ? 'TESTZAHLUNG – es wird kein Geld bewegt' : 'TEST PAYMENT – no money moves',
  )
  await page.getByRole('button', { name: HOSTED_BUTTONS[locale][action] }).click()
  await expect(page).not.toHaveURL(/\/test-payment\//)
}
