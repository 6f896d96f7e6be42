import { euCountryOfVatId, normalizeVatId } from '@schaufenster/validation'
import { z } from 'zod'
import { blankAsUnset, text } from './fields'
import { variable } from './variables'

// The seller's company data (Impressum § 5 DDG, invoices § 14 UStG, order mails): configuration,
// validated at start-up like every other variable. The hub owns it and hands it on
// (GET /v1/company → gateway `company` → storefront); nothing else hard-codes it.

/** The seller as the Impressum, the privacy policy, invoices and mails name it. */
export interface CompanyDetails {
  name: string
  street: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2, upper case (`DE`). */
  countryCode: string
  /** `Amtsgericht Leipzig`. */
  registerCourt: string
  /** `HRB 12345`. */
  registerNumber: string
  /** EU VAT identification number (§ 27a UStG), `DE123456789`. */
  vatId: string
  managingDirectors: string[]
  email: string
  phone: string
  /** Steuernummer; optional, the VAT id suffices on invoices. */
  taxNumber?: string
}

/**
 * The defaults: clearly fictional (a "(fiktiv)" name, Musterstraße, Mustermann, the reserved
 * `.example` domain, a register number marked as an example), so nobody mistakes a fresh
 * checkout for a real seller. The hub warns at start while any of them is in use.
 */
export const FICTIONAL_COMPANY: Readonly<Required<Omit<CompanyDetails, 'taxNumber'>>> = {
  name: 'Schaufenster Software GmbH (fiktiv)',
  street: 'Musterstraße 1',
  postalCode: '04109',
  city: 'Leipzig',
  countryCode: 'DE',
  registerCourt: 'Amtsgericht Leipzig',
  registerNumber: 'HRB 12345 (Beispiel)',
  vatId: 'DE123456789',
  managingDirectors: ['Erika Mustermann', 'Max Mustermann'],
  email: 'info@schaufenster.example',
  phone: '+49 341 555 0194',
}

// The format check of @schaufenster/validation (the same one the checkout uses for buyers):
// the member state's prefix and its national pattern. Whether the id is issued is VIES's
// question, not the configuration's.
const vatIdField = (fallback: string, description: string) =>
  variable(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform(normalizeVatId)
        .refine(
          (vatId) => euCountryOfVatId(vatId) !== undefined,
          "must be an EU VAT identification number in its member state's format (DE123456789)",
        )
        .default(fallback),
    ),
    description,
  )

const emailField = (fallback: string, description: string) =>
  variable(
    z.preprocess(blankAsUnset, z.email({ error: 'must be an e-mail address' }).default(fallback)),
    description,
  )

const optionalText = (description: string) =>
  variable(
    z.preprocess(blankAsUnset, z.string().trim().min(1, 'must not be empty').optional()),
    description,
  )

