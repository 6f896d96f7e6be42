import type { MailAttachmentRef } from '../db/schema-forms'
import type { QueuedMail } from './outbox'

// Requests that need a person at the shop (issue 19 §7): tickets, missing-program reports
// and activation-code requests go to support, press enquiries to the press office. Each
// is one mail to the configured staff address, in German (the shop's language), with every
// field of the request, the upload as an attachment and the sender as Reply-To, so staff
// answer with their mail client's "Reply".
//
// Staff mails are not counted against the mail limits (mail/recipient-limit.ts): they go
// to the shop, not to an address the visitor typed, and counting them would use up the
// sender's allowance before their own confirmation. The forms' per-visitor request limit
// (FORMS_RATE_LIMIT_MAX) still bounds how many a visitor can cause.

// SUPPORT_EMAIL, PRESS_EMAIL, PARTNER_EMAIL, JOBS_EMAIL and REVIEWS_EMAIL are read by the
// hub's config schema (mail/config.ts); unset: support@, presse@, partner@, jobs@ or
// bewertungen@ the domain of MAIL_FROM's address (the shop's mail domain).
export interface StaffMailConfig {
  SUPPORT_EMAIL?: string | undefined
  PRESS_EMAIL?: string | undefined
  PARTNER_EMAIL?: string | undefined
  JOBS_EMAIL?: string | undefined
  REVIEWS_EMAIL?: string | undefined
  MAIL_FROM: string
}

export type StaffDesk = 'support' | 'press' | 'partner' | 'jobs' | 'reviews'

const DEFAULT_LOCAL_PART: Record<StaffDesk, string> = {
  support: 'support',
  press: 'presse',
  partner: 'partner',
  jobs: 'jobs',
  reviews: 'bewertungen',
}

const CONFIGURED: Record<StaffDesk, keyof Omit<StaffMailConfig, 'MAIL_FROM'>> = {
  support: 'SUPPORT_EMAIL',
  press: 'PRESS_EMAIL',
  partner: 'PARTNER_EMAIL',
  jobs: 'JOBS_EMAIL',
  reviews: 'REVIEWS_EMAIL',
}

/** The domain of MAIL_FROM's address (`Name <service@shop.example>` or a bare address). */
export function mailDomainOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
  const at = address.lastIndexOf('@')
  return at >= 0 ? address.slice(at + 1).trim() : 'schaufenster.invalid'
}

/** Where requests of a desk go: the configured address, else `<desk>@` the shop's domain. */
export function staffAddress(config: StaffMailConfig, desk: StaffDesk): string {
  return config[CONFIGURED[desk]] ?? `${DEFAULT_LOCAL_PART[desk]}@${mailDomainOf(config.MAIL_FROM)}`
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** One labelled value of the request; empty values are shown as "–". */
export type StaffField = [label: string, value: string | number | boolean | null | undefined]

const shown = (value: StaffField[1]) =>
  value === null || value === undefined || value === ''
    ? '–'
    : typeof value === 'boolean'
      ? value
        ? 'ja'
        : 'nein'
      : String(value)

export interface StaffRequest {
  desk: StaffDesk
  /** The outbox kind, e.g. `staff-ticket`. */
  kind: string
  subject: string
  /** One line above the fields: what came in. */
  intro: string
  fields: StaffField[]
  /** The sender's free text, shown as a block of its own. */
  message?: string
  /** The sender's address: the mail's Reply-To. */
  replyTo: string
  attachments?: MailAttachmentRef[]
}

/** The outbox row of a staff mail (German, plain text and HTML). */
export function staffMail(config: StaffMailConfig, request: StaffRequest): QueuedMail {
  const rows = request.fields.map(([label, value]) => [label, shown(value)] as const)
  const files = request.attachments ?? []
  const text = [
    request.intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(request.message === undefined ? [] : [`Nachricht:\n${request.message}`]),
    ...(files.length ? [`Anhang: ${files.map((file) => file.fileName).join(', ')}`] : []),
    'Antworten Sie einfach auf diese E-Mail: Die Antwort geht an den Absender der Anfrage.',
  ].join('\n\n')
  const html = [
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(request.subject)}</title></head><body>`,
    `<p>${escapeHtml(request.intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(request.message === undefined
      ? []
      : [`<p><strong>Nachricht:</strong></p><pre>${escapeHtml(request.message)}</pre>`]),
    ...(files.length
      ? [`<p>Anhang: ${escapeHtml(files.map((file) => file.fileName).join(', '))}</p>`]
      : []),
    '<p>Antworten Sie einfach auf diese E-Mail: Die Antwort geht an den Absender der Anfrage.</p>',
    '</body></html>',
  ].join('\n')
  return {
    kind: request.kind,
    to: staffAddress(config, request.desk),
    locale: 'de',
    subject: request.subject,
    text,
    html,
    replyTo: request.replyTo,
    attachments: files,
  }
}
