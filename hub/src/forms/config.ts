import path from 'node:path'
import { z } from 'zod'
import { blankAsUnset, count } from '../config-fields'
import { uploadConfigShape } from './upload-config'
import { mailLimitConfigShape } from '../mail/recipient-limit'
import { staffMailConfigShape } from '../mail/staff'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

const folder = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .default(path.join(repoRoot, 'var', fallback))
      .transform((dir) => path.resolve(dir)),
  )

/** The hub's settings for forms, e-mail and support; merged into the hub's config schema. */
export const formsConfigShape = {
  // Without it every message is written as an .eml file, so a fresh checkout needs no mail server.
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankAsUnset,
    z.string().min(3).default('Schaufenster Software <service@schaufenster.invalid>'),
  ),
  MAIL_DIR: folder('mail'),
  ATTACHMENT_DIR: folder('attachments'),
  // Where requests for a person at the shop go (mail/staff.ts): tickets, missing programs and
  // activation-code requests to SUPPORT_EMAIL, press enquiries to PRESS_EMAIL.
  ...staffMailConfigShape,
  PUBLIC_BASE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  PREMIUM_SUPPORT_PRICE_EUR_MINOR: count(2999, 0, 1_000_000),
  FORMS_RATE_LIMIT_MAX: count(20, 1, 100_000),
  FORMS_RATE_LIMIT_WINDOW_MS: count(60_000, 1000, 86_400_000),
  // Per-recipient and per-sender limits of the mails forms send (mail/recipient-limit.ts).
  ...mailLimitConfigShape,
  OUTBOX_POLL_MS: count(2000, 10, 600_000),
  OUTBOX_RETRY_BASE_MS: count(5000, 10, 3_600_000),
  // How long a claimed message stays reserved: longer than one SMTP send may take (the
  // mailer's timeouts add up to 50 s), short enough that a crashed hub's claims come back soon.
  OUTBOX_LEASE_MS: count(120_000, 1000, 3_600_000),
  // Ticket uploads: per-address quota, sweep of uploads no ticket took (forms/upload-config.ts).
  ...uploadConfigShape,
}

const formsConfigSchema = z.object(formsConfigShape)
export type FormsConfig = z.infer<typeof formsConfigSchema>

/** The forms settings alone, for tests and tools that build a hub without the full config. */
export function formsConfig(overrides: Partial<Record<keyof FormsConfig, unknown>> = {}) {
  return formsConfigSchema.parse(overrides)
}
