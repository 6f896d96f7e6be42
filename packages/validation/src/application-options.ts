import { PARTNER_PROGRAMMES, type PartnerProgrammeKey } from '@schaufenster/contract'
import { fieldLabel } from './labels'
import { formatMessage, type Locale } from './messages'
import { ATTACHMENT_MAX_KB } from './options'
import { hasExtension, isWithinSize } from './rules'

// What the application forms show besides their schemas (./applications): field labels, the
// programmes' names and the first check of a CV. Apart from the schemas, so the partner page
// names its programmes without zod in its first load (issue 22), and the hub's mails use the
// same names.

/** A CV is a PDF of at most this size (the limit of every upload, forms/attachments.ts). */
export const CV_EXTENSIONS = ['pdf'] as const
export const CV_MAX_KB = ATTACHMENT_MAX_KB

// Labels of the fields only applications have; the others are the forms' common labels.
// `message` is a cover letter on a job application: the same field, named for what it holds.
const APPLICATION_LABELS = {
  en: {
    programme: 'partner programme',
    companyWebsite: 'company website',
    jobSlug: 'position',
    coverLetter: 'cover letter',
    cv: 'CV',
    kind: 'kind of application',
    locale: 'language',
  },
  de: {
    programme: 'Partnerprogramm',
    companyWebsite: 'Website der Firma',
    jobSlug: 'Stelle',
    coverLetter: 'Anschreiben',
    cv: 'Lebenslauf',
    kind: 'Art der Bewerbung',
    locale: 'Sprache',
  },
} as const satisfies Record<Locale, Record<string, string>>

/** The label a message names a field by: an application's own, else the forms' common one. */
export function applicationFieldLabel(locale: Locale, label: string): string {
  return (APPLICATION_LABELS[locale] as Record<string, string>)[label] ?? fieldLabel(locale, label)
}

const PROGRAMME_NAMES: Record<Locale, Record<PartnerProgrammeKey, string>> = {
  en: {
    reseller: 'Reseller programme',
    affiliate: 'Affiliate programme',
    technology: 'Technology partnership',
    education: 'Education programme',
  },
  de: {
    reseller: 'Händlerprogramm',
    affiliate: 'Affiliate-Programm',
    technology: 'Technologiepartnerschaft',
    education: 'Bildungsprogramm',
  },
}

/** The name of a partner programme, as the partner page, the form and the mails show it. */
export function partnerProgrammeName(locale: Locale, programme: PartnerProgrammeKey): string {
  return PROGRAMME_NAMES[locale][programme]
}

/** The programmes as select options, in the partner page's order. */
export function partnerProgrammeOptions(locale: Locale) {
  return PARTNER_PROGRAMMES.map((value) => ({
    id: value,
    value,
    displayText: PROGRAMME_NAMES[locale][value],
  }))
}

/**
 * The browser's first check of a chosen CV (a PDF within the upload limit); the hub checks
 * again, by content, and refuses any upload that is no PDF.
 */
export function cvProblem(
  locale: Locale,
  file: { name: string; size: number },
): string | undefined {
  const label = applicationFieldLabel(locale, 'cv')
  if (!hasExtension(file, CV_EXTENSIONS)) return formatMessage(locale, 'mimes', label)
  if (!isWithinSize(file, CV_MAX_KB))
    return formatMessage(locale, 'size', label, { size: CV_MAX_KB })
  return undefined
}
