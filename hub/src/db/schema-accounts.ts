import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { customers } from './schema-orders'

// Customer accounts (issue 8). Secrets are stored only as SHA-256 hashes: a session token
// or an e-mailed link is a password, and a database dump must not hand them out.

/** Login sessions; the cookie carries the token, the table only its hash. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // Absolute: a session never outlives this, however active it is.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // It also ends this long after `last_seen_at` (SESSION_IDLE_MINUTES when it was made):
    // kept per session so every caller of the session lookup applies it without the config.
    idleMinutes: integer('idle_minutes').notNull().default(120),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId)],
)

export const ACCOUNT_TOKEN_PURPOSES = [
  'set-password',
  'reset-password',
  'verify-registration',
  'change-email',
] as const
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number]

/** What a registration link carries until it is followed: the account does not exist before. */
export interface RegistrationPayload {
  name: string
  passwordHash: string
}

/** Single-use links mailed to a customer. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    // Null only for a registration, whose account is created when the link is followed.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    // The address the link was mailed to: the account's, or the new one of an e-mail change.
    email: text('email').notNull(),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    payload: jsonb('payload').$type<RegistrationPayload>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_customer_idx').on(table.customerId),
    index('account_tokens_email_idx').on(table.email),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('set-password', 'reset-password', 'verify-registration', 'change-email')`,
    ),
  ],
)

export type CustomerSessionRow = typeof customerSessions.$inferSelect
export type AccountTokenRow = typeof accountTokens.$inferSelect
