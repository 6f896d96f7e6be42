import { eq } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { invoices } from '../db/schema-invoices'

// Reading invoices. There is deliberately no function that changes one (decision 0024).

type Reader = Pick<HubDb, 'select'>

/** The invoice of an order (number and language), or undefined while it is unpaid. */
export async function invoiceOfOrder(db: Reader, orderId: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, locale: invoices.locale })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
  return row
}

/** The stored PDF of an invoice, by number or id. */
export async function invoicePdf(db: Reader, where: { number: string } | { id: string }) {
  const [row] = await db
    .select({ number: invoices.number, locale: invoices.locale, pdf: invoices.pdf })
    .from(invoices)
    .where('id' in where ? eq(invoices.id, where.id) : eq(invoices.number, where.number))
  return row
}