/** The COMPANY_* variables; merged into the hub's configuration schema. */
export const companyConfigShape = {
  COMPANY_NAME: text(
    FICTIONAL_COMPANY.name,
    'Seller’s legal name with its legal form, as in the commercial register (Impressum, invoices, mails).',
  ),
  COMPANY_STREET: text(FICTIONAL_COMPANY.street, 'Seller’s street and number.'),
  COMPANY_POSTAL_CODE: text(FICTIONAL_COMPANY.postalCode, 'Seller’s postal code.', {
    pattern: /^[A-Za-z0-9 -]{3,10}$/,
    message: 'must be a postal code (3–10 letters, digits, spaces or hyphens)',
  }),
  COMPANY_CITY: text(FICTIONAL_COMPANY.city, 'Seller’s city.'),
  COMPANY_COUNTRY: text(
    FICTIONAL_COMPANY.countryCode,
    'Seller’s country, ISO 3166-1 alpha-2 code (`DE`).',
    { pattern: /^[A-Z]{2}$/, message: 'must be a two-letter upper-case country code (DE)' },
  ),
  COMPANY_REGISTER_COURT: text(
    FICTIONAL_COMPANY.registerCourt,
    'Register court of the commercial register entry (`Amtsgericht Leipzig`).',
  ),
  COMPANY_REGISTER_NUMBER: text(
    FICTIONAL_COMPANY.registerNumber,
    'Commercial register number (`HRB 12345`).',
  ),
  COMPANY_VAT_ID: vatIdField(
    FICTIONAL_COMPANY.vatId,
    'Seller’s VAT identification number (§ 27a UStG), format-checked (`DE123456789`).',
  ),
  COMPANY_TAX_NUMBER: optionalText('Seller’s tax number (Steuernummer); unset: not shown.'),
  COMPANY_MANAGING_DIRECTORS: variable(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .default(FICTIONAL_COMPANY.managingDirectors.join(', '))
        .transform((value) =>
          value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string()).min(1, 'must name at least one managing director')),
    ),
    'Managing directors (Geschäftsführer), comma-separated; the Impressum names them.',
  ),
  COMPANY_EMAIL: emailField(
    FICTIONAL_COMPANY.email,
    'Seller’s contact e-mail address (Impressum, invoices).',
  ),
  COMPANY_PHONE: text(FICTIONAL_COMPANY.phone, 'Seller’s contact telephone number.', {
    pattern: /^\+?[0-9 ()/-]{5,30}$/,
    message: 'must be a telephone number (digits, spaces, + ( ) / -)',
  }),
}

type CompanyConfig = z.output<z.ZodObject<typeof companyConfigShape>>

/** The company details of a parsed configuration. */
export function companyDetailsOf(config: CompanyConfig): CompanyDetails {
  return {
    name: config.COMPANY_NAME,
    street: config.COMPANY_STREET,
    postalCode: config.COMPANY_POSTAL_CODE,
    city: config.COMPANY_CITY,
    countryCode: config.COMPANY_COUNTRY,
    registerCourt: config.COMPANY_REGISTER_COURT,
    registerNumber: config.COMPANY_REGISTER_NUMBER,
    vatId: config.COMPANY_VAT_ID,
    managingDirectors: config.COMPANY_MANAGING_DIRECTORS,
    email: config.COMPANY_EMAIL,
    phone: config.COMPANY_PHONE,
    ...(config.COMPANY_TAX_NUMBER ? { taxNumber: config.COMPANY_TAX_NUMBER } : {}),
  }
}

const FIELD_VARIABLES: Record<keyof typeof FICTIONAL_COMPANY, keyof CompanyConfig> = {
  name: 'COMPANY_NAME',
  street: 'COMPANY_STREET',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  countryCode: 'COMPANY_COUNTRY',
  registerCourt: 'COMPANY_REGISTER_COURT',
  registerNumber: 'COMPANY_REGISTER_NUMBER',
  vatId: 'COMPANY_VAT_ID',
  managingDirectors: 'COMPANY_MANAGING_DIRECTORS',
  email: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
}

/**
 * The COMPANY_* variables whose value is still the fictional default (empty: the operator
 * configured a real seller). Postal code, city and country may well be the real ones
 * (Leipzig, DE), so they alone never count: the identifying ones do.
 */
export function fictionalCompanyVariables(details: CompanyDetails): string[] {
  const identifying = [
    'name',
    'street',
    'registerNumber',
    'vatId',
    'managingDirectors',
    'email',
    'phone',
  ] as const
  return identifying
    .filter((field) =>
      field === 'managingDirectors'
        ? details.managingDirectors.join('\n') === FICTIONAL_COMPANY.managingDirectors.join('\n')
        : details[field] === FICTIONAL_COMPANY[field],
    )
    .map((field) => FIELD_VARIABLES[field])
}

/** Whether any identifying company detail is still a fictional default. */
export const usesFictionalCompany = (details: CompanyDetails) =>
  fictionalCompanyVariables(details).length > 0
