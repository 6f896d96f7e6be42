import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// Keys of the analysts who read conversions. Only the SHA-256 of a key is stored: the key
// itself is shown once, when it is created.
export const analystKeys = pgTable(
  'analyst_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('analyst_keys_revoked_idx').on(table.revokedAt)],
)

export type AnalystKeyRow = typeof analystKeys.$inferSelect
