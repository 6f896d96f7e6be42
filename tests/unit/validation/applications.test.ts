import { describe, expect, it } from 'vitest'
import { PARTNER_PROGRAMMES } from '@schaufenster/contract'
import {
  CV_MAX_KB,
  applicationFieldLabel,
  applicationRequestSchema,
  cvProblem,
  fieldErrorsOf,
  jobApplicationSchema,
  partnerApplicationSchema,
  partnerProgrammeName,
  partnerProgrammeOptions,
  type Locale,
} from '@schaufenster/validation'

// Issue 24, point 5: the partner page's and the job openings' application forms, checked
// alike by the storefront and the hub, with their messages in both languages.

const CV_ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

const partner = {
  programme: 'reseller',
  company: 'Computerladen Leipzig GmbH',
  name: 'Karla Klammer',
  email: 'karla@computerladen.example',
  phone: '+49 341 1234567',
  companyWebsite: 'https://computerladen.example',
  message: 'Wir verkaufen Software an Privatkunden in Leipzig.',
  website: '',
}

const job = {
  jobSlug: 'dutch-translator',
  name: 'Anouk Bakker',
  email: 'anouk@example.nl',
  phone: '',
  message: 'Ik vertaal al tien jaar software.',
  attachmentId: CV_ID,
  website: '',
}

function errorsOf(
  schema: (locale: Locale) => { safeParse(input: unknown): { success: boolean; error?: unknown } },
  locale: Locale,
  input: unknown,
) {
  const result = schema(locale).safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0])
}

