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
  acceptTerms: true,
  waiveWithdrawal: true,
  cardNumber: '4242 4242 4242 4242',
}

function errors(locale: 'de' | 'en', input: unknown) {
  const result = checkoutSchema(locale).safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('checkoutSchema', () => {
  it('accepts a complete form and normalizes card number, VAT id and country', () => {
    const parsed = checkoutSchema('de').parse({
      ...valid,
      country: 'at',
      company: '  Muster GmbH ',
      vatId: 'de 123 456 789',
      cjEvent: 'abc_123-XYZ',
    })
    expect(parsed).toEqual({
      email: 'erika@example.org',
      name: 'Erika Mustermann',
      country: 'AT',
      company: 'Muster GmbH',
      vatId: 'DE123456789',
      acceptTerms: true,
      waiveWithdrawal: true,
      cardNumber: '4242424242424242',
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
      acceptTerms: 'AGB ist ein Pflichtfeld',
      waiveWithdrawal: 'Widerrufsverzicht ist ein Pflichtfeld',
      cardNumber: 'Kartennummer ist ein Pflichtfeld',
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
        vatId: '12345',
        cardNumber: '4242 42',
        cjEvent: 'no spaces allowed',
        company: 'x'.repeat(101),
      }),
    ).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
      country: 'Land hat keinen gültigen Wert',
      vatId: 'USt-IdNr. hat kein gültiges Format',
      cardNumber: 'Kartennummer hat kein gültiges Format',
      cjEvent: 'Partner-Referenz hat kein gültiges Format',
      company: 'Firma darf nicht länger als 100 Zeichen sein',
    })
  })

  it('bounds e-mail, name, card number and the affiliate reference', () => {
    const local = 'a'.repeat(64)
    const longEmail = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`
    expect(longEmail.length).toBeGreaterThan(254)
    const result = errors('en', {
      ...valid,
      email: longEmail,
      name: 'n'.repeat(101),
      cardNumber: '1'.repeat(20),
      cjEvent: 'c'.repeat(65),
    })
    expect(Object.keys(result).sort()).toEqual(['cardNumber', 'cjEvent', 'email', 'name'])
    expect(result.name).toBe('The name field may not be greater than 100 characters')
    expect(checkoutSchema('en').safeParse({ ...valid, cardNumber: '1'.repeat(12) }).success).toBe(
      true,
    )
    expect(checkoutSchema('en').safeParse({ ...valid, cardNumber: '1'.repeat(11) }).success).toBe(
      false,
    )
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
