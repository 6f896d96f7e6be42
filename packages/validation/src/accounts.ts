import { z } from 'zod'
import { fieldLabel } from './labels'
import {
  formatMessage,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
} from './messages'
import { isEmail, isInteger, isMax, isMin, isRequired, matchesRegex } from './rules'

// Customer accounts (issue 8): one schema per form, built for a language, used by the
// storefront's forms and by the hub alike. Passwords are never trimmed: every character
// counts, spaces included.

// 12 characters (issue 18): long enough that guessing through the login limits is hopeless;
// the hub also refuses passwords on a list of common ones (hub/src/accounts/passwords.ts).
// Existing shorter passwords still log in: the login checks only that one was given.
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128
export const REVIEW_TITLE_MAX = 120
export const REVIEW_BODY_MAX = 5000
const EMAIL_MAX = 254
const NAME_MAX = 100
/** E-mailed account links carry 32 random bytes, base64url. */
const ACCOUNT_TOKEN = /^[A-Za-z0-9_-]{43}$/

function accountRules(locale: Locale) {
  const msg = (key: MessageKey, field: string, params?: MessageParams) =>
    formatMessage(locale, key, fieldLabel(locale, field), params)
  const typeError = (field: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? msg('required', field)
      : msg('default', field)
  return {
    msg,
    email: (field = 'email') =>
      z
        .string({ error: typeError(field) })
        .trim()
        .refine(isRequired, msg('required', field))
        .refine((v) => !isRequired(v) || isEmail(v), msg('email', field))
        .refine((v) => isMax(v, EMAIL_MAX), msg('max', field, { length: EMAIL_MAX }))
        .transform((v) => v.toLowerCase()),
    /** A new password: 12 to 128 characters, not only spaces. */
    newPassword: (field = 'password') =>
      z
        .string({ error: typeError(field) })
        .refine(isRequired, msg('required', field))
        .refine(
          (v) => !isRequired(v) || isMin(v, PASSWORD_MIN),
          msg('min', field, { length: PASSWORD_MIN }),
        )
        .refine((v) => isMax(v, PASSWORD_MAX), msg('max', field, { length: PASSWORD_MAX })),
    /** A password to check: required and bounded, nothing else (old rules may have differed). */
    currentPassword: (field = 'password') =>
      z
        .string({ error: typeError(field) })
        .refine((v) => v.length > 0, msg('required', field))
        .refine((v) => isMax(v, PASSWORD_MAX), msg('max', field, { length: PASSWORD_MAX })),
    text: (field: string, max: number) =>
      z
        .string({ error: typeError(field) })
        .trim()
        .refine(isRequired, msg('required', field))
        .refine((v) => isMax(v, max), msg('max', field, { length: max })),
    token: () =>
      z
        .string({ error: typeError('token') })
        .refine((v) => matchesRegex(v, ACCOUNT_TOKEN), msg('default', 'token')),
  }
}

/** The password rule alone, e.g. for a "repeat password" field next to it. */
export function passwordRule(locale: Locale, field = 'password') {
  return accountRules(locale).newPassword(field)
}

export function registerSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({
    email: r.email(),
    name: r.text('name', NAME_MAX),
    password: r.newPassword(),
    website: z.string().optional(),
  })
}

export function logInSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({ email: r.email(), password: r.currentPassword() })
}

export function passwordResetRequestSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({ email: r.email(), website: z.string().optional() })
}

export function accountTokenSchema(locale: Locale) {
  return z.object({ token: accountRules(locale).token() })
}

export function setPasswordSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({ token: r.token(), password: r.newPassword() })
}

export function changePasswordSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({
    currentPassword: r.currentPassword('currentPassword'),
    newPassword: r.newPassword('newPassword'),
  })
}

export function emailChangeSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({ newEmail: r.email('newEmail'), password: r.currentPassword() })
}

export function deleteAccountSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({ password: r.currentPassword() })
}

export function reviewSchema(locale: Locale) {
  const r = accountRules(locale)
  return z.object({
    productId: z
      .union([z.string(), z.number()], { error: () => r.msg('required', 'productId') })
      .refine((v) => isInteger(v) && Number(v) > 0, r.msg('integer', 'productId'))
      .transform(Number),
    reviewLocale: z.enum(LOCALES, { error: () => r.msg('oneOf', 'reviewLocale') }),
    stars: z
      .number({ error: () => r.msg('required', 'stars') })
      .int(r.msg('between', 'stars', { min: 1, max: 5 }))
      .min(1, r.msg('between', 'stars', { min: 1, max: 5 }))
      .max(5, r.msg('between', 'stars', { min: 1, max: 5 })),
    // The label is "headline": `title` is the salutation of the press form.
    title: r.text('reviewTitle', REVIEW_TITLE_MAX),
    body: r.text('reviewBody', REVIEW_BODY_MAX),
  })
}

export type RegisterInput = z.input<ReturnType<typeof registerSchema>>
export type LogInInput = z.input<ReturnType<typeof logInSchema>>
export type SetPasswordInput = z.input<ReturnType<typeof setPasswordSchema>>
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>
export type EmailChangeInput = z.input<ReturnType<typeof emailChangeSchema>>
export type ReviewInput = z.input<ReturnType<typeof reviewSchema>>
export type ReviewData = z.output<ReturnType<typeof reviewSchema>>
