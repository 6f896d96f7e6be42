import { inArray } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { conversionPostbacks } from '../db/schema-orders'

// What analysts see of an order's server-to-server report: whether it reached the network,
// how often it was tried and why the last try failed. Never the request itself (its URL may
// carry the program's signature).

export type PostbackStatusRest = 'pending' | 'sent' | 'failed'

export interface PostbackStateRest {
  /** pending: queued or between retries; sent: the network accepted it; failed: given up. */
  status: PostbackStatusRest
  attempts: number
  lastAttemptAt: string | null
  sentAt: string | null
  /** When the next try is due; only while pending. */
  nextAttemptAt: string | null
  lastError: string | null
}

type Reader = Pick<HubDb, 'select'>
type PostbackRow = typeof conversionPostbacks.$inferSelect

export function postbackState(row: PostbackRow): PostbackStateRest {
  const status: PostbackStatusRest = row.sentAt ? 'sent' : row.rejectedAt ? 'failed' : 'pending'
  return {
    status,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    // A delivered report's earlier failures are history, not a problem to look into.
    lastError: status === 'sent' ? null : row.lastError,
  }
}

/**
 * The report states of `orderIds`, by order id, in one query. An order without a row has no
 * report: placed without an affiliate click id (a direct order), or the hub had no
 * CONVERSION_POSTBACK_URL when it was placed.
 */
export async function postbackStates(
  db: Reader,
  orderIds: string[],
): Promise<Map<string, PostbackStateRest>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(conversionPostbacks)
    .where(inArray(conversionPostbacks.orderId, orderIds))
  return new Map(rows.map((row) => [row.orderId, postbackState(row)]))
}
