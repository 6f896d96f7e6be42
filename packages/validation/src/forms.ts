import { z } from 'zod'
import { fieldLabel } from './labels'
import { formatMessage, type Locale, type MessageKey, type MessageParams } from './messages'
import { OPERATING_SYSTEMS, PRESS_TITLES, SUPPORT_TOPICS, VERSIONS } from './options'
import {
  isEmail,
  isInteger,
  isMax,
  isOneOf,
  isRequired,
  isRequiredIfSatisfied,
  matchesRegex,
} from './rules'

// One schema per form, built for a language so every message is already localized.
// The storefront resolves its forms with these; the hub parses requests with the very
// same schemas and is the authority.

const EMAIL_MAX = 254
const NAME_MAX = 100
const MESSAGE_MAX = 5000
const PHONE_PATTERN = /^\+?[0-9 ()/-]{4,30}$/
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const always = () => true

function rulesFor(locale: Locale) {
  const msg = (key: MessageKey, field: string, params?: MessageParams) =>
    formatMessage(locale, key, fieldLabel(locale, field), params)

  // A wrong type says the value is missing when it is, else the default message.
  const typeError = (field: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', field)
      : msg('default', field)

  const boundedText = (field: string, max: number) =>
    z
      .string({ error: typeError(field) })
      .trim()
      .refine((v) => isMax(v, max), msg('max', field, { length: max }))

  return {
    msg,
    requiredText: (field: string, max = NAME_MAX) =>
      boundedText(field, max).refine(isRequired, msg('required', field)),
    optionalText: (field: string, max = NAME_MAX) =>
      boundedText(field, max)
        .optional()
        .transform((v) => (v === '' ? undefined : v)),
    email: (field = 'email') =>
      z
        .string({ error: typeError(field) })
        .trim()
        .refine(isRequired, msg('required', field))
        .refine((v) => !isRequired(v) || isEmail(v), msg('email', field))
        .refine((v) => isMax(v, EMAIL_MAX), msg('max', field, { length: EMAIL_MAX })),
    choice: <V extends string>(field: string, values: readonly V[]) =>
      z
        .string({ error: typeError(field) })
        .refine(isRequired, msg('required', field))
        .refine((v) => !isRequired(v) || isOneOf(v, values), msg('oneOf', field))
        .transform((v) => v as V),
    productId: (field = 'productId') =>
      z
        .union([z.string(), z.number()], { error: typeError(field) })
        .refine(isRequired, msg('required', field))
        .refine((v) => !isRequired(v) || isInteger(v), msg('integer', field))
        .transform((v) => Number(v)),
    optionalProductId: (field = 'productId') =>
      z
        .union([z.string(), z.number()], { error: typeError(field) })
        .optional()
        .refine((v) => !isRequired(v) || isInteger(v), msg('integer', field))
        .transform((v) => (isRequired(v) ? Number(v) : undefined)),
    flag: (field: string) =>
      z
        .boolean({ error: typeError(field) })
        .optional()
        .default(false),
    // The honeypot: people never see it, so anything in it came from a bot.
    honeypot: () => z.string().optional(),
  }
}

export function newsletterSubscriptionSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({
    email: r.email(),
    source: r.optionalText('source', 200),
    website: r.honeypot(),
  })
}

export function missingCodeSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({ email: r.email(), website: r.honeypot() })
}

export function missingProgramSchema(locale: Locale) {
  const r = rulesFor(locale)
  return (
    z
      .object({
        firstName: r.requiredText('firstName'),
        lastName: r.requiredText('lastName'),
        email: r.email(),
        customerReference: r.requiredText('customerReference', 50),
        productId: r.optionalProductId(),
        notInList: r.flag('notInList'),
        programName: r.optionalText('programName', 200),
        website: r.honeypot(),
      })
      // Either a program from the catalog, or "not in the list" and its name (required_if).
      // `when` runs these even while other fields are still wrong, so all errors show at once.
      .refine((form) => isRequiredIfSatisfied(form?.productId, form?.notInList ?? false, [false]), {
        path: ['productId'],
        message: r.msg('required_if', 'productId'),
        when: always,
      })
      .refine(
        (form) => isRequiredIfSatisfied(form?.programName, form?.notInList ?? false, [true]),
        {
          path: ['programName'],
          message: r.msg('required_if', 'programName'),
          when: always,
        },
      )
  )
}

export function supportTicketSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({
    topic: r.choice('topic', SUPPORT_TOPICS),
    firstName: r.requiredText('firstName'),
    lastName: r.requiredText('lastName'),
    email: r.email(),
    customerReference: r.optionalText('customerReference', 50),
    message: r.requiredText('message', MESSAGE_MAX),
    attachmentId: z
      .string()
      .optional()
      .refine(
        (v) => !isRequired(v) || matchesRegex(v, UUID_PATTERN),
        r.msg('default', 'attachment'),
      )
      .transform((v) => (isRequired(v) ? v : undefined)),
    premiumSupport: r.flag('premiumSupport'),
    operatingSystem: r.choice('operatingSystem', OPERATING_SYSTEMS),
    version: r.choice('version', VERSIONS),
    productId: r.productId(),
    articleId: r.optionalText('articleId', 100),
    website: r.honeypot(),
  })
}

export function pressContactSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({
    title: r.choice('title', PRESS_TITLES),
    email: r.email(),
    name: r.requiredText('name', 200),
    phone: r
      .optionalText('phone', 30)
      .refine((v) => v === undefined || matchesRegex(v, PHONE_PATTERN), r.msg('regex', 'phone')),
    message: r.requiredText('message', MESSAGE_MAX),
    fullVersionRequest: r.flag('fullVersionRequest'),
    website: r.honeypot(),
  })
}

export function articleRatingSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({
    articleId: r.requiredText('articleId', 100),
    helpful: z.boolean({ error: () => r.msg('required', 'helpful') }),
  })
}

export function activationSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({ email: r.email(), productId: r.productId() })
}

export function tokenSchema(locale: Locale) {
  const r = rulesFor(locale)
  return z.object({
    token: r
      .requiredText('token', 200)
      .refine((v) => /^[A-Za-z0-9_-]{16,200}$/.test(v), r.msg('default', 'token')),
  })
}

export type NewsletterSubscriptionInput = z.input<ReturnType<typeof newsletterSubscriptionSchema>>
export type NewsletterSubscription = z.output<ReturnType<typeof newsletterSubscriptionSchema>>
export type MissingCodeInput = z.input<ReturnType<typeof missingCodeSchema>>
export type MissingCode = z.output<ReturnType<typeof missingCodeSchema>>
export type MissingProgramInput = z.input<ReturnType<typeof missingProgramSchema>>
export type MissingProgram = z.output<ReturnType<typeof missingProgramSchema>>
export type SupportTicketInput = z.input<ReturnType<typeof supportTicketSchema>>
export type SupportTicket = z.output<ReturnType<typeof supportTicketSchema>>
export type PressContactInput = z.input<ReturnType<typeof pressContactSchema>>
export type PressContact = z.output<ReturnType<typeof pressContactSchema>>
export type ArticleRating = z.output<ReturnType<typeof articleRatingSchema>>
export type Activation = z.output<ReturnType<typeof activationSchema>>

/** Issues as one message per field (the first), the shape the hub answers with. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form'
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}
