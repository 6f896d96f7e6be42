import type { UploadAttachmentRef } from '../db/schema-forms'
import type { QueuedMail } from '../mail/outbox'
import { staffMail, type StaffField, type StaffMailConfig } from '../mail/staff'
import type { Locale } from './dto'

// The two mails of an application: the confirmation to the applicant, in their language,
// and the staff mail to the partner or jobs desk, in German (mail/staff.ts).
//
// The confirmation goes to an address nobody has confirmed, so it carries no text its sender
// chose (issue 18 §5, mail/templates.ts): no name, no company, no message. It names only what
// the shop itself wrote: the programme or the position, the reference, and what happens next.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const SIGNATURE: Record<Locale, string> = {
  de: 'Ihr Team von Schaufenster Software',
  en: 'Your Schaufenster Software team',
}

function mailOf(locale: Locale, subject: string, paragraphs: string[]) {
  const all = [...paragraphs, SIGNATURE[locale]]
  return {
    subject,
    text: all.join('\n\n'),
    html: [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
      ...all.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
  }
}

/** What the applicant applied for, as the shop names it, in the applicant's language. */
export type AppliedFor =
  { kind: 'partner'; programmeName: string } | { kind: 'job'; jobTitle: string }

/** The confirmation to the applicant, with the reference and what happens next. */
export function applicationConfirmation(args: {
  to: string
  locale: Locale
  reference: string
  appliedFor: AppliedFor
}): QueuedMail {
  const { locale, reference, appliedFor } = args
  const content =
    appliedFor.kind === 'job'
      ? locale === 'de'
        ? mailOf(locale, `Ihre Bewerbung ${reference}: ${appliedFor.jobTitle}`, [
            'Hallo,',
            `vielen Dank für Ihre Bewerbung als ${appliedFor.jobTitle}. Ihre Unterlagen sind bei uns angekommen, Ihre Referenz lautet ${reference}.`,
            'So geht es weiter: Die Menschen, die über die Stelle entscheiden, lesen Ihre Bewerbung selbst. Innerhalb von zwei Wochen erhalten Sie von uns eine Antwort per E-Mail an diese Adresse – entweder eine Einladung zu einem ersten Gespräch per Video oder eine begründete Absage.',
            `Wenn Sie Fragen haben oder Unterlagen nachreichen möchten, antworten Sie einfach auf diese E-Mail und nennen Sie die Referenz ${reference}.`,
          ])
        : mailOf(locale, `Your application ${reference}: ${appliedFor.jobTitle}`, [
            'Hello,',
            `thank you for applying for the position “${appliedFor.jobTitle}”. We have received your documents; your reference is ${reference}.`,
            'What happens next: the people who decide on the position read your application themselves. Within two weeks you will hear from us by e-mail to this address – either with an invitation to a first video interview or with a reasoned rejection.',
            `If you have questions or would like to send further documents, simply reply to this e-mail and quote the reference ${reference}.`,
          ])
      : locale === 'de'
        ? mailOf(locale, `Ihre Bewerbung ${reference}: ${appliedFor.programmeName}`, [
            'Hallo,',
            `vielen Dank für Ihre Bewerbung für unser Partnerprogramm „${appliedFor.programmeName}“. Sie ist bei uns angekommen, Ihre Referenz lautet ${reference}.`,
            'So geht es weiter: Unser Partnerteam prüft Ihre Angaben und meldet sich innerhalb von fünf Werktagen per E-Mail an diese Adresse – mit den Vertragsunterlagen und den nächsten Schritten oder mit Rückfragen.',
            `Wenn Sie vorab etwas ergänzen möchten, antworten Sie einfach auf diese E-Mail und nennen Sie die Referenz ${reference}.`,
          ])
        : mailOf(locale, `Your application ${reference}: ${appliedFor.programmeName}`, [
            'Hello,',
            `thank you for applying for our partner programme “${appliedFor.programmeName}”. We have received your application; your reference is ${reference}.`,
            'What happens next: our partner team reviews your details and gets back to you within five working days by e-mail to this address – with the contract documents and the next steps, or with questions.',
            `If you would like to add anything in the meantime, simply reply to this e-mail and quote the reference ${reference}.`,
          ])
  return { kind: `application-${appliedFor.kind}`, to: args.to, locale, ...content }
}

/** The application as staff read it: every field, Reply-To the applicant, the CV attached. */
export function applicationStaffMail(
  config: StaffMailConfig,
  args: {
    id: string
    reference: string
    locale: Locale
    /** German name of the programme or title of the position, and the key stored with it. */
    appliedFor: AppliedFor
    target: string
    name: string
    email: string
    phone?: string | undefined
    company?: string | undefined
    companyWebsite?: string | undefined
    message: string
    cv?: UploadAttachmentRef
  },
): QueuedMail {
  const common: StaffField[] = [
    ['Name', args.name],
    ['E-Mail', args.email],
    ['Telefon', args.phone],
    ['Sprache', args.locale],
    ['Bewerbungs-ID', args.id],
  ]
  if (args.appliedFor.kind === 'job') {
    return staffMail(config, {
      desk: 'jobs',
      kind: 'staff-job-application',
      subject: `Bewerbung ${args.reference}: ${args.appliedFor.jobTitle} – ${args.name}`,
      intro: `Neue Bewerbung ${args.reference} auf die Stelle „${args.appliedFor.jobTitle}“. Der Lebenslauf ist angehängt.`,
      fields: [
        ['Referenz', args.reference],
        ['Stelle', `${args.appliedFor.jobTitle} (${args.target})`],
        ...common,
        ['Lebenslauf', args.cv?.fileName],
      ],
      message: args.message,
      replyTo: args.email,
      attachments: args.cv ? [args.cv] : [],
    })
  }
  return staffMail(config, {
    desk: 'partner',
    kind: 'staff-partner-application',
    subject: `Partnerbewerbung ${args.reference}: ${args.appliedFor.programmeName} – ${args.company ?? args.name}`,
    intro: `Neue Bewerbung ${args.reference} für das Partnerprogramm „${args.appliedFor.programmeName}“.`,
    fields: [
      ['Referenz', args.reference],
      ['Programm', `${args.appliedFor.programmeName} (${args.target})`],
      ['Firma', args.company],
      ['Website', args.companyWebsite],
      ...common,
    ],
    message: args.message,
    replyTo: args.email,
  })
}
