import type { ReviewReportReasonKey } from '@schaufenster/contract'
import type { QueuedMail } from '../mail/outbox'
import { staffAddress, staffMail, type StaffField, type StaffMailConfig } from '../mail/staff'
import { mailSafeName } from '../mail/templates'
import type { ReviewRow } from './repository'

// The reviews feature's e-mails: staff (desk `reviews`, German) hear of a review that waits
// and of a reported one; the author hears the verdict in the review's own language.

type Locale = 'de' | 'en'

export interface ReviewMailConfig extends StaffMailConfig {
  /** Storefront origin for the links (PUBLIC_BASE_URL). */
  PUBLIC_BASE_URL: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const LANGUAGE_DE: Record<Locale, string> = { de: 'Deutsch', en: 'Englisch' }

/** The report reasons as staff read them. */
export const REPORT_REASON_DE: Record<ReviewReportReasonKey, string> = {
  spam: 'Werbung oder Unsinn',
  offensive: 'Beleidigend oder anstößig',
  'off-topic': 'Nicht zum Programm',
  false: 'Falsche Behauptungen',
}

/** How staff act on a review: the command of hub/src/cli/reviews.ts, beside the hub. */
const commands = (id: number): StaffField[] => [
  ['Freigeben', `npm run reviews -- publish ${id}`],
  ['Ablehnen', `npm run reviews -- reject ${id} <Grund für den Autor>`],
]

const reviewFields = (review: ReviewRow, productName: string): StaffField[] => [
  ['Bewertung', review.id],
  ['Programm', `${productName} (${review.productId})`],
  ['Sterne', `${review.stars} von 5`],
  ['Sprache', LANGUAGE_DE[review.locale as Locale]],
  ['Angezeigter Name', review.author],
  ['Kundennummer', review.customerId ?? 'keine (Bewertung aus dem Katalog)'],
  ['Überschrift', review.title],
]

/**
 * A written or edited review waits for staff. Reply-To is the author: staff can ask them
 * about it with their mail client's "Reply".
 */
export function reviewWaitingMail(
  config: StaffMailConfig,
  review: ReviewRow,
  productName: string,
  authorEmail: string,
): QueuedMail {
  const edited = review.updatedAt !== null
  return staffMail(config, {
    desk: 'reviews',
    kind: 'staff-review-waiting',
    subject: `${edited ? 'Geänderte' : 'Neue'} Bewertung zur Freigabe: ${productName} (${review.stars} ${review.stars === 1 ? 'Stern' : 'Sterne'})`,
    intro: `Eine ${edited ? 'geänderte' : 'neue'} Bewertung eines Käufers wartet auf Ihre Prüfung. Auf der Produktseite erscheint sie erst nach der Freigabe.`,
    fields: [...reviewFields(review, productName), ...commands(review.id)],
    message: review.body,
    replyTo: authorEmail,
  })
}

/**
 * A published review was reported for the first time since staff last looked at it. The
 * reporter stays anonymous, so the mail has no Reply-To (staffMail's reply hint would be
 * wrong here); further reports of the same review wait in the queue (`list --reported`).
 */
export function reviewReportedMail(
  config: StaffMailConfig,
  review: ReviewRow,
  productName: string,
  report: { reason: ReviewReportReasonKey; note: string | null },
): QueuedMail {
  const subject = `Bewertung gemeldet: ${productName} – ${review.title}`
  const intro =
    'Ein Besucher hat eine veröffentlichte Bewertung gemeldet. Sie bleibt sichtbar, bis Sie sie ablehnen; wer gemeldet hat, bleibt anonym.'
  const rows: StaffField[] = [
    ['Grund der Meldung', REPORT_REASON_DE[report.reason]],
    ['Anmerkung', report.note],
    ...reviewFields(review, productName),
    ['Behalten', `npm run reviews -- publish ${review.id}`],
    ['Ablehnen', `npm run reviews -- reject ${review.id} <Grund für den Autor>`],
  ]
  const shown = (value: StaffField[1]) =>
    value === null || value === undefined || value === '' ? '–' : String(value)
  const text = [
    intro,
    rows.map(([label, value]) => `${label}: ${shown(value)}`).join('\n'),
    `Bewertungstext:\n${review.body}`,
    'Alle offenen Meldungen: npm run reviews -- list --reported',
  ].join('\n\n')
  const html = [
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(shown(value))}</td></tr>`,
    ),
    '</table>',
    `<p><strong>Bewertungstext:</strong></p><pre>${escapeHtml(review.body)}</pre>`,
    '<p>Alle offenen Meldungen: <code>npm run reviews -- list --reported</code></p>',
    '</body></html>',
  ].join('\n')
  return {
    kind: 'staff-review-reported',
    to: staffAddress(config, 'reviews'),
    locale: 'de',
    subject,
    text,
    html,
  }
}

// ---------------------------------------------------------------- the author's verdict

const SIGNATURE: Record<Locale, string> = {
  de: 'Ihr Team von Schaufenster Software',
  en: 'Your Schaufenster Software team',
}

function authorMail(
  kind: string,
  to: string,
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
): QueuedMail {
  const text = [...paragraphs, `${link.label}: ${link.href}`, SIGNATURE[locale]].join('\n\n')
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(SIGNATURE[locale])}</p>`,
    '</body></html>',
  ].join('\n')
  return { kind, to, locale, subject, text, html }
}

