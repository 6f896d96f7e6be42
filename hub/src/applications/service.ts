import {
  applicationFieldLabel,
  formatMessage,
  partnerProgrammeName,
  type ApplicationRequest,
  type Locale,
} from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import type { UploadAttachmentRef } from '../db/schema-forms'
import { fieldError } from '../forms/http'
import { HttpError } from '../http/errors'
import { enqueueMail } from '../mail/outbox'
import type { MailLimits } from '../mail/recipient-limit'
import type { StaffMailConfig } from '../mail/staff'
import type { ApplicationReceivedDto } from './dto'
import { applicationConfirmation, applicationStaffMail, type AppliedFor } from './mails'
import { applicationReference } from './reference'
import { findCv, findJobOpening, insertApplication, type StoredCv } from './repository'

// The rules of an application (issue 24, point 5): what is a 400, a 404 or a 429, and what is
// written. The application, its confirmation and its staff mail commit together, or nothing.

export interface ApplicationServiceOptions {
  db: HubDb
  config: StaffMailConfig
  mailLimits: MailLimits
  /** Wakes the outbox worker after the mails are queued. */
  onMailQueued?: () => void
}

const NO_SUCH_JOB: Record<Locale, string> = {
  de: 'Diese Stelle ist nicht (mehr) ausgeschrieben.',
  en: 'This position is not (or no longer) open.',
}

/** The 404 of a position that is not open, in the request's language. */
export function jobNotFound(locale: Locale): HttpError {
  return new HttpError(404, 'NOT_FOUND', NO_SUCH_JOB[locale])
}

// The CV must be an upload of `POST /v1/attachments` that no other application or ticket
// took, and a PDF (the upload checked its content against the extension already).
function cvRefusal(cv: StoredCv | undefined, locale: Locale): HttpError | undefined {
  const label = applicationFieldLabel(locale, 'cv')
  if (!cv || cv.taken) {
    return fieldError(locale, { attachmentId: formatMessage(locale, 'default', label) })
  }
  if (cv.contentType !== 'application/pdf') {
    return fieldError(locale, { attachmentId: formatMessage(locale, 'mimes', label) })
  }
  return undefined
}

export class ApplicationService {
  constructor(private readonly options: ApplicationServiceOptions) {}

  /**
   * Checks, stores and mails one application. `locale` is the request's language (its
   * messages); the mails to the applicant are in `data.locale`, else the same.
   */
  async submit(args: {
    data: ApplicationRequest
    locale: Locale
    senderIp: string
  }): Promise<ApplicationReceivedDto> {
    const { db, config, mailLimits } = this.options
    const { data, locale } = args
    const language = data.locale ?? locale

    let target: string
    let appliedFor: { de: AppliedFor; applicant: AppliedFor }
    if (data.kind === 'job') {
      const job = await findJobOpening(db, data.target, { orKey: true })
      if (!job) throw jobNotFound(locale)
      // Checked before the mail limit is counted: a wrong file must not use up the
      // applicant's few mails an hour while they fix it.
      const refusal = cvRefusal(await findCv(db, data.attachmentId), locale)
      if (refusal) throw refusal
      target = job.key
      appliedFor = {
        de: { kind: 'job', jobTitle: job.title.de },
        applicant: { kind: 'job', jobTitle: job.title[language] },
      }
    } else {
      target = data.target
      appliedFor = {
        de: { kind: 'partner', programmeName: partnerProgrammeName('de', data.target) },
        applicant: { kind: 'partner', programmeName: partnerProgrammeName(language, data.target) },
      }
    }

    // The confirmation is a mail to an address the visitor typed: it counts (the staff mail
    // goes to the shop and does not, mail/staff.ts).
    await mailLimits.consume(args.senderIp, data.email, locale)

    const reference = await db.transaction(async (tx) => {
      let cv: UploadAttachmentRef | undefined
      if (data.kind === 'job') {
        // Again, locked: the sweep or a parallel application may have got there meanwhile.
        const stored = await findCv(tx, data.attachmentId, { lock: true })
        const refusal = cvRefusal(stored, locale)
        if (refusal) throw refusal
        const { storedName, fileName, contentType } = stored!
        cv = { storedName, fileName, contentType }
      }
      const id = await insertApplication(tx, {
        kind: data.kind,
        target,
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        company: data.kind === 'partner' ? data.company : null,
        website: data.kind === 'partner' ? (data.companyWebsite ?? null) : null,
        message: data.message,
        attachmentId: data.kind === 'job' ? data.attachmentId : null,
        locale: language,
      })
      const reference = applicationReference(data.kind, id)
      await enqueueMail(
        tx,
        applicationConfirmation({
          to: data.email,
          locale: language,
          reference,
          appliedFor: appliedFor.applicant,
        }),
      )
      await enqueueMail(
        tx,
        applicationStaffMail(config, {
          id,
          reference,
          locale: language,
          appliedFor: appliedFor.de,
          target,
          name: data.name,
          email: data.email,
          phone: data.phone,
          company: data.kind === 'partner' ? data.company : undefined,
          companyWebsite: data.kind === 'partner' ? data.companyWebsite : undefined,
          message: data.message,
          cv,
        }),
      )
      return reference
    })
    this.options.onMailQueued?.()
    return { reference }
  }
}
