import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { HubDb } from '../db/database'
import type { HubLogger } from '../logger'

// The transactional outboxes (mail, conversion postbacks) share one delivery loop: rows are
// written in the transaction of the record they belong to, and a worker claims due rows with
// a lease, so several hub instances never deliver one row at the same time.

/** Exponential backoff: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

export interface LeasedTable {
  table: PgTable
  /** SQL names of the queue columns every outbox table has. */
  idColumn: string
  /** Extra condition for "not finished yet" besides `sent_at is null`. */
  pending?: SQL
}

/**
 * Claims up to `batchSize` due rows in one statement: rows locked by another worker's claim
 * are skipped, and the lease hides a claimed row from other workers until it expires.
 * Resolves with the claimed rows: their id, or the `columns` asked for (SQL names), so the
 * delivery needs no second look-up.
 */
export async function claimDue<Row = { id: string | number }>(
  db: HubDb,
  queue: LeasedTable,
  batchSize: number,
  leaseMs: number,
  columns: SQL = sql`${sql.identifier(queue.idColumn)} as id`,
): Promise<Row[]> {
  const id = sql.identifier(queue.idColumn)
  const pending = queue.pending ? sql` and ${queue.pending}` : sql``
  // Both drivers (PGlite, node-postgres) answer raw statements with `rows`.
  const result = (await db.execute(sql`
    update ${queue.table}
       set locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
           attempts = attempts + 1
     where ${id} in (
       select ${id} from ${queue.table}
        where sent_at is null${pending}
          and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at, ${id}
        limit ${batchSize}
        for update skip locked)
    returning ${columns}`)) as unknown as { rows: Row[] }
  return result.rows
}

export interface LeasedWorkerOptions<Row> {
  name: string
  logger: HubLogger
  pollMs: number
  batchSize: number
  /** Claims due rows (see claimDue). */
  claim(): Promise<Row[]>
  /** Delivers one claimed row and records the outcome; true when it was delivered. */
  process(row: Row): Promise<boolean>
}

export interface LeasedWorker {
  /** Delivers what is due now; resolves with the number of rows delivered. */
  runOnce(): Promise<number>
  /** Asks for a run soon, e.g. right after a transaction added a row. */
  nudge(): void
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>
}

export function createLeasedWorker<Row>(options: LeasedWorkerOptions<Row>): LeasedWorker {
  const { logger, pollMs, batchSize } = options
  let running: Promise<number> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function drain(): Promise<number> {
    let delivered = 0
    for (;;) {
      const rows = await options.claim()
      for (const row of rows) if (await options.process(row)) delivered += 1
      if (rows.length < batchSize || stopped) return delivered
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
        .catch((error: unknown) => logger.error({ err: error }, `${options.name} run failed`))
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
