import { blankAsUnset, count, variable } from '@schaufenster/config'
import { z } from 'zod'

// The mail settings of the hub's config schema (merged in by forms/config.ts). They live
// apart from the code that uses them (staff.ts, recipient-limit.ts) so reading the
// configuration loads no mail, database or HTTP module.

const staffAddress = (description: string) =>
  variable(
    z.preprocess(blankAsUnset, z.email({ error: 'must be an e-mail address' }).optional()),
    description,
  )

/** Where requests for a person at the shop go (mail/staff.ts). */
export const staffMailConfigShape = {
  SUPPORT_EMAIL: staffAddress(
    'Staff address for tickets (upload attached), missing-program reports and activation-code requests (German, Reply-To the sender); unset: `support@` the domain of MAIL_FROM.',
  ),
  PRESS_EMAIL: staffAddress(
    'Staff address for press enquiries (German, Reply-To the sender); unset: `presse@` the domain of MAIL_FROM.',
  ),
  PARTNER_EMAIL: staffAddress(
    'Staff address for applications to the partner programmes (German, Reply-To the applicant); unset: `partner@` the domain of MAIL_FROM.',
  ),
  JOBS_EMAIL: staffAddress(
    'Staff address for job applications, CV attached (German, Reply-To the applicant); unset: `jobs@` the domain of MAIL_FROM.',
  ),
  REVIEWS_EMAIL: staffAddress(
    'Staff address told when a review waits for moderation or was reported (German); unset: `bewertungen@` the domain of MAIL_FROM.',
  ),
}

/** Per-recipient and per-sender limits of the mails forms send (mail/recipient-limit.ts). */
export const mailLimitConfigShape = {
  MAIL_RECIPIENT_LIMIT_MAX: count(
    3,
    1,
    100_000,
    "Mails one address is sent on visitors' requests per window (every form that mails), whoever asks.",
  ),
  MAIL_RECIPIENT_LIMIT_WINDOW_MS: count(
    60 * 60_000,
    1000,
    7 * 86_400_000,
    'The window of MAIL_RECIPIENT_LIMIT_MAX, in milliseconds.',
  ),
  MAIL_IP_LIMIT_MAX: count(
    20,
    1,
    1_000_000,
    'Mails one client address may trigger per window, to any recipients.',
  ),
  MAIL_IP_LIMIT_WINDOW_MS: count(
    60 * 60_000,
    1000,
    7 * 86_400_000,
    'The window of MAIL_IP_LIMIT_MAX, in milliseconds.',
  ),
}
