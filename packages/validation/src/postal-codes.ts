// Postal code formats of the countries the shop sells to (Universal Postal Union's
// addressing formats), so a typo is caught at checkout and not on the invoice. A country
// without an entry takes any plausible code: letters, digits, spaces and dashes.

const POSTAL_CODES: Partial<Record<string, RegExp>> = {
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  CH: /^\d{4}$/,
  CY: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  GR: /^\d{3} ?\d{2}$/,
  HR: /^\d{5}$/,
  HU: /^\d{4}$/,
  // Eircode: routing key and unique identifier.
  IE: /^[A-Z]\d[\dW] ?[0-9A-Z]{4}$/,
  IS: /^\d{3}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  LI: /^\d{4}$/,
  LT: /^(LT-)?\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  LV: /^(LV-)?\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  NO: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SI: /^\d{4}$/,
  SK: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
}

const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/

/** A postal code as typed, upper-cased with single spaces, as it is checked and stored. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** Whether a (normalized) postal code has the form of the country's codes. */
export function isPostalCodeOf(postalCode: string, country: string): boolean {
  return (POSTAL_CODES[country] ?? ANY_POSTAL_CODE).test(postalCode)
}
