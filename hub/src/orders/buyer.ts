import { and, count, eq, ne, or, sql } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { customers, orders, type CustomerRow } from '../db/schema-orders'

// Whose order it is. Nothing a stranger does without logging in may change an account, so a
// guest checkout never renames a customer record and never files an order in one that
// exists: such an order stays unclaimed (customer_id null) until the holder of the address
// adds it, through a link mailed to that address or while logged in (accounts/claims.ts).
// Only an address nobody has used yet gets a new record, holding just this order; the order
// mail offers its password link to the address.

type Tx = Pick<HubDb, 'select' | 'insert' | 'execute'>

export interface Buyer {
  /** The account the order is filed in; null for an unclaimed guest order. */
  customerId: number | null
  /** True when this order created the record (the order mail offers a password for it). */
  createdRecord: boolean
  /** An unclaimed guest order: the record whose holder is mailed the claim link. */
  claimableBy: CustomerRow | null
  /** Orders the address or account placed before: 0 makes this order 'new' (spec §4). */
  earlierOrders: number
}

export async function buyerOf(
  tx: Tx,
  args: { email: string; name: string; locale: 'de' | 'en'; account?: CustomerRow },
): Promise<Buyer> {
  const { email, account } = args
  // Orders of one address are counted in turn, so two first orders at once are not both
  // 'new' and two guest checkouts of a fresh address do not both create its record.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`)

  let record: CustomerRow | undefined = account
  let createdRecord = false
  if (!record) {
    ;[record] = await tx.select().from(customers).where(eq(customers.email, email))
    if (!record) {
      ;[record] = await tx
        .insert(customers)
        .values({ email, name: args.name, locale: args.locale })
        .onConflictDoNothing({ target: customers.email })
        .returning()
      createdRecord = record !== undefined
    }
  }
  const [earlier] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        or(eq(orders.email, email), record ? eq(orders.customerId, record.id) : undefined),
        // A failed payment (decision 0022) was no order: the retry is still the first.
        ne(orders.paymentStatus, 'failed'),
      ),
    )

  // A deleted account's stub keeps its orders; a guest order never joins it.
  const live = record && !record.deletedAt ? record : undefined
  const filedIn = account ?? (createdRecord ? record : undefined)
  return {
    customerId: filedIn?.id ?? null,
    createdRecord,
    claimableBy: filedIn ? null : (live ?? null),
    earlierOrders: Number(earlier?.n ?? 0),
  }
}
