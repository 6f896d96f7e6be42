import { sql } from 'drizzle-orm'
import type { HubDb } from '../hub/src/db/database'
import type { OrderVerification } from './report'

// After the order scenario: every key answered with an order has exactly one order in the
// database, and no key has two. Each key orders for its own e-mail address
// (`<key>@bench.invalid`), so the orders are counted per address, that is per key.

export function orderEmailOf(key: string): string {
  return `${key.toLowerCase()}@bench.invalid`
}

/** Compares the answers the load generator saw with the orders counted per key. */
export function verifyOrders(args: {
  /** Keys of the answers that carried an order; a retried key appears once per answer. */
  answeredKeys: readonly string[]
  retriesSent: number
  /** Orders per e-mail address, for every bench address of this run. */
  ordersByEmail: ReadonlyMap<string, number>
}): OrderVerification {
  const answered = new Set(args.answeredKeys.map(orderEmailOf))
  let ordersInDatabase = 0
  let duplicateKeys = 0
  let ordersWithoutAnswer = 0
  for (const [email, count] of args.ordersByEmail) {
    ordersInDatabase += count
    if (count > 1) duplicateKeys += 1
    if (!answered.has(email)) ordersWithoutAnswer += count
  }
  let lostOrders = 0
  for (const email of answered) {
    if ((args.ordersByEmail.get(email) ?? 0) === 0) lostOrders += 1
  }
  return {
    answeredWithOrder: args.answeredKeys.length,
    distinctKeysAnswered: answered.size,
    retriesSent: args.retriesSent,
    ordersInDatabase,
    duplicateKeys,
    lostOrders,
    ordersWithoutAnswer,
    ok: duplicateKeys === 0 && lostOrders === 0 && answered.size > 0,
  }
}

/** Orders per e-mail address of the keys starting with `keyPrefix`, counted in SQL. */
export async function ordersByEmail(db: HubDb, keyPrefix: string): Promise<Map<string, number>> {
  const pattern = `${keyPrefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%@bench.invalid`
  const result = (await db.execute(
    sql`select email, count(*)::int as n from orders where email like ${pattern} group by email`,
  )) as unknown as { rows: { email: string; n: number | string }[] }
  return new Map(result.rows.map((row) => [row.email, Number(row.n)]))
}