describe('partnerApplicationSchema', () => {
  it('accepts a complete form, trims it and drops empty optional fields', () => {
    expect(
      partnerApplicationSchema('de').parse({
        ...partner,
        company: '  Computerladen Leipzig GmbH ',
        phone: '',
        companyWebsite: '',
      }),
    ).toEqual({
      programme: 'reseller',
      company: 'Computerladen Leipzig GmbH',
      name: 'Karla Klammer',
      email: 'karla@computerladen.example',
      message: 'Wir verkaufen Software an Privatkunden in Leipzig.',
      website: '',
    })
  })

  it('takes a website without its scheme as https', () => {
    for (const typed of ['computerladen.example', 'www.computerladen.example/shop?ref=1']) {
      expect(
        partnerApplicationSchema('en').parse({ ...partner, companyWebsite: typed }),
      ).toMatchObject({ companyWebsite: `https://${typed}` })
    }
    expect(
      partnerApplicationSchema('en').parse({ ...partner, companyWebsite: 'http://bücher.example' }),
    ).toMatchObject({ companyWebsite: 'http://bücher.example' })
  })

  it('names every missing field in German', () => {
    expect(errorsOf(partnerApplicationSchema, 'de', {})).toEqual({
      programme: 'Partnerprogramm ist ein Pflichtfeld',
      company: 'Firma ist ein Pflichtfeld',
      name: 'Name ist ein Pflichtfeld',
      email: 'E-Mail-Adresse ist ein Pflichtfeld',
      message: 'Nachricht ist ein Pflichtfeld',
    })
  })

  it('names every wrong field in English', () => {
    expect(
      errorsOf(partnerApplicationSchema, 'en', {
        ...partner,
        programme: 'wholesale',
        company: ' ',
        email: 'karla@',
        phone: 'ring me',
        companyWebsite: 'javascript:alert(1)',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      programme: 'The partner programme field is not a valid value',
      company: 'The company field is required',
      email: 'The email address field must be a valid email',
      phone: 'The phone number field format is invalid',
      companyWebsite: 'The company website field format is invalid',
      message: 'The message field may not be greater than 5000 characters',
    })
  })

  it('offers every programme of the contract, named in both languages', () => {
    expect(partnerProgrammeOptions('de').map((option) => option.value)).toEqual([
      ...PARTNER_PROGRAMMES,
    ])
    expect(partnerProgrammeOptions('de').map((option) => option.displayText)).toEqual([
      'Händlerprogramm',
      'Affiliate-Programm',
      'Technologiepartnerschaft',
      'Bildungsprogramm',
    ])
    expect(partnerProgrammeName('en', 'technology')).toBe('Technology partnership')
  })
})

describe('jobApplicationSchema', () => {
  it('accepts a complete form', () => {
    expect(jobApplicationSchema('en').parse(job)).toEqual({
      jobSlug: 'dutch-translator',
      name: 'Anouk Bakker',
      email: 'anouk@example.nl',
      message: 'Ik vertaal al tien jaar software.',
      attachmentId: CV_ID,
      website: '',
    })
  })

  it('requires the CV and names the cover letter as such, in both languages', () => {
    expect(errorsOf(jobApplicationSchema, 'de', { ...job, message: '', attachmentId: '' })).toEqual(
      {
        message: 'Anschreiben ist ein Pflichtfeld',
        attachmentId: 'Lebenslauf ist ein Pflichtfeld',
      },
    )
    expect(errorsOf(jobApplicationSchema, 'en', { ...job, attachmentId: 'not-an-id' })).toEqual({
      attachmentId: 'The CV field is not valid',
    })
    expect(errorsOf(jobApplicationSchema, 'en', { ...job, jobSlug: 42 })).toEqual({
      jobSlug: 'The position field is not valid',
    })
  })
})

describe('applicationRequestSchema (the hub’s body)', () => {
  it('tells the two forms apart by kind and names the programme or position as target', () => {
    const { programme, ...partnerFields } = partner
    expect(
      applicationRequestSchema('de').parse({
        kind: 'partner',
        target: programme,
        locale: 'en',
        ...partnerFields,
      }),
    ).toMatchObject({ kind: 'partner', target: 'reseller', locale: 'en', company: partner.company })
    const { jobSlug, ...jobFields } = job
    expect(
      applicationRequestSchema('de').parse({ kind: 'job', target: jobSlug, ...jobFields }),
    ).toMatchObject({ kind: 'job', target: 'dutch-translator', attachmentId: CV_ID })
  })

  it('labels the target by what it is, and refuses an unknown kind or language', () => {
    expect(errorsOf(applicationRequestSchema, 'de', { kind: 'partner' })).toMatchObject({
      target: 'Partnerprogramm ist ein Pflichtfeld',
    })
    expect(errorsOf(applicationRequestSchema, 'en', { kind: 'job' })).toMatchObject({
      target: 'The position field is required',
      attachmentId: 'The CV field is required',
    })
    expect(errorsOf(applicationRequestSchema, 'en', { kind: 'internship' })).toEqual({
      kind: 'The kind of application field is not a valid value',
    })
    expect(errorsOf(applicationRequestSchema, 'de', {})).toEqual({
      kind: 'Art der Bewerbung ist ein Pflichtfeld',
    })
    expect(
      errorsOf(applicationRequestSchema, 'de', { kind: 'job', ...job, target: 'x', locale: 'fr' }),
    ).toEqual({ locale: 'Sprache hat keinen gültigen Wert' })
  })
})

describe('cvProblem (the browser’s first look at a chosen file)', () => {
  it('accepts a PDF within the limit', () => {
    expect(cvProblem('de', { name: 'Lebenslauf.PDF', size: 200_000 })).toBeUndefined()
  })

  it('refuses another type or a file over the limit, in both languages', () => {
    expect(cvProblem('de', { name: 'lebenslauf.docx', size: 1000 })).toBe(
      'Lebenslauf hat keinen gültigen Dateityp',
    )
    expect(cvProblem('en', { name: 'cv.pdf', size: CV_MAX_KB * 1024 + 1 })).toBe(
      `The CV field size must be less than ${CV_MAX_KB}KB`,
    )
  })

  it('labels the application fields in both languages, the common ones as every form does', () => {
    expect(applicationFieldLabel('de', 'companyWebsite')).toBe('Website der Firma')
    expect(applicationFieldLabel('en', 'cv')).toBe('CV')
    expect(applicationFieldLabel('de', 'email')).toBe('E-Mail-Adresse')
  })
})
