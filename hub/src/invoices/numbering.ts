import { eq, sql } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { invoiceCounters } from '../db/schema-invoices'

// Gapless invoice numbers (§ 14 Abs. 4 Nr. 4 UStG: "fortlaufende Nummer"), one series per
// calendar year: RE-2026-000001, RE-2026-000002, … A sequence would not do: it skips the
// numbers of rolled back transactions. The counter row is locked with SELECT … FOR UPDATE
// inside the paying transaction, so a second order (on this or any other hub of the same
// PostgreSQL; PGlite has one connection anyway) waits until the first commits or rolls back,
// and a rollback takes its increment with it.

type Tx = Pick<HubDb, 'select' | 'insert' | 'update'>

const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date in Germany, `YYYY-MM-DD`: the invoice date of a German seller. */
export const berlinDate = (at: Date): string => BERLIN_DATE.format(at)

export const INVOICE_NUMBER = /^RE-[0-9]{4}-[0-9]{6,}$/

export async function nextInvoiceNumber(tx: Tx, issuedAt: Date): Promise<string> {
  const year = berlinDate(issuedAt).slice(0, 4)
  const series = `RE-${year}`
  // The first invoice of a year makes the row; a concurrent first one finds it made.
  await tx.insert(invoiceCounters).values({ series, lastNumber: 0 }).onConflictDoNothing()
  const [counter] = await tx
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.series, series))
    .for('update')
  const next = (counter?.lastNumber ?? 0) + 1
  await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${next}` })
    .where(eq(invoiceCounters.series, series))
  return `${series}-${String(next).padStart(6, '0')}`
}
