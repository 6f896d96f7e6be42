import { z } from 'zod'
import { fieldLabel } from './labels'
import { formatMessage, type Locale, type MessageKey } from './messages'
import { isEmail, isMax, isOneOf, isRequired, matchesRegex } from './rules'

// The checkout form's one schema: the storefront resolves the form with it and the hub
// parses the order request with it, so both refuse the same input with the same words.
// It only uses the exported rule helpers, so it stands on its own.

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

/** Countries a buyer may choose at checkout: the EU and the markets we sell to outside it. */
export const CHECKOUT_COUNTRIES = [
  ...EU_COUNTRIES,
  'CH',
  'LI',
  'NO',
  'IS',
  'GB',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
] as const

export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number]

const EMAIL_MAX = 254
const NAME_MAX = 100
const COMPANY_MAX = 100
const CJ_EVENT_MAX = 64
export const VAT_ID_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,12}$/
export const CARD_NUMBER_PATTERN = /^[0-9]{12,19}$/
const CJ_EVENT_PATTERN = /^[A-Za-z0-9_-]+$/

/** A VAT id as people type it ("de 123 456 789") in the form it is checked and stored. */
export function normalizeVatId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** A card number without the spaces people group it with. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/\s+/g, '')
}

export function checkoutSchema(locale: Locale) {
  const msg = (key: MessageKey, field: string, params?: Record<string, string | number>) =>
    formatMessage(locale, key, fieldLabel(locale, field), params)

  // A wrong type says the value is missing when it is, else the default message.
  const typeError = (field: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', field)
      : msg('default', field)

  const requiredText = (field: string, max: number) =>
    z
      .string({ error: typeError(field) })
      .trim()
      .refine(isRequired, msg('required', field))
      .refine((v) => isMax(v, max), msg('max', field, { length: max }))

  const optionalText = (field: string, max: number) =>
    z
      .string({ error: typeError(field) })
      .trim()
      .optional()
      .refine((v) => isMax(v, max), msg('max', field, { length: max }))
      .transform((v) => (isRequired(v) ? v : undefined))

  // A checkbox the buyer must tick: unticked reads as "required", as §5 words it.
  const mustAccept = (field: string) =>
    z
      .boolean({ error: () => msg('required', field) })
      .refine((v) => v, msg('required', field))
      .transform(() => true as const)

  return z.object({
    email: z
      .string({ error: typeError('email') })
      .trim()
      .refine(isRequired, msg('required', 'email'))
      .refine((v) => !isRequired(v) || isEmail(v), msg('email', 'email'))
      .refine((v) => isMax(v, EMAIL_MAX), msg('max', 'email', { length: EMAIL_MAX })),
    name: requiredText('name', NAME_MAX),
    country: z
      .string({ error: typeError('country') })
      .trim()
      .toUpperCase()
      .refine(isRequired, msg('required', 'country'))
      .refine((v) => !isRequired(v) || isOneOf(v, CHECKOUT_COUNTRIES), msg('oneOf', 'country'))
      .transform((v) => v as CheckoutCountry),
    company: optionalText('company', COMPANY_MAX),
    vatId: z
      .string({ error: typeError('vatId') })
      .optional()
      .transform((v) => (v === undefined ? undefined : normalizeVatId(v) || undefined))
      .refine((v) => v === undefined || matchesRegex(v, VAT_ID_PATTERN), msg('regex', 'vatId')),
    acceptTerms: mustAccept('acceptTerms'),
    waiveWithdrawal: mustAccept('waiveWithdrawal'),
    cardNumber: z
      .string({ error: typeError('cardNumber') })
      .transform(normalizeCardNumber)
      .refine(isRequired, msg('required', 'cardNumber'))
      .refine(
        (v) => !isRequired(v) || matchesRegex(v, CARD_NUMBER_PATTERN),
        msg('regex', 'cardNumber'),
      ),
    cjEvent: optionalText('cjEvent', CJ_EVENT_MAX).refine(
      (v) => v === undefined || matchesRegex(v, CJ_EVENT_PATTERN),
      msg('regex', 'cjEvent'),
    ),
  })
}

export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>
export type Checkout = z.output<ReturnType<typeof checkoutSchema>>
