import { pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core'
import { customers } from './schema-orders'

// The billing address a customer keeps in the account (issue 23, decision 0023): the
// checkout fills itself in from it. One per customer; gone with the account's deletion.
export const customerBillingAddresses = pgTable('customer_billing_addresses', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  name: text('name').notNull(),
  company: text('company'),
  vatId: text('vat_id'),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type CustomerBillingAddressRow = typeof customerBillingAddresses.$inferSelect
