import { PARTNER_PROGRAMMES, type PartnerProgrammeKey } from '@schaufenster/contract'
import { z } from 'zod'
import { applicationFieldLabel } from './application-options'
import { formatMessage, type Locale, type MessageKey, type MessageParams } from './messages'
import { isEmail, isMax, isOneOf, isRequired, matchesRegex } from './rules'

// Applications (issue 24, point 5): to a partner programme, or for an open position with a CV.
// One schema per form, built for a language, used by the storefront's forms and by the hub;
// the hub's request schema is the same fields plus what the hub needs to tell them apart.

const EMAIL_MAX = 254
const NAME_MAX = 200
const COMPANY_MAX = 200
const WEBSITE_MAX = 300
const JOB_SLUG_MAX = 200
export const APPLICATION_MESSAGE_MAX = 5000
const PHONE_PATTERN = /^\+?[0-9 ()/-]{4,30}$/
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// A web address as people type it: with or without http(s)://, a dotted host, any path.
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/iu

function applicationRules(locale: Locale) {
  const msg = (key: MessageKey, label: string, params?: MessageParams) =>
    formatMessage(locale, key, applicationFieldLabel(locale, label), params)
  // A wrong type says the value is missing when it is, else the default message.
  const typeError = (label: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', label)
      : msg('default', label)
  const boundedText = (label: string, max: number) =>
    z
      .string({ error: typeError(label) })
      .trim()
      .refine((v) => isMax(v, max), msg('max', label, { length: max }))
  const optionalText = (label: string, max: number) =>
    boundedText(label, max)
      .optional()
      .transform((v) => (v === '' ? undefined : v))
  return {
    requiredText: (label: string, max: number) =>
      boundedText(label, max).refine(isRequired, msg('required', label)),
    email: () =>
      z
        .string({ error: typeError('email') })
        .trim()
        .refine(isRequired, msg('required', 'email'))
        .refine((v) => !isRequired(v) || isEmail(v), msg('email', 'email'))
        .refine((v) => isMax(v, EMAIL_MAX), msg('max', 'email', { length: EMAIL_MAX })),
    phone: () =>
      optionalText('phone', 30).refine(
        (v) => v === undefined || matchesRegex(v, PHONE_PATTERN),
        msg('regex', 'phone'),
      ),
    // Stored and mailed as a link: without a scheme it is taken as https.
    website: () =>
      optionalText('companyWebsite', WEBSITE_MAX)
        .refine(
          (v) => v === undefined || matchesRegex(v, WEBSITE_PATTERN),
          msg('regex', 'companyWebsite'),
        )
        .transform((v) => (v === undefined || /^https?:\/\//i.test(v) ? v : `https://${v}`)),
    programme: () =>
      z
        .string({ error: typeError('programme') })
        .refine(isRequired, msg('required', 'programme'))
        .refine((v) => !isRequired(v) || isOneOf(v, PARTNER_PROGRAMMES), msg('oneOf', 'programme'))
        .transform((v) => v as PartnerProgrammeKey),
    jobSlug: () =>
      boundedText('jobSlug', JOB_SLUG_MAX).refine(isRequired, msg('required', 'jobSlug')),
    // The id `POST /v1/attachments` answered for the uploaded CV.
    cv: () =>
      z
        .string({ error: typeError('cv') })
        .refine(isRequired, msg('required', 'cv'))
        .refine((v) => !isRequired(v) || matchesRegex(v, UUID_PATTERN), msg('default', 'cv')),
    // The honeypot: people never see it, so anything in it came from a bot.
    honeypot: () => z.string().optional(),
  }
}

function partnerFields(locale: Locale) {
  const r = applicationRules(locale)
  return {
    company: r.requiredText('company', COMPANY_MAX),
    name: r.requiredText('name', NAME_MAX),
    email: r.email(),
    phone: r.phone(),
    companyWebsite: r.website(),
    message: r.requiredText('message', APPLICATION_MESSAGE_MAX),
    website: r.honeypot(),
  }
}

function jobFields(locale: Locale) {
  const r = applicationRules(locale)
  return {
    name: r.requiredText('name', NAME_MAX),
    email: r.email(),
    phone: r.phone(),
    message: r.requiredText('coverLetter', APPLICATION_MESSAGE_MAX),
    attachmentId: r.cv(),
    website: r.honeypot(),
  }
}

/** The partner page's application form. */
export function partnerApplicationSchema(locale: Locale) {
  return z.object({ programme: applicationRules(locale).programme(), ...partnerFields(locale) })
}

/** A job opening's application form; `attachmentId` is the uploaded CV. */
export function jobApplicationSchema(locale: Locale) {
  return z.object({ jobSlug: applicationRules(locale).jobSlug(), ...jobFields(locale) })
}

/**
 * The hub's `POST /v1/applications` body: `kind` says which form, `target` is the programme
 * (partner) or the position's slug in either language or its key (job), `locale` the
 * applicant's language for the mails (the request's language when absent).
 */
export function applicationRequestSchema(locale: Locale) {
  const r = applicationRules(locale)
  const language = z
    .enum(['de', 'en'], {
      error: () => formatMessage(locale, 'oneOf', applicationFieldLabel(locale, 'locale')),
    })
    .optional()
  return z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('partner'),
        target: r.programme(),
        locale: language,
        ...partnerFields(locale),
      }),
      z.object({
        kind: z.literal('job'),
        target: r.jobSlug(),
        locale: language,
        ...jobFields(locale),
      }),
    ],
    {
      // Zod hands over the whole body: a missing kind is "required", another kind "not valid".
      error: (issue) =>
        formatMessage(
          locale,
          (issue.input as { kind?: unknown } | undefined)?.kind === undefined
            ? 'required'
            : 'oneOf',
          applicationFieldLabel(locale, 'kind'),
        ),
    },
  )
}

export type PartnerApplicationInput = z.input<ReturnType<typeof partnerApplicationSchema>>
export type PartnerApplication = z.output<ReturnType<typeof partnerApplicationSchema>>
export type JobApplicationInput = z.input<ReturnType<typeof jobApplicationSchema>>
export type JobApplication = z.output<ReturnType<typeof jobApplicationSchema>>
export type ApplicationRequest = z.output<ReturnType<typeof applicationRequestSchema>>
