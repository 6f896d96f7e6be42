import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { mailOutbox, type MailAttachmentRef } from '../db/schema-forms'
import { invoicePdf } from '../invoices/repository'
import type { HubLogger } from '../logger'
import {
  claimDue,
  createLeasedWorker,
  retryDelayMs,
  type LeasedWorker,
} from '../queue/leased-worker'
import type { MailAttachment, Mailer } from './mailer'

export interface QueuedMail {
  kind: string
  to: string
  locale: 'de' | 'en'
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** Where answers go (staff mails: the sender of the request). */
  replyTo?: string
  /** Stored uploads sent along as attachments (staff mails of tickets). */
  attachments?: MailAttachmentRef[]
}

// Anything with insert(): the database itself or a transaction, so the mail commits
// or rolls back together with the record it belongs to.
type Writer = Pick<HubDb, 'insert'>

export async function enqueueMail(writer: Writer, mail: QueuedMail): Promise<void> {
  await writer.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    locale: mail.locale,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? {},
    replyTo: mail.replyTo ?? null,
    attachments: mail.attachments ?? [],
  })
}

export interface OutboxWorkerOptions {
  db: HubDb
  mailer: Mailer
  logger: HubLogger
  pollMs: number
  retryBaseMs: number
  /** Longest wait between two attempts at one message. */
  retryMaxMs?: number
  batchSize?: number
  /** How long a claimed message stays reserved for the worker that claimed it. */
  leaseMs?: number
  /** Folder of the uploads (ATTACHMENT_DIR) a queued mail may attach; none attach without it. */
  attachmentDir?: string
}

export type OutboxWorker = LeasedWorker

/** A claimed message as the claim statement returns it (SQL column names). */
interface ClaimedMail {
  id: string | number
  recipient: string
  subject: string
  text_body: string
  html_body: string
  headers: Record<string, string> | null
  reply_to: string | null
  attachments: MailAttachmentRef[] | null
  /** Counted up by the claim, so this one included. */
  attempts: number
}

export { retryDelayMs }

// Stored names are generated (forms/attachments.ts); anything else never reaches the disk.
const STORED_NAME = /^[A-Za-z0-9._-]{1,200}$/

/**
 * The files of a mail's attachments. An upload that is gone (deleted by staff) is left out
 * with a warning: the mail still carries the request, and a retry would not bring it back.
 */
async function attachmentFiles(
  db: Pick<HubDb, 'select'>,
  refs: MailAttachmentRef[],
  dir: string | undefined,
  logger: HubLogger,
): Promise<MailAttachment[]> {
  if (refs.length === 0) return []
  const files: MailAttachment[] = []
  for (const ref of refs) {
    // An invoice (order mail): its PDF as stored, never re-rendered (invoices/issue.ts).
    if ('invoiceId' in ref) {
      const invoice = await invoicePdf(db, { id: ref.invoiceId })
      // It was written in the mail's own transaction; missing means something is badly off,
      // and the mail waits (retried) rather than going out without the invoice.
      if (!invoice) throw new Error(`invoice ${ref.invoiceId} of a queued mail not found`)
      files.push({ filename: ref.fileName, content: invoice.pdf, contentType: ref.contentType })
      continue
    }
    const file = dir && STORED_NAME.test(ref.storedName) ? path.join(dir, ref.storedName) : null
    try {
      if (!file) throw new Error('no attachment folder or an odd stored name')
      await access(file, constants.R_OK)
      files.push({ filename: ref.fileName, path: file, contentType: ref.contentType })
    } catch (error) {
      logger.warn({ err: error, storedName: ref.storedName }, 'mail attachment left out')
    }
  }
  return files
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, logger, pollMs, retryBaseMs } = options
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000
  const batchSize = options.batchSize ?? 10
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000

  async function deliver(row: ClaimedMail): Promise<boolean> {
    const id = Number(row.id)
    try {
      const { messageId } = await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers ?? {},
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        attachments: await attachmentFiles(
          db,
          row.attachments ?? [],
          options.attachmentDir,
          logger,
        ),
      })
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null, messageId })
        .where(eq(mailOutbox.id, id))
      return true
    } catch (error) {
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs)
      const message = error instanceof Error ? error.message : String(error)
      logger.warn(
        { outboxId: id, attempts: row.attempts, delay, err: message },
        'e-mail not sent, will retry',
      )
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(mailOutbox.id, id))
      return false
    }
  }

  return createLeasedWorker({
    name: 'mail outbox',
    logger,
    pollMs,
    batchSize,
    claim: () =>
      claimDue<ClaimedMail>(
        db,
        { table: mailOutbox, idColumn: 'id' },
        batchSize,
        leaseMs,
        sql`id, recipient, subject, text_body, html_body, headers, reply_to, attachments, attempts`,
      ),
    process: deliver,
  })
}
