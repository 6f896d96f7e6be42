import type { FastifyPluginAsync } from 'fastify'
import type { HubDatabase } from '../db/database'
import { HttpError } from '../http/errors'
import type { InvoiceLinks } from './links'
import { INVOICE_NUMBER } from './numbering'
import { invoicePdf } from './repository'
import { invoiceFileName } from './texts'

// GET /v1/invoices/:file — the stored PDF of an invoice, for the bearer of a link the hub
// signed for the order's owner (invoices/links.ts). Anything else — no link, a wrong or
// expired one, an unknown number — is the same 404, so invoice numbers cannot be probed.

export const invoiceRoutes: FastifyPluginAsync<{
  database: HubDatabase
  invoiceLinks: InvoiceLinks
}> = async (app, { database, invoiceLinks }) => {
  app.get('/v1/invoices/:file', async (request, reply) => {
    const { file } = request.params as { file: string }
    const number = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : ''
    const query = request.query as { expires?: unknown; signature?: unknown }
    const notFound = new HttpError(404, 'NOT_FOUND', 'No such invoice')
    if (!INVOICE_NUMBER.test(number) || !invoiceLinks.verify(number, query)) throw notFound
    const invoice = await invoicePdf(database.db, { number })
    if (!invoice) throw notFound
    const name = invoiceFileName(invoice.number, invoice.locale)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(invoice.pdf)
  })
}
