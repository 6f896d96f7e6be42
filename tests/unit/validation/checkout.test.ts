import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_COUNTRIES,
  EU_COUNTRIES,
  checkoutSchema,
  fieldErrorsOf,
  type CheckoutInput,
} from '@schaufenster/validation'

const valid: CheckoutInput = {
  email: 'erika@example.org',
  name: 'Erika Mustermann',
  country: 'DE',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  acceptTerms: true,
  waiveWithdrawal: true,
}

function errors(locale: 'de' | 'en', input: unknown) {
  const result = checkoutSchema(locale).safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('checkoutSchema', () => {
  it('accepts a complete form and normalizes VAT id and country', () => {
    const parsed = checkoutSchema('de').parse({
      ...valid,
      country: 'at',
      postalCode: '1010',
      city: 'Wien',
      company: '  Muster GmbH ',
      vatId: 'atu 1234 5678',
      cjEvent: 'abc_123-XYZ',
    })
    expect(parsed).toEqual({
      email: 'erika@example.org',
      name: 'Erika Mustermann',
      country: 'AT',
      company: 'Muster GmbH',
      vatId: 'ATU12345678',
      street: 'Musterstraße 1',
      postalCode: '1010',
      city: 'Wien',
      saveBillingAddress: false,
      acceptTerms: true,
      waiveWithdrawal: true,
      cjEvent: 'abc_123-XYZ',
    })
  })

  it('treats empty optional fields as absent', () => {
    const parsed = checkoutSchema('en').parse({ ...valid, company: ' ', vatId: '', cjEvent: '' })
    expect(parsed.company).toBeUndefined()
    expect(parsed.vatId).toBeUndefined()
    expect(parsed.cjEvent).toBeUndefined()
  })

  it('names every missing field with its German label', () => {
    expect(errors('de', {})).toEqual({
      email: 'E-Mail-Adresse ist ein Pflichtfeld',
      name: 'Name ist ein Pflichtfeld',
      country: 'Land ist ein Pflichtfeld',
      street: 'Straße und Hausnummer ist ein Pflichtfeld',
      postalCode: 'Postleitzahl ist ein Pflichtfeld',
      city: 'Ort ist ein Pflichtfeld',
      acceptTerms: 'AGB ist ein Pflichtfeld',
      waiveWithdrawal: 'Widerrufsverzicht ist ein Pflichtfeld',
    })
  })

  it('refuses unticked consent boxes with the required message', () => {
    expect(errors('en', { ...valid, acceptTerms: false, waiveWithdrawal: false })).toEqual({
      acceptTerms: 'The terms and conditions field is required',
      waiveWithdrawal: 'The waiver of the right of withdrawal field is required',
    })
  })

  it('refuses malformed values field by field', () => {
    expect(
      errors('de', {
        ...valid,
        email: 'erika@',
        country: 'XX',
        cjEvent: 'no spaces allowed',
        company: 'x'.repeat(101),
      }),
    ).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
      country: 'Land hat keinen gültigen Wert',
      cjEvent: 'Partner-Referenz hat kein gültiges Format',
      company: 'Firma darf nicht länger als 100 Zeichen sein',
    })
  })

  it('bounds e-mail, name and the affiliate reference', () => {
    const local = 'a'.repeat(64)
    const longEmail = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`
    expect(longEmail.length).toBeGreaterThan(254)
    const result = errors('en', {
      ...valid,
      email: longEmail,
      name: 'n'.repeat(101),
      cjEvent: 'c'.repeat(65),
    })
    expect(Object.keys(result).sort()).toEqual(['cjEvent', 'email', 'name'])
    expect(result.name).toBe('The name field may not be greater than 100 characters')
  })

  it('has no card field: a card number sent along is dropped, never parsed (decision 0022)', () => {
    const parsed = checkoutSchema('en').parse({ ...valid, cardNumber: '4242 4242 4242 4242' })
    expect(Object.keys(parsed)).not.toContain('cardNumber')
    expect(JSON.stringify(parsed)).not.toMatch(/4242/)
    expect(
      Object.keys(checkoutSchema('de').shape ?? {}).filter((key) => /card|iban/i.test(key)),
    ).toEqual([])
  })

  it("checks postal code and VAT id in the billing country's form (issue 23)", () => {
    expect(
      errors('de', { ...valid, country: 'AT', company: 'Muster GmbH', vatId: 'DE123456789' }),
    ).toEqual({
      postalCode: 'Postleitzahl ist keine Postleitzahl des gewählten Landes',
      vatId: 'USt-IdNr. ist keine USt-IdNr. des gewählten Landes (zum Beispiel ATU12345678)',
    })
    expect(errors('en', { ...valid, vatId: 'DE123456789' })).toEqual({
      company: 'The company field is required',
    })
  })

  it('says a wrong type is not valid rather than missing', () => {
    expect(errors('en', { ...valid, acceptTerms: 'yes', name: 42 })).toEqual({
      acceptTerms: 'The terms and conditions field is required',
      name: 'The name field is not valid',
    })
  })

  it('offers every EU country and the main markets outside it', () => {
    expect(EU_COUNTRIES).toHaveLength(27)
    expect(new Set(CHECKOUT_COUNTRIES).size).toBe(CHECKOUT_COUNTRIES.length)
    for (const code of [...EU_COUNTRIES, 'CH', 'GB', 'US', 'NO', 'CA', 'AU', 'JP'])
      expect(CHECKOUT_COUNTRIES).toContain(code)
  })
})
