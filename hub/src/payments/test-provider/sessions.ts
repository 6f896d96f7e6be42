import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { HubDb } from '../../db/database'
import { testPaymentSessions } from '../../db/schema-orders'

// The embedded test provider's checkout sessions, shaped like Stripe's (the fields the shop
// and the SDK read), kept in the database so any hub of a cluster serves any session.

export interface TestSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  mode: 'payment'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  locale: string | null
  payment_method_types: string[]
  success_url: string
  cancel_url: string
  expires_at: number
  payment_intent: string | null
  /** Not Stripe's: a SEPA debit of this session failed (the page offers nothing more). */
  async_failed?: boolean
}

type Db = Pick<HubDb, 'select' | 'insert' | 'update'>

export const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`

/**
 * The session id a create request names: derived from its Idempotency-Key, as Stripe answers
 * a repeated key with the session it made first (the SDK sends one per order, so a retry that
 * takes over opening an order's session gets the same page); random without a key.
 */
export function sessionIdFor(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return newId('cs_test')
  const digest = createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)
  return `cs_test_${digest}`
}

/** Keeps a new session; when one with its id exists (the same key again), that one is the answer. */
export async function createSessionOnce(db: Db, session: TestSession): Promise<TestSession> {
  await db
    .insert(testPaymentSessions)
    .values({ id: session.id, session: { ...session } })
    .onConflictDoNothing({ target: testPaymentSessions.id })
  return (await loadSession(db, session.id)) ?? session
}

export async function saveSession(db: Db, session: TestSession): Promise<void> {
  await db
    .insert(testPaymentSessions)
    .values({ id: session.id, session: { ...session } })
    .onConflictDoUpdate({ target: testPaymentSessions.id, set: { session: { ...session } } })
}

export async function loadSession(db: Db, id: string): Promise<TestSession | undefined> {
  const [row] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id))
  if (!row) return undefined
  const session = row.session as unknown as TestSession
  // A session left open past its time expires, as Stripe's do.
  if (session.status === 'open' && session.expires_at * 1000 <= Date.now()) {
    return { ...session, status: 'expired' }
  }
  return session
}
