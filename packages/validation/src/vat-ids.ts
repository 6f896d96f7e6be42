import { EU_COUNTRIES } from './eu-countries'

// The format of an EU VAT identification number per member state, as the European
// Commission's VIES FAQ lists it: the two-letter prefix (Greece's is EL, not its ISO code GR)
// and the national part. Only the form is checked here, never whether the number is issued
// (that would be a VIES network call, docs/decisions/0023-billing-address-and-reverse-charge.md).

type EuCountry = (typeof EU_COUNTRIES)[number]

/** The VAT id prefix of each member state. */
const VAT_ID_PREFIXES: Record<EuCountry, string> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  CY: 'CY',
  CZ: 'CZ',
  DE: 'DE',
  DK: 'DK',
  EE: 'EE',
  ES: 'ES',
  FI: 'FI',
  FR: 'FR',
  GR: 'EL',
  HR: 'HR',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LT: 'LT',
  LU: 'LU',
  LV: 'LV',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SE: 'SE',
  SI: 'SI',
  SK: 'SK',
}

/** The national part after the prefix, and an example of a whole id for messages. */
const NATIONAL_PARTS: Record<EuCountry, { pattern: RegExp; example: string }> = {
  AT: { pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { pattern: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  CZ: { pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { pattern: /^\d{9}$/, example: 'EE123456789' },
  // A letter or digit, seven digits, a letter or digit (NIF/NIE/CIF).
  ES: { pattern: /^[0-9A-Z]\d{7}[0-9A-Z]$/, example: 'ESX1234567X' },
  FI: { pattern: /^\d{8}$/, example: 'FI12345678' },
  // Two check characters (digits or letters other than I and O) and the 9-digit SIREN.
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { pattern: /^\d{9}$/, example: 'EL123456789' },
  HR: { pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { pattern: /^\d{8}$/, example: 'HU12345678' },
  // Old form: digit, letter/digit/+/*, five digits, letter; new form: seven digits, one or two letters.
  IE: { pattern: /^(\d[0-9A-Z+*]\d{5}[A-W]|\d{7}[A-W][A-IW]?)$/, example: 'IE1234567T' },
  IT: { pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  SE: { pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { pattern: /^\d{10}$/, example: 'SK1234567890' },
}

/** A tax number of a country outside the EU (e.g. CHE-123.456.789): printed, never checked. */
const FOREIGN_TAX_ID = /^[A-Z0-9][A-Z0-9.\-/]{3,19}$/

function isEu(country: string): country is EuCountry {
  return Object.hasOwn(VAT_ID_PREFIXES, country)
}

/** A VAT id as people type it ("de 123 456 789", "ATU-1234.5678") in the form it is checked and stored. */
export function normalizeVatId(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  const prefix = compact.slice(0, 2)
  // Dots and dashes only group the digits of an EU id; a foreign number keeps its own form.
  const isEuId = isEu(prefix === 'EL' ? 'GR' : prefix) && prefix !== 'GR'
  return isEuId ? compact.replace(/[.-]/g, '') : compact
}

/**
 * Whether a (normalized) VAT id has the form of the member state's ids: `DE123456789` for
 * DE, `EL…` for GR. True for any plausible tax number when the country is outside the EU.
 */
export function isVatIdOfCountry(vatId: string, country: string): boolean {
  if (!isEu(country)) return FOREIGN_TAX_ID.test(vatId)
  const prefix = VAT_ID_PREFIXES[country]
  return vatId.startsWith(prefix) && NATIONAL_PARTS[country].pattern.test(vatId.slice(2))
}

/** The EU member state (ISO code) whose form a VAT id has, or undefined. */
export function euCountryOfVatId(vatId: string): EuCountry | undefined {
  return EU_COUNTRIES.find((country) => isVatIdOfCountry(vatId, country))
}

/** An example VAT id of the country for messages, or undefined outside the EU. */
export function vatIdExample(country: string): string | undefined {
  return isEu(country) ? NATIONAL_PARTS[country].example : undefined
}
