import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { orders } from './schema-orders'

// Invoices (issue 23, point 3; docs/decisions/0024-invoices.md). One per paid order, numbered
// without gaps per calendar year, never changed after issue: the table has no UPDATE path in
// code, and a trigger (migration 0013) refuses UPDATE and DELETE in the database itself.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
})

// The last number issued per series (`RE-2026`). Locked with SELECT … FOR UPDATE in the paying
// transaction, so concurrent orders (on any hub of one PostgreSQL) wait for each other, and a
// rolled back transaction gives its number back.
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_last_number_check', sql`${table.lastNumber} >= 0`)],
)

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  // `RE-2026-000123`.
  number: text('number').notNull().unique(),
  // No cascade: an invoice outlives anything that happens to its order (§ 147 AO: 10 years).
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  locale: text('locale', { enum: ['de', 'en'] }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  // What the PDF was rendered from (hub/src/invoices/data.ts), kept beside the bytes.
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  pdf: bytea('pdf').notNull(),
})

export type InvoiceRow = typeof invoices.$inferSelect
