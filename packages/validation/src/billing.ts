import { z } from 'zod'
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from './eu-countries'
import { fieldLabel } from './labels'
import { formatMessage, type Locale, type MessageKey } from './messages'
import { isPostalCodeOf, normalizePostalCode } from './postal-codes'
import { isMax, isOneOf, isRequired } from './rules'
import { isVatIdOfCountry, normalizeVatId, vatIdExample } from './vat-ids'

// The billing address: asked at checkout and kept in the account, checked by one set of
// rules in the browser and the hub. The country comes first because it decides the form of
// the postal code and the VAT id, and the VAT (docs/decisions/0023-billing-address-and-reverse-charge.md).

const NAME_MAX = 100
const COMPANY_MAX = 100
const STREET_MAX = 120
const CITY_MAX = 80
const POSTAL_CODE_MAX = 12
const VAT_ID_MAX = 20

export function billingMessages(locale: Locale) {
  const msg = (key: MessageKey, field: string, params?: Record<string, string | number>) =>
    formatMessage(locale, key, fieldLabel(locale, field), params)
  // A wrong type says the value is missing when it is, else the default message.
  const typeError = (field: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', field)
      : msg('default', field)
  return { msg, typeError }
}

/** The billing address's fields (a zod shape), for the checkout's and the account's schemas. */
export function billingAddressShape(locale: Locale) {
  const { msg, typeError } = billingMessages(locale)
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

  return {
    country: z
      .string({ error: typeError('country') })
      .trim()
      .toUpperCase()
      .refine(isRequired, msg('required', 'country'))
      .refine((v) => !isRequired(v) || isOneOf(v, CHECKOUT_COUNTRIES), msg('oneOf', 'country'))
      .transform((v) => v as CheckoutCountry),
    name: requiredText('name', NAME_MAX),
    company: optionalText('company', COMPANY_MAX),
    vatId: z
      .string({ error: typeError('vatId') })
      .optional()
      .transform((v) => (v === undefined ? undefined : normalizeVatId(v) || undefined))
      .refine(
        (v) => v === undefined || v.length <= VAT_ID_MAX,
        msg('max', 'vatId', { length: VAT_ID_MAX }),
      ),
    street: requiredText('street', STREET_MAX),
    postalCode: z
      .string({ error: typeError('postalCode') })
      .transform(normalizePostalCode)
      .refine(isRequired, msg('required', 'postalCode'))
      .refine(
        (v) => isMax(v, POSTAL_CODE_MAX),
        msg('max', 'postalCode', { length: POSTAL_CODE_MAX }),
      ),
    city: requiredText('city', CITY_MAX),
  }
}

interface BillingValues {
  country?: unknown
  company?: unknown
  vatId?: unknown
  postalCode?: unknown
}

/**
 * The checks between fields: the postal code and the VAT id in the chosen country's form,
 * and a company name beside a VAT id (the invoice of a business names the business). Run
 * even when another field failed, so every field's message shows at once.
 */
export function checkBillingFields(locale: Locale) {
  const { msg } = billingMessages(locale)
  return (values: BillingValues, ctx: z.RefinementCtx) => {
    const country = typeof values.country === 'string' ? values.country : ''
    if (!isOneOf(country, CHECKOUT_COUNTRIES)) return
    const { postalCode, vatId, company } = values
    if (
      typeof postalCode === 'string' &&
      isRequired(postalCode) &&
      !isPostalCodeOf(postalCode, country)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: msg('postal_code', 'postalCode'),
      })
    }
    if (typeof vatId === 'string' && vatId.length > 0) {
      if (!isVatIdOfCountry(vatId, country)) {
        const example = vatIdExample(country)
        ctx.addIssue({
          code: 'custom',
          path: ['vatId'],
          message: example ? msg('vat_id', 'vatId', { example }) : msg('regex', 'vatId'),
        })
      }
      if (typeof company !== 'string' || !isRequired(company)) {
        ctx.addIssue({ code: 'custom', path: ['company'], message: msg('required_if', 'company') })
      }
    }
  }
}

/** The billing address a customer keeps in the account. */
export function billingAddressSchema(locale: Locale) {
  return z.object(billingAddressShape(locale)).superRefine(checkBillingFields(locale))
}

export type BillingAddressInput = z.input<ReturnType<typeof billingAddressSchema>>
export type BillingAddress = z.output<ReturnType<typeof billingAddressSchema>>
