import { describe, expect, it } from 'vitest'
import {
  EU_COUNTRIES,
  euCountryOfVatId,
  isVatIdOfCountry,
  normalizeVatId,
  vatIdExample,
} from '@schaufenster/validation'

// One well-formed and a few malformed ids per member state (formats of the VIES FAQ).
const VALID: Record<(typeof EU_COUNTRIES)[number], string[]> = {
  AT: ['ATU12345678'],
  BE: ['BE0123456789', 'BE1234567890'],
  BG: ['BG123456789', 'BG1234567890'],
  CY: ['CY12345678L'],
  CZ: ['CZ12345678', 'CZ123456789', 'CZ1234567890'],
  DE: ['DE123456789'],
  DK: ['DK12345678'],
  EE: ['EE123456789'],
  ES: ['ESX1234567X', 'ES12345678Z', 'ESA12345678'],
  FI: ['FI12345678'],
  FR: ['FR12345678901', 'FRAB123456789', 'FR1A123456789'],
  GR: ['EL123456789'],
  HR: ['HR12345678901'],
  HU: ['HU12345678'],
  IE: ['IE1234567T', 'IE1234567TW', 'IE1A23456T', 'IE1+23456T'],
  IT: ['IT12345678901'],
  LT: ['LT123456789', 'LT123456789012'],
  LU: ['LU12345678'],
  LV: ['LV12345678901'],
  MT: ['MT12345678'],
  NL: ['NL123456789B01'],
  PL: ['PL1234567890'],
  PT: ['PT123456789'],
  RO: ['RO12', 'RO1234567890'],
  SE: ['SE123456789001'],
  SI: ['SI12345678'],
  SK: ['SK1234567890'],
}

const INVALID: Record<string, string[]> = {
  AT: ['AT12345678', 'ATU1234567', 'ATU123456789', 'DE123456789'],
  BE: ['BE2123456789', 'BE123456789', 'BE01234567890'],
  DE: ['DE12345678', 'DE1234567890', 'DEA23456789', '123456789', 'ATU12345678'],
  FR: ['FR1234567890', 'FRIO123456789', 'FR123456789012'],
  GR: ['GR123456789', 'EL12345678'],
  IT: ['IT1234567890', 'IT123456789012'],
  NL: ['NL123456789A01', 'NL123456789B1', 'NL12345678B01'],
  PL: ['PL123456789', 'PL12345678901'],
  ES: ['ES12345678', 'ES1234567890'],
  SE: ['SE123456789012', 'SE1234567890'],
  RO: ['RO0123', 'RO1', 'RO12345678901'],
  IE: ['IE12345678', 'IE1234567'],
}

describe('EU VAT id formats', () => {
  it('knows all 27 member states', () => {
    expect(Object.keys(VALID).sort()).toEqual([...EU_COUNTRIES].sort())
  })

  for (const country of EU_COUNTRIES) {
    it(`accepts well-formed ids of ${country}`, () => {
      for (const id of VALID[country]) expect(isVatIdOfCountry(id, country), id).toBe(true)
      expect(isVatIdOfCountry(vatIdExample(country)!, country)).toBe(true)
    })
  }

  for (const [country, ids] of Object.entries(INVALID)) {
    it(`refuses malformed ids and other states' ids for ${country}`, () => {
      for (const id of ids) expect(isVatIdOfCountry(id, country), id).toBe(false)
    })
  }

  it('uses EL for Greece and names the member state of an id', () => {
    expect(euCountryOfVatId('EL123456789')).toBe('GR')
    expect(euCountryOfVatId('ATU12345678')).toBe('AT')
    expect(euCountryOfVatId('CHE123456789')).toBeUndefined()
  })

  it('normalizes what people type: spaces, case, dots and dashes of EU ids', () => {
    expect(normalizeVatId(' de 123 456 789 ')).toBe('DE123456789')
    expect(normalizeVatId('atu-1234.5678')).toBe('ATU12345678')
    expect(normalizeVatId('el 123-456-789')).toBe('EL123456789')
    // A number outside the EU keeps its own punctuation.
    expect(normalizeVatId('che-123.456.789')).toBe('CHE-123.456.789')
  })

  it('takes any plausible tax number of a country outside the EU', () => {
    expect(isVatIdOfCountry('CHE-123.456.789', 'CH')).toBe(true)
    expect(isVatIdOfCountry('GB123456789', 'GB')).toBe(true)
    expect(isVatIdOfCountry('X', 'CH')).toBe(false)
    expect(vatIdExample('CH')).toBeUndefined()
  })
})
