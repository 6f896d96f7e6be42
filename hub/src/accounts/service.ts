import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { HubDb } from '../db/database'
import {
  accountTokens,
  customerSessions,
  type AccountTokenPurpose,
  type AccountTokenRow,
  type RegistrationPayload,
} from '../db/schema-accounts'
import { customers, type CustomerRow } from '../db/schema-orders'
import { hashToken, newSecretToken, SECRET_TOKEN, tokenExpiry } from './tokens'

// Sessions, e-mailed single-use tokens and the account's own view, shared by the routes
// and the checkout (which mails a set-password link).

/** The gateway sends the session token in this header; it never travels in a URL. */
export const SESSION_HEADER = 'x-customer-session'

type Db = Pick<HubDb, 'select' | 'insert' | 'update' | 'delete'>

export interface CustomerView {
  id: number
  email: string
  name: string
  locale: 'de' | 'en'
  emailVerified: boolean
  pendingEmail: string | null
  hasPassword: boolean
  createdAt: string
}

export async function customerView(
  db: Pick<HubDb, 'select'>,
  customer: CustomerRow,
): Promise<CustomerView> {
  const [pending] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.customerId, customer.id),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1)
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name,
    locale: customer.locale,
    emailVerified: customer.emailVerifiedAt !== null,
    pendingEmail: pending?.email ?? null,
    hasPassword: customer.passwordHash !== null,
    createdAt: customer.createdAt.toISOString(),
  }
}

// ------------------------------------------------------------------ sessions

export interface NewSession {
  token: string
  expiresAt: string
}

/** How long a session lives: at most `ttlDays`, and `idleMinutes` after its last use. */
export interface SessionLifetime {
  ttlDays: number
  idleMinutes: number
}

/** The lifetime of new sessions from the account settings. */
export function sessionLifetime(config: {
  SESSION_TTL_DAYS: number
  SESSION_IDLE_MINUTES: number
}): SessionLifetime {
  return { ttlDays: config.SESSION_TTL_DAYS, idleMinutes: config.SESSION_IDLE_MINUTES }
}

/** Default idle time of sessions made with only a number of days (SESSION_IDLE_MINUTES's default). */
const DEFAULT_IDLE_MINUTES = 120

export async function createSession(
  db: Db,
  customerId: number,
  lifetime: SessionLifetime | number,
): Promise<NewSession> {
  const { ttlDays, idleMinutes } =
    typeof lifetime === 'number'
      ? { ttlDays: lifetime, idleMinutes: DEFAULT_IDLE_MINUTES }
      : lifetime
  const token = newSecretToken()
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000)
  await db
    .insert(customerSessions)
    .values({ customerId, tokenHash: hashToken(token), expiresAt, idleMinutes })
  return { token, expiresAt: expiresAt.toISOString() }
}

/** The session token of the request's header, when it has the shape of one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER]
  return typeof header === 'string' && SECRET_TOKEN.test(header) ? header : undefined
}

export interface SessionCustomer {
  sessionId: string
  customer: CustomerRow
}

/**
 * The customer of a valid session: not revoked, not expired, not idle for longer than its
 * idle time, account not deleted. `now` is the clock (tests move it).
 */
export async function customerOfSession(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<SessionCustomer | undefined> {
  if (!token) return undefined
  const at = sql`${now.toISOString()}::timestamptz`
  const [row] = await db
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, at),
        gt(
          customerSessions.lastSeenAt,
          sql`${at} - make_interval(mins => ${customerSessions.idleMinutes})`,
        ),
        isNull(customers.deletedAt),
      ),
    )
  if (!row) return undefined
  // The last use (for the idle time and the account's data export) is written at most once a
  // minute, not on every request: the idle time is then kept to within a minute.
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_SEEN_EVERY_MS) {
    await db
      .update(customerSessions)
      .set({ lastSeenAt: now })
      .where(eq(customerSessions.id, row.session.id))
  }
  return { sessionId: row.session.id, customer: row.customer }
}

const SESSION_SEEN_EVERY_MS = 60_000

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(customerSessions.tokenHash, hashToken(token)), isNull(customerSessions.revokedAt)),
    )
}

/** Revokes every session of a customer but `keep`; answers how many were ended. */
export async function revokeSessions(db: Db, customerId: number, keep?: string): Promise<number> {
  const revoked = await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
        ...(keep ? [sql`${customerSessions.id} <> ${keep}`] : []),
      ),
    )
    .returning({ id: customerSessions.id })
  return revoked.length
}

// ------------------------------------------------------------------ e-mailed tokens

export async function issueToken(
  db: Db,
  args: {
    purpose: AccountTokenPurpose
    customerId: number | null
    email: string
    locale: 'de' | 'en'
    payload?: RegistrationPayload
  },
): Promise<string> {
  const token = newSecretToken()
  const now = new Date()
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    createdAt: now,
    purpose: args.purpose,
    customerId: args.customerId,
    email: args.email,
    locale: args.locale,
    payload: args.payload ?? null,
    expiresAt: tokenExpiry(args.purpose, now),
  })
  return token
}

/**
 * Uses a token up: one statement marks it used only when it is unused, unexpired and of
 * one of the purposes, so a link works once even when followed twice at the same time.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<AccountTokenRow | undefined> {
  if (!SECRET_TOKEN.test(token)) return undefined
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning()
  return row
}

/** Marks a customer's (or an address's) open tokens of the purposes as used. */
export async function retireTokens(
  db: Db,
  where: { customerId?: number; email?: string },
  purposes: readonly AccountTokenPurpose[],
): Promise<void> {
  const owner = or(
    where.customerId === undefined ? undefined : eq(accountTokens.customerId, where.customerId),
    where.email === undefined ? undefined : eq(accountTokens.email, where.email),
  )
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(owner, inArray(accountTokens.purpose, [...purposes]), isNull(accountTokens.usedAt)))
}

/** Deletes tokens and sessions (expired or idle) a day after they stopped working. */
export async function pruneExpired(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, dayAgo))
  await db
    .delete(customerSessions)
    .where(
      or(
        lt(customerSessions.expiresAt, dayAgo),
        lt(
          customerSessions.lastSeenAt,
          sql`${dayAgo} - make_interval(mins => ${customerSessions.idleMinutes})`,
        ),
      ),
    )
}
