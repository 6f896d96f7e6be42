import { eq, inArray, sql } from 'drizzle-orm'
import { openDatabase } from '../../../hub/src/db/database'
import { createHubLogger } from '../../../hub/src/logger'
import {
  idempotencyKeys,
  licences,
  mailOutbox,
  orderItems,
  orders,
} from '../../../hub/src/db/schema'

export interface OrderAudit {
  /** Orders of the given buyers. */
  orders: number
  /** Orders missing a part: items, a licence per licence bought, their key, their mail. */
  incomplete: string[]
  /** Idempotency keys that point at more than one order, or orders no key points at. */
  unkeyed: string[]
  /** Confirmation mails still waiting in the outbox. */
  unsentMails: number
}

/** Reads the hub's database directly (the hub must be stopped when it is PGlite). */
export async function auditOrders(
  config: { DATABASE_URL?: string; PGLITE_DIR: string },
  emails: readonly string[],
): Promise<OrderAudit> {
  const database = await openDatabase(config, createHubLogger('silent'))
  try {
    const { db } = database
    const placed = await db
      .select()
      .from(orders)
      .where(inArray(orders.email, [...emails]))
    const incomplete: string[] = []
    const unkeyed: string[] = []
    for (const order of placed) {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
      const [keys] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(licences)
        .innerJoin(orderItems, eq(licences.orderItemId, orderItems.id))
        .where(eq(orderItems.orderId, order.id))
      const wanted = items.reduce((sum, item) => sum + item.qty, 0)
      const mails = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          sql`${mailOutbox.kind} = 'order-confirmation' and ${mailOutbox.recipient} = ${order.email}`,
        )
      if (items.length === 0 || keys?.n !== wanted || mails.length !== 1) {
        incomplete.push(order.orderNumber)
      }
      const pointing = await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.orderId, order.id))
      if (pointing.length !== 1) unkeyed.push(order.orderNumber)
    }
    const [unsent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.kind} = 'order-confirmation' and ${mailOutbox.sentAt} is null and ${inArray(mailOutbox.recipient, [...emails])}`,
      )
    return { orders: placed.length, incomplete, unkeyed, unsentMails: unsent?.n ?? 0 }
  } finally {
    await database.close()
  }
}
