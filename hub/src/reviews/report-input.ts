import { z } from 'zod'
import { REVIEW_REPORT_REASONS } from '@schaufenster/contract'
import { formatMessage, LOCALES, type Locale, type MessageKey } from '@schaufenster/validation'

// The body of a visitor's report (`POST /v1/reviews/:id/reports`), checked with messages in
// the visitor's language that name the field by the dialog's label.

/** Matches the schema's `note` ("at most 500 characters") and the dialog's field. */
const REPORT_NOTE_MAX = 500

const LABELS: Record<Locale, { reason: string; note: string }> = {
  de: { reason: 'Grund', note: 'Anmerkung' },
  en: { reason: 'reason', note: 'note' },
}

/** The language the body asks for (`locale`), when it names one of the site's. */
export function bodyLocale(body: unknown): Locale | undefined {
  const value = (body as { locale?: unknown } | null)?.locale
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : undefined
}

export function reportSchema(locale: Locale) {
  const msg = (key: MessageKey, field: 'reason' | 'note', params?: Record<string, number>) =>
    formatMessage(locale, key, LABELS[locale][field], params)
  return z.object({
    reason: z.enum(REVIEW_REPORT_REASONS, {
      error: (issue) =>
        msg(issue.input === undefined || issue.input === null ? 'required' : 'oneOf', 'reason'),
    }),
    // Optional: blank is as good as none.
    note: z
      .string({ error: () => msg('default', 'note') })
      .trim()
      .max(REPORT_NOTE_MAX, msg('max', 'note', { length: REPORT_NOTE_MAX }))
      .nullish()
      .transform((value) => value || null),
    // The honeypot: any text is accepted here and dropped by the routes.
    website: z.unknown().optional(),
    locale: z.unknown().optional(),
  })
}

export type ReportInput = z.output<ReturnType<typeof reportSchema>>
