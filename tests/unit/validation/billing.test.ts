import { describe, expect, it } from 'vitest'
import {
  billingAddressSchema,
  fieldErrorsOf,
  isPostalCodeOf,
  normalizePostalCode,
  type BillingAddressInput,
} from '@schaufenster/validation'

const address: BillingAddressInput = {
  country: 'DE',
  name: 'Erika Mustermann',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
}

function errors(locale: 'de' | 'en', input: unknown) {
  const result = billingAddressSchema(locale).safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('billingAddressSchema', () => {
  it('accepts an address and normalizes country, postal code and VAT id', () => {
    expect(
      billingAddressSchema('de').parse({
        ...address,
        country: 'nl',
        postalCode: ' 1234   ab ',
        company: ' Muster B.V. ',
        vatId: 'nl 123456789 b01',
      }),
    ).toEqual({
      country: 'NL',
      name: 'Erika Mustermann',
      company: 'Muster B.V.',
      vatId: 'NL123456789B01',
      street: 'Musterstraße 1',
      postalCode: '1234 AB',
      city: 'Berlin',
    })
  })

  it('names every missing field in both languages', () => {
    expect(errors('de', {})).toEqual({
      country: 'Land ist ein Pflichtfeld',
      name: 'Name ist ein Pflichtfeld',
      street: 'Straße und Hausnummer ist ein Pflichtfeld',
      postalCode: 'Postleitzahl ist ein Pflichtfeld',
      city: 'Ort ist ein Pflichtfeld',
    })
    expect(errors('en', { ...address, street: ' ', city: '' })).toEqual({
      street: 'The street and number field is required',
      city: 'The city field is required',
    })
  })

  it("checks the postal code in the country's format, every message at once", () => {
    expect(errors('de', { ...address, name: '', postalCode: '1011' })).toEqual({
      name: 'Name ist ein Pflichtfeld',
      postalCode: 'Postleitzahl ist keine Postleitzahl des gewählten Landes',
    })
    expect(errors('en', { ...address, country: 'AT', postalCode: '10115' })).toEqual({
      postalCode: 'The postal code field is not a postal code of the selected country',
    })
    expect(errors('en', { ...address, country: 'AT', postalCode: '1010' })).toEqual({})
  })

  it("wants the VAT id in the country's form, with an example, and a company beside it", () => {
    expect(
      errors('en', { ...address, country: 'AT', postalCode: '1010', vatId: 'DE123456789' }),
    ).toEqual({
      vatId: 'The VAT ID field is not a VAT ID of the selected country (for example ATU12345678)',
      company: 'The company field is required',
    })
    expect(errors('de', { ...address, company: 'Muster GmbH', vatId: 'DE12345678' })).toEqual({
      vatId: 'USt-IdNr. ist keine USt-IdNr. des gewählten Landes (zum Beispiel DE123456789)',
    })
    expect(errors('de', { ...address, company: 'Muster GmbH', vatId: 'DE 123 456 789' })).toEqual(
      {},
    )
  })

  it('bounds the fields and says a wrong type is not valid', () => {
    expect(errors('en', { ...address, street: 's'.repeat(121), city: 42 })).toEqual({
      street: 'The street and number field may not be greater than 120 characters',
      city: 'The city field is not valid',
    })
  })
})

describe('postal codes', () => {
  it.each([
    ['DE', '10115', '1011'],
    ['AT', '1010', '10100'],
    ['CH', '8001', '80010'],
    ['NL', '1234 AB', '1234'],
    ['FR', '75001', '7500'],
    ['PL', '00-950', '00950'],
    ['PT', '1000-001', '1000'],
    ['SE', '114 55', '1145'],
    ['GB', 'SW1A 1AA', '12345'],
    ['US', '94105-1234', '9410'],
    ['IE', 'D02 X285', '12345'],
  ])('%s: %s is one, %s is not', (country, good, bad) => {
    expect(isPostalCodeOf(normalizePostalCode(good), country)).toBe(true)
    expect(isPostalCodeOf(normalizePostalCode(bad), country)).toBe(false)
  })

  it('takes a plausible code for a country without a known format', () => {
    expect(isPostalCodeOf('ABC-123', 'XX')).toBe(true)
    expect(isPostalCodeOf('!', 'XX')).toBe(false)
  })
})
