import { z } from 'zod'
import { billingAddressShape, checkBillingFields } from './billing'
import { fieldLabel } from './labels'
import { formatMessage, type Locale, type MessageKey } from './messages'
import { isEmail, isMax, isRequired, matchesRegex } from './rules'

// The checkout form's one schema: the storefront resolves the form with it and the hub
// parses the order request with it, so both refuse the same input with the same words.
// It only uses the exported rule helpers, so it stands on its own. The billing address's
// fields and their checks are the account's (billing.ts).

const EMAIL_MAX = 254
const CJ_EVENT_MAX = 64
const CJ_EVENT_PATTERN = /^[A-Za-z0-9_-]+$/

export function checkoutSchema(locale: Locale) {
  const msg = (key: MessageKey, field: string, params?: Record<string, string | number>) =>
    formatMessage(locale, key, fieldLabel(locale, field), params)

  // A wrong type says the value is missing when it is, else the default message.
  const typeError = (field: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', field)
      : msg('default', field)

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

  return z
    .object({
      email: z
        .string({ error: typeError('email') })
        .trim()
        .refine(isRequired, msg('required', 'email'))
        .refine((v) => !isRequired(v) || isEmail(v), msg('email', 'email'))
        .refine((v) => isMax(v, EMAIL_MAX), msg('max', 'email', { length: EMAIL_MAX })),
      ...billingAddressShape(locale),
      // Logged in, the order also keeps the billing address in the account.
      saveBillingAddress: z
        .boolean({ error: typeError('saveBillingAddress') })
        .optional()
        .transform((v) => v === true),
      acceptTerms: mustAccept('acceptTerms'),
      waiveWithdrawal: mustAccept('waiveWithdrawal'),
      cjEvent: optionalText('cjEvent', CJ_EVENT_MAX).refine(
        (v) => v === undefined || matchesRegex(v, CJ_EVENT_PATTERN),
        msg('regex', 'cjEvent'),
      ),
    })
    .superRefine(checkBillingFields(locale))
}

export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>
export type Checkout = z.output<ReturnType<typeof checkoutSchema>>
