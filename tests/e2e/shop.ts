import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Shopping steps shared by the cart and the tracking specs.

export const PRODUCT = '/windows/grafik/foto-studio-pro'
export const SUCCESS_CARD = '4242 4242 4242 4242'
export const DECLINE_CARD = '4000 0000 0000 0002'

/** Opens a product page (Foto-Studio Pro unless told otherwise) and puts it into the cart. */
export async function addProductToCart(page: Page, product: string = PRODUCT) {
  await page.goto(product)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^Warenkorb\s?, 1 Artikel$/ })).toBeVisible()
}

export async function fillCheckout(page: Page, email: string, card: string) {
  const form = page.getByRole('form', { name: 'Bestellung' })
  await form.getByLabel(/^E-Mail-Adresse/).fill(email)
  await form.getByLabel(/^Name/).fill('Kim Becker')
  await form.getByLabel(/^Kartennummer/).fill(card)
  await form.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await form.getByRole('checkbox', { name: /Widerrufsrecht/ }).check()
  return form
}