const hello = (locale: Locale, name: string) => {
  // The account's own name, reduced to what a greeting needs (mail/templates.ts).
  const safe = mailSafeName(name)
  return locale === 'de' ? (safe ? `Hallo ${safe},` : 'Hallo,') : safe ? `Hello ${safe},` : 'Hello,'
}

export interface Verdict {
  to: { email: string; name: string }
  locale: Locale
  productName: string
  title: string
}

/** Staff published the review: it is on the product page (`productUrl`, its reviews). */
export function reviewPublishedMail(verdict: Verdict, productUrl: string): QueuedMail {
  const { locale, productName, title } = verdict
  const de = locale === 'de'
  return authorMail(
    'review-published',
    verdict.to.email,
    locale,
    de
      ? `Ihre Bewertung von ${productName} ist veröffentlicht`
      : `Your review of ${productName} is published`,
    [
      hello(locale, verdict.to.name),
      de
        ? `vielen Dank für Ihre Bewertung von ${productName}. Wir haben sie geprüft und freigegeben: Sie steht jetzt auf der Produktseite und zählt in der Gesamtbewertung mit.`
        : `thank you for reviewing ${productName}. We checked your review and published it: it is now on the product page and counts towards the rating.`,
      de ? `Ihre Bewertung: „${title}“` : `Your review: “${title}”`,
    ],
    { label: de ? 'Zur Produktseite' : 'Go to the product page', href: productUrl },
  )
}

/**
 * Staff rejected the review: the reason, and that it can be edited and sent again from the
 * account (`accountUrl`, its reviews), which puts it back into moderation.
 */
export function reviewRejectedMail(
  verdict: Verdict,
  reason: string,
  accountUrl: string,
): QueuedMail {
  const { locale, productName, title } = verdict
  const de = locale === 'de'
  return authorMail(
    'review-rejected',
    verdict.to.email,
    locale,
    de
      ? `Ihre Bewertung von ${productName} wurde nicht veröffentlicht`
      : `Your review of ${productName} was not published`,
    [
      hello(locale, verdict.to.name),
      de
        ? `vielen Dank für Ihre Bewertung von ${productName} („${title}“). Wir haben sie geprüft und können sie so leider nicht veröffentlichen. Der Grund:`
        : `thank you for reviewing ${productName} (“${title}”). We checked your review and unfortunately cannot publish it as it is. The reason:`,
      reason,
      de
        ? 'Sie können Ihre Bewertung in Ihrem Kundenkonto bearbeiten und erneut einreichen; wir prüfen sie dann noch einmal.'
        : 'You can edit your review in your customer account and submit it again; we will then check it once more.',
    ],
    { label: de ? 'Zu Ihren Bewertungen' : 'Go to your reviews', href: accountUrl },
  )
}
