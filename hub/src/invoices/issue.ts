import type { CompanyDetails } from '@schaufenster/config'
import type { HubDb } from '../db/database'
import { invoices } from '../db/schema-invoices'
import type { OrderItemRow, OrderRow } from '../db/schema-orders'
import { invoiceData, type InvoiceData } from './data'
import { berlinDate, nextInvoiceNumber } from './numbering'
import { renderInvoicePdf } from './pdf'

// Issuing the invoice of an order that has just been paid: inside the paying transaction, so
// the number, the stored invoice and the order mail that attaches it commit together, or not
// at all (a rollback gives the number back). The unique order_id makes a second invoice for
// the same order fail the transaction instead of existing twice.

type Tx = Pick<HubDb, 'select' | 'insert' | 'update'>

export interface IssuedInvoice {
  id: string
  number: string
  locale: 'de' | 'en'
  pdf: Buffer
  /** What the PDF says, for the order mail's summary (the same figures). */
  data: InvoiceData
}

export async function issueInvoice(
  tx: Tx,
  input: { order: OrderRow; items: OrderItemRow[]; seller: CompanyDetails; issuedAt?: Date },
): Promise<IssuedInvoice> {
  const issuedAt = input.issuedAt ?? new Date()
  const number = await nextInvoiceNumber(tx, issuedAt)
  const data = invoiceData({
    number,
    issuedAt,
    issueDate: berlinDate(issuedAt),
    order: input.order,
    items: input.items,
    seller: input.seller,
  })
  // Rendering takes a few milliseconds once warm; the counter row stays locked meanwhile,
  // which is what keeps the numbers in the order of their commits.
  const pdf = await renderInvoicePdf(data)
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      orderId: input.order.id,
      locale: input.order.locale,
      issuedAt,
      data: data as unknown as Record<string, unknown>,
      pdf,
    })
    .returning({ id: invoices.id })
  return { id: row!.id, number, locale: input.order.locale, pdf, data }
}
