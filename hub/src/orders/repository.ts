import { eq } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { idempotencyKeys } from '../db/schema-orders'

// The idempotency keys of POST /v1/orders. A key row is written in the same transaction as
// its order, so a key is either free or names a committed order (never half of one).

type Reader = Pick<HubDb, 'select'>
type Writer = Pick<HubDb, 'insert' | 'update'>

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect

export async function findIdempotencyKey(
  db: Reader,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
  return row
}

/**
 * Claims the key inside the order's transaction; false when it is taken. The key row is the
 * lock: a concurrent request with the same key blocks on this insert until the first
 * transaction ends, then finds the key taken (or free again after a rollback).
 */
export async function claimIdempotencyKey(
  tx: Writer,
  values: { key: string; requestHash: string; accessToken: string },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  return claimed.length > 0
}

export async function attachOrderToKey(tx: Writer, key: string, orderId: string): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, key))
}
