import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { conversionOf } from '../../../graph/src/pricing'
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

type Writer = Pick<HubDb, 'insert'>

/** Queues the report of a paid order, in the order's transaction; a second call is a no-op. */
export async function enqueueConversionPostback(writer: Writer, orderId: string): Promise<void> {
  await writer.insert(conversionPostbacks).values({ orderId }).onConflictDoNothing()
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
  >
  retryMaxMs?: number
  batchSize?: number
  leaseMs?: number
}

export function createPostbackWorker(options: PostbackWorkerOptions): LeasedWorker {
  const { db, client, logger, config } = options
  const retryMaxMs = options.retryMaxMs ?? 6 * 60 * 60 * 1000
  const batchSize = options.batchSize ?? 10
  // Longer than the client's timeout, so a slow answer never lets a second worker post too.
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000
  const ids = {
    enterpriseId: config.AFFILIATE_ENTERPRISE_ID,
    actionTrackerId: config.AFFILIATE_ACTION_TRACKER_ID,
  }

  const finish = (orderId: string, values: PgUpdateSetSource<typeof conversionPostbacks>) =>
    db
      .update(conversionPostbacks)
      .set({ lockedUntil: null, ...values })
      .where(eq(conversionPostbacks.orderId, orderId))

  async function report(orderId: string): Promise<boolean> {
    const [job] = await db
      .select({ attempts: conversionPostbacks.attempts, order: orders })
      .from(conversionPostbacks)
      .innerJoin(orders, eq(orders.id, conversionPostbacks.orderId))
      .where(eq(conversionPostbacks.orderId, orderId))
    if (!job) return false
    const payload = conversionOf(await orderView(db, job.order), ids)
    const outcome = await client.send(payload, orderId)
    const log = { orderNumber: job.order.orderNumber, attempts: job.attempts }
    if (outcome.status === 'delivered') {
      await finish(orderId, { sentAt: sql`now()`, lastError: null, lastStatus: outcome.httpStatus })
      logger.info(log, 'conversion reported')
      return true
    }
    const lastStatus = outcome.httpStatus ?? null
    if (outcome.status === 'rejected' || job.attempts >= config.CONVERSION_POSTBACK_MAX_ATTEMPTS) {
      await finish(orderId, { rejectedAt: sql`now()`, lastError: outcome.reason, lastStatus })
      logger.error({ ...log, reason: outcome.reason }, 'conversion report given up')
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
