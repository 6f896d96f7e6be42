import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { conversionOf } from '@schaufenster/pricing'
import type { HubDb } from '../db/database'
import { conversionPostbacks, orders } from '../db/schema-orders'
import type { HubLogger } from '../logger'
import { orderView } from '../orders/view'
import {
  claimDue,
  createLeasedWorker,
  retryDelayMs,
  type LeasedWorker,
} from '../queue/leased-worker'
import type { ConversionsConfig } from './config'
import type { ConversionPostbackClient } from './postback-client'

type Writer = Pick<HubDb, 'execute'>

/**
 * Queues the report of a paid order, in the order's transaction; a second call is a no-op.
 * Only an order placed with an affiliate click id (cookie `cje`) is a conversion of the
 * network: a direct order has no publisher to credit, and the network could not attribute
 * it (docs.cj.com: "If CJEVENT is not available at conversion time, the transaction will
 * not be attributed to a publisher"), so it is never queued.
 */
export async function enqueueConversionPostback(writer: Writer, orderId: string): Promise<void> {
  // One statement, so the click id is read in the same transaction that wrote it.
  // (`<> ''` is false for null too.)
  await writer.execute(sql`
    insert into ${conversionPostbacks} (order_id)
    select ${orders.id} from ${orders}
     where ${orders.id} = ${orderId} and ${orders.cjEvent} <> ''
    on conflict do nothing`)
}

export interface PostbackWorkerOptions {
  db: HubDb
  client: ConversionPostbackClient
  logger: HubLogger
  config: Pick<
    ConversionsConfig,
    | 'AFFILIATE_ENTERPRISE_ID'
    | 'AFFILIATE_ACTION_TRACKER_ID'
    | 'CONVERSION_POSTBACK_POLL_MS'
    | 'CONVERSION_POSTBACK_RETRY_BASE_MS'
    | 'CONVERSION_POSTBACK_MAX_ATTEMPTS'
    | 'CONVERSION_POSTBACK_TIMEOUT_MS'
  >
  retryMaxMs?: number
  batchSize?: number
  leaseMs?: number
}

export function createPostbackWorker(options: PostbackWorkerOptions): LeasedWorker {
  const { db, client, logger, config } = options
  const retryMaxMs = options.retryMaxMs ?? 6 * 60 * 60 * 1000
  const batchSize = options.batchSize ?? 10
  // A claimed batch is reported one row after the other, so the last row's lease must outlast
  // every request before it, each up to the client's timeout: a slow answer must never let a
  // second worker (or hub) claim the row and post it too.
  const leaseMs = Math.max(
    options.leaseMs ?? 5 * 60 * 1000,
    batchSize * config.CONVERSION_POSTBACK_TIMEOUT_MS + 5000,
  )
  const ids = {
    enterpriseId: config.AFFILIATE_ENTERPRISE_ID,
    actionTrackerId: config.AFFILIATE_ACTION_TRACKER_ID,
  }

  const finish = (orderId: string, values: PgUpdateSetSource<typeof conversionPostbacks>) =>
    db
      .update(conversionPostbacks)
      .set({ lockedUntil: null, lastAttemptAt: sql`now()`, ...values })
      .where(eq(conversionPostbacks.orderId, orderId))

  async function report(orderId: string): Promise<boolean> {
    const [job] = await db
      .select({ attempts: conversionPostbacks.attempts, order: orders })
      .from(conversionPostbacks)
      .innerJoin(orders, eq(orders.id, conversionPostbacks.orderId))
      .where(eq(conversionPostbacks.orderId, orderId))
    if (!job) return false
    const log = { orderNumber: job.order.orderNumber, attempts: job.attempts }
    // Queued before click ids were required, or the click id was erased since (account
    // deletion): nothing the network could attribute, so nothing is sent.
    if (!job.order.cjEvent) {
      await finish(orderId, { rejectedAt: sql`now()`, lastError: 'no affiliate click id' })
      logger.warn(log, 'conversion report dropped: the order has no affiliate click id')
      return false
    }
    const conversion = conversionOf(await orderView(db, job.order), ids)
    const outcome = await client.send({ conversion, eventTime: job.order.placedAt }, orderId)
    if (outcome.status === 'delivered') {
      await finish(orderId, { sentAt: sql`now()`, lastError: null, lastStatus: outcome.httpStatus })
      logger.info(log, 'conversion reported')
      return true
    }
    const lastStatus = outcome.httpStatus ?? null
    if (outcome.status === 'rejected' || job.attempts >= config.CONVERSION_POSTBACK_MAX_ATTEMPTS) {
      // The final state (FAILED for analysts) stays in the row; the log says why.
      await finish(orderId, {
        rejectedAt: sql`now()`,
        lastError: outcome.reason.slice(0, 1000),
        lastStatus,
      })
      logger.error(
        { ...log, reason: outcome.reason, maxAttempts: config.CONVERSION_POSTBACK_MAX_ATTEMPTS },
        'conversion report given up',
      )
      return false
    }
    const delay = retryDelayMs(job.attempts, config.CONVERSION_POSTBACK_RETRY_BASE_MS, retryMaxMs)
    await finish(orderId, {
      lastError: outcome.reason.slice(0, 1000),
      lastStatus,
      nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
    })
    logger.warn({ ...log, delay, reason: outcome.reason }, 'conversion not reported, will retry')
    return false
  }

  return createLeasedWorker({
    name: 'conversion postback',
    logger,
    pollMs: config.CONVERSION_POSTBACK_POLL_MS,
    batchSize,
    claim: () =>
      claimDue(
        db,
        { table: conversionPostbacks, idColumn: 'order_id', pending: sql`rejected_at is null` },
        batchSize,
        leaseMs,
      ),
    process: (row) => report(String(row.id)),
  })
}
