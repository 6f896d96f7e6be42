import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '@schaufenster/validation'

// A billing address for test orders (issue 23): the checkout requires one, with a postal
// code in the form of the billing country's codes.

const POSTAL_CODE_SAMPLES: Partial<Record<CheckoutCountry, string>> = {
  AT: '1010',
  AU: '2000',
  BE: '1000',
  BG: '1000',
  CA: 'K1A 0B1',
  CH: '8001',
  CY: '1010',
  CZ: '110 00',
  DE: '10115',
  DK: '1050',
  EE: '10111',
  ES: '28001',
  FI: '00100',
  FR: '75001',
  GB: 'SW1A 1AA',
  GR: '105 57',
  HR: '10000',
  HU: '1011',
  IE: 'D02 X285',
  IS: '101',
  IT: '00118',
  JP: '100-0001',
  LI: '9490',
  LT: 'LT-01100',
  LU: 'L-1111',
  LV: 'LV-1050',
  MT: 'VLT 1117',
  NL: '1012 AB',
  NO: '0150',
  NZ: '6011',
  PL: '00-950',
  PT: '1000-001',
  RO: '010011',
  SE: '111 52',
  SI: '1000',
  SK: '811 01',
  US: '94105',
}

/** Street, postal code and city of a made-up address in the country. */
export function billingAddressIn(country: string) {
  if (!(CHECKOUT_COUNTRIES as readonly string[]).includes(country)) {
    throw new Error(`No sample address for ${country}`)
  }
  return {
    street: 'Musterstraße 1',
    postalCode: POSTAL_CODE_SAMPLES[country as CheckoutCountry] ?? '12345',
    city: 'Musterstadt',
  }
}
