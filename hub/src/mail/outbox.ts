import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { mailOutbox, type MailOutboxRow } from '../db/schema-forms'
import type { HubLogger } from '../logger'
import type { Mailer } from './mailer'

export interface QueuedMail {
  kind: string
  to: string
  locale: 'de' | 'en'
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
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
}

export interface OutboxWorker {
  /** Sends what is due now; resolves with the number of messages sent. */
  runOnce(): Promise<number>
  /** Asks for a run soon, e.g. right after a transaction added mail. */
  nudge(): void
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>
}

/** Exponential backoff: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, logger, pollMs, retryBaseMs } = options
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000
  const batchSize = options.batchSize ?? 10
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000
  let running: Promise<number> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  // The claim is one statement: rows locked by another worker's claim are skipped, and
  // the lease makes a claimed row invisible to other workers until it expires.
  async function claim(): Promise<MailOutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      const { messageId } = await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      })
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null, messageId })
        .where(eq(mailOutbox.id, row.id))
      return true
    } catch (error) {
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs)
      const message = error instanceof Error ? error.message : String(error)
      logger.warn(
        { outboxId: row.id, attempts: row.attempts, delay, err: message },
        'e-mail not sent, will retry',
      )
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(mailOutbox.id, row.id))
      return false
    }
  }

  async function drain(): Promise<number> {
    let sent = 0
    for (;;) {
      const rows = await claim()
      for (const row of rows) if (await deliver(row)) sent += 1
      if (rows.length < batchSize || stopped) return sent
    }
  }

  function runOnce(): Promise<number> {
    // One run at a time per worker; a second caller shares the run in progress.
    running ??= drain().finally(() => {
      running = undefined
    })
    return running
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox run failed'))
        .finally(() => schedule(pollMs))
    }, delay)
    timer.unref()
  }

  schedule(0)

  return {
    runOnce,
    nudge: () => schedule(0),
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => 0)
    },
  }
}
