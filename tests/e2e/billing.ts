import type { Locator } from '@playwright/test'

// The checkout's billing address (issue 23): every checkout fills it in.

export interface E2eBillingAddress {
  street: string
  postalCode: string
  city: string
}

export const GERMAN_ADDRESS: E2eBillingAddress = {
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
}

/** Fills street, postal code and city of the billing address in the checkout or account form. */
export async function fillBillingAddress(
  form: Locator,
  locale: 'de' | 'en' = 'de',
  address: E2eBillingAddress = GERMAN_ADDRESS,
) {
  const de = locale === 'de'
  await form.getByLabel(de ? /^Straße und Hausnummer/ : /^Street and number/).fill(address.street)
  await form.getByLabel(de ? /^Postleitzahl/ : /^Postal code/).fill(address.postalCode)
  await form.getByLabel(de ? /^Ort/ : /^City/).fill(address.city)
}
