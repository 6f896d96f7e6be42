import { describe, expect, it } from 'vitest'
import {
  attachmentProblem,
  FIELD_LABELS,
  fieldErrorsOf,
  formatMessage,
  MESSAGES,
  missingProgramSchema,
  newsletterSubscriptionSchema,
  pressContactSchema,
  RULE_NAMES,
  supportTicketSchema,
} from '@schaufenster/validation'

describe('messages', () => {
  it('has a message for every rule of §5 in both languages, each naming the field', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const rule of RULE_NAMES) {
        expect(MESSAGES[locale][rule], `${locale}.${rule}`).toContain('{_field_}')
      }
    }
  })

  it('keeps the English texts of the spec verbatim', () => {
    expect(formatMessage('en', 'required', 'name')).toBe('The name field is required')
    expect(formatMessage('en', 'email', 'email address')).toBe(
      'The email address field must be a valid email',
    )
    expect(formatMessage('en', 'max', 'name', { length: 100 })).toBe(
      'The name field may not be greater than 100 characters',
    )
    expect(formatMessage('en', 'min', 'name', { length: 3 })).toBe(
      'The name field must be at least 3 characters',
    )
    expect(formatMessage('en', 'default', 'name')).toMatch(/field is not valid$/)
  })

  it.each([
    [
      'alpha',
      {},
      'The f field may only contain alphabetic characters',
      'F darf nur Buchstaben enthalten',
    ],
    [
      'between',
      { min: 1, max: 9 },
      'The f field must be between 1 and 9',
      'F muss zwischen 1 und 9 liegen',
    ],
    [
      'digits',
      { length: 4 },
      'The f field must be numeric and exactly contain 4 digits',
      'F muss aus genau 4 Ziffern bestehen',
    ],
    [
      'dimensions',
      { width: 10, height: 20 },
      'The f field must be 10 pixels by 20 pixels',
      'F muss 10 × 20 Pixel groß sein',
    ],
    [
      'size',
      { size: 10240 },
      'The f field size must be less than 10240KB',
      'F muss kleiner als 10240 KB sein',
    ],
    ['max_value', { max: 5 }, 'The f field must be 5 or less', 'F darf höchstens 5 sein'],
    ['min_value', { min: 2 }, 'The f field must be 2 or more', 'F muss mindestens 2 sein'],
    ['length', { length: 8 }, 'The f field must be 8 long', 'F muss genau 8 Zeichen lang sein'],
    ['required_if', {}, 'The f field is required', 'F ist ein Pflichtfeld'],
  ] as const)('fills in %s in English and German', (rule, params, en, de) => {
    expect(formatMessage('en', rule, 'f', params)).toBe(en)
    expect(formatMessage('de', rule, 'F', params)).toBe(de)
  })

  it('leaves every placeholder filled when the parameters are given', () => {
    const params = { length: 1, min: 1, max: 2, size: 3, width: 4, height: 5 }
    for (const locale of ['de', 'en'] as const) {
      for (const rule of RULE_NAMES) {
        expect(formatMessage(locale, rule, 'X', params)).not.toMatch(/\{\w+\}/)
      }
    }
  })

  it.each(RULE_NAMES)('%s reads naturally in both languages with the localized label', (rule) => {
    const params = { length: 8, min: 1, max: 9, size: 10240, width: 10, height: 20 }
    const en = formatMessage('en', rule, FIELD_LABELS.en.email, params)
    const de = formatMessage('de', rule, FIELD_LABELS.de.email, params)
    expect(en.startsWith('The email address field ')).toBe(true)
    expect(de).toContain('E-Mail-Adresse')
    expect(de).not.toBe(en)
  })

  it('labels every field in both languages', () => {
    expect(Object.keys(FIELD_LABELS.de).sort()).toEqual(Object.keys(FIELD_LABELS.en).sort())
  })
})

describe('form schemas', () => {
  it('localize messages with the field label', () => {
    const en = newsletterSubscriptionSchema('en').safeParse({ email: ' ' })
    const de = newsletterSubscriptionSchema('de').safeParse({ email: 'x@' })
    expect(fieldErrorsOf(en.error!)).toEqual({ email: 'The email address field is required' })
    expect(fieldErrorsOf(de.error!)).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein',
    })
  })

  it('trim and normalise what they accept', () => {
    const parsed = supportTicketSchema('en').parse({
      topic: 'problem-with-payment',
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ada@example.com ',
      message: 'Charged twice',
      operatingSystem: 'ios',
      version: 'promoversion',
      productId: '7',
      customerReference: '',
      attachmentId: '',
    })
    expect(parsed).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      productId: 7,
      premiumSupport: false,
      customerReference: undefined,
      attachmentId: undefined,
    })
  })

  it('missing program requires a program unless it is not in the list (required_if)', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.de', customerReference: '1' }
    const schema = missingProgramSchema('de')
    expect(fieldErrorsOf(schema.safeParse(base).error!)).toEqual({
      productId: 'Programm ist ein Pflichtfeld',
    })
    expect(fieldErrorsOf(schema.safeParse({ ...base, notInList: true }).error!)).toEqual({
      programName: 'Programmname ist ein Pflichtfeld',
    })
    expect(schema.safeParse({ ...base, notInList: true, programName: 'Alt' }).success).toBe(true)
    expect(schema.safeParse({ ...base, productId: '3' }).success).toBe(true)
  })

  it('press contact checks title and phone', () => {
    const result = pressContactSchema('en').safeParse({
      title: 'dr',
      email: 'p@press.example',
      name: 'P',
      phone: 'call me',
      message: 'Hi',
    })
    expect(fieldErrorsOf(result.error!)).toEqual({
      title: 'The title field is not a valid value',
      phone: 'The phone number field format is invalid',
    })
  })

  it('checks a chosen attachment by extension and size', () => {
    expect(attachmentProblem('en', { name: 'a.png', size: 10 })).toBeUndefined()
    expect(attachmentProblem('en', { name: 'a.exe', size: 10 })).toBe(
      'The attachment field is not a valid file',
    )
    expect(attachmentProblem('de', { name: 'a.zip', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Anhang muss kleiner als 10240 KB sein',
    )
  })
})
