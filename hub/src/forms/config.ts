import path from 'node:path'
import { count, optionalUrl, text, url } from '@schaufenster/config'
import { localPath } from '@schaufenster/config/node'
import { z } from 'zod'
import { mailLimitConfigShape, staffMailConfigShape } from '../mail/config'
import { uploadConfigShape } from './upload-config'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

/** The hub's settings for forms, e-mail and support; merged into the hub's config schema. */
export const formsConfigShape = {
  // Without it every message is written as an .eml file, so a fresh checkout needs no mail server.
  SMTP_URL: optionalUrl(['smtp', 'smtps'], {
    description:
      'Mail server (`smtp://` or `smtps://`, with its login); unset: each mail is written as an `.eml` file under MAIL_DIR.',
    secret: true,
  }),
  MAIL_FROM: text(
    'Schaufenster Software <service@schaufenster.invalid>',
    'Sender of every e-mail.',
    {
      min: 3,
    },
  ),
  MAIL_DIR: localPath(repoRoot, 'var/mail', 'Where mail goes without SMTP_URL.'),
  ATTACHMENT_DIR: localPath(
    repoRoot,
    'var/attachments',
    'Ticket attachments, stored under generated names, never served.',
  ),
  // Tickets, missing programs and activation-code requests to SUPPORT_EMAIL, press
  // enquiries to PRESS_EMAIL (mail/staff.ts).
  ...staffMailConfigShape,
  PUBLIC_BASE_URL: url(
    ['http', 'https'],
    'http://localhost:3000',
    'Storefront origin for links in e-mails.',
    { trimSlash: true },
  ),
  PREMIUM_SUPPORT_PRICE_EUR_MINOR: count(
    2999,
    0,
    1_000_000,
    'One-time premium support price, gross euro cents, valid one year.',
  ),
  FORMS_RATE_LIMIT_MAX: count(
    20,
    1,
    100_000,
    'Submissions per client IP and window on every form endpoint.',
  ),
  FORMS_RATE_LIMIT_WINDOW_MS: count(
    60_000,
    1000,
    86_400_000,
    'The window of FORMS_RATE_LIMIT_MAX, in milliseconds.',
  ),
  // Per-recipient and per-sender limits of the mails forms send (mail/recipient-limit.ts).
  ...mailLimitConfigShape,
  OUTBOX_POLL_MS: count(
    2000,
    10,
    600_000,
    'Poll interval of the mail outbox worker, in milliseconds.',
  ),
  OUTBOX_RETRY_BASE_MS: count(
    5000,
    10,
    3_600_000,
    'First retry delay of a failed mail (doubling, at most an hour), in milliseconds.',
  ),
  // Longer than one SMTP send may take (the mailer's timeouts add up to 50 s), short enough
  // that a crashed hub's claims come back soon.
  OUTBOX_LEASE_MS: count(
    120_000,
    1000,
    3_600_000,
    "How long a claimed e-mail stays reserved for its worker, in milliseconds; a crashed hub's claims return after it.",
  ),
  // Ticket uploads: per-address quota, sweep of uploads no ticket took (forms/upload-config.ts).
  ...uploadConfigShape,
}

const formsConfigSchema = z.object(formsConfigShape)
export type FormsConfig = z.infer<typeof formsConfigSchema>

/** The forms settings alone, for tests and tools that build a hub without the full config. */
export function formsConfig(overrides: Partial<Record<keyof FormsConfig, unknown>> = {}) {
  return formsConfigSchema.parse(overrides)
}
