import { type EU_COUNTRIES } from '@schaufenster/validation'

// Standard VAT rates of the EU member states in percent (as of 2026). Digital goods sold
// to consumers are taxed at the rate of the buyer's country (EU one-stop shop); outside
// the EU no VAT is charged. Germany is the default country.
export const EU_VAT_RATES: Record<(typeof EU_COUNTRIES)[number], number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

export const DEFAULT_COUNTRY = 'DE'

export function isEuCountry(country: string): country is keyof typeof EU_VAT_RATES {
  return Object.hasOwn(EU_VAT_RATES, country)
}

/** The VAT rate for a buyer in this country (ISO 3166-1 alpha-2, upper case). */
export function vatRateFor(country: string): number {
  return isEuCountry(country) ? EU_VAT_RATES[country] : 0
}
