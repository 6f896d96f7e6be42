import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FICTIONAL_COMPANY } from '@schaufenster/config'
import { openDatabase } from '../../../hub/src/db/database'
import { invoices } from '../../../hub/src/db/schema-invoices'
import { orderItems, orders } from '../../../hub/src/db/schema-orders'
import { issueInvoice } from '../../../hub/src/invoices/issue'
import {
  accountClient,
  bootAccountsHub,
  customerWithOrder,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import type { ReceivedMail } from '../forms/smtp'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets, silentLogger } from '../hub/harness'
import { placePaidOrder } from './hosted-payment'
import { pdfText } from './pdf-text'

// Issue 23, points 3 and 4 (decision 0024): every paid order gets exactly one invoice, a PDF
// with what § 14 Abs. 4 UStG asks for, numbered without gaps under concurrency, never changed,
// downloadable by the order's owner only, and attached to the order mail, which lists the
// prices, the VAT per rate, the seller and the withdrawal waiver confirmed.

const NUMBER = /^RE-\d{4}-\d{6}$/

/** Text with the no-break spaces Intl puts into amounts and rates made plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

interface InvoiceOfView {
  invoice?: { number: string; url: string }
  orderNumber: string
}

describe.each(databaseTargets())('invoices on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let client: ReturnType<typeof accountClient>

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    client = accountClient(hub)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  async function cartToken(items: object[], extra: object = {}) {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items, ...extra },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().cart.token as string
  }

  async function buy(
    email: string,
    options: { locale?: 'de' | 'en'; coupon?: string; customer?: object } = {},
  ) {
    const token = await cartToken(
      [{ productId: 1, qty: 2 }],
      options.coupon ? { coupon: options.coupon } : {},
    )
    return placePaidOrder<InvoiceOfView>(
      hub.app,
      {
        cartToken: token,
        locale: options.locale ?? 'de',
        customer: {
          email,
          name: 'Erika Mustermann',
          country: 'DE',
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
          acceptTerms: true,
          waiveWithdrawal: true,
          ...options.customer,
        },
      },
      `invoice-${email}-${Math.random()}`,
    )
  }

  const orderMail = (email: string) =>
    smtp.waitFor((mail) => mail.to.includes(email) && /Bestellung|order/.test(mail.subject))

  function attachedPdf(mail: ReceivedMail) {
    expect(mail.attachments).toHaveLength(1)
    const [file] = mail.attachments
    expect(file!.contentType).toBe('application/pdf')
    expect(file!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    return file!
  }

  it('attaches a German invoice to a German order mail with prices, VAT, seller and waiver', async () => {
    const email = uniqueEmail('Rechnung.DE')
    const { order } = await buy(email, { coupon: 'FRUEHLING20' })
    expect(order.invoice?.number).toMatch(NUMBER)
    const number = order.invoice!.number

    const received = await orderMail(email)
    const file = attachedPdf(received)
    const mail = { ...received, text: plain(received.text) }
    expect(file.filename).toBe(`Rechnung-${number}.pdf`)

    // The mail: each line with its price and keys, the coupon, VAT per rate, the total, the
    // invoice, the withdrawal information with the waiver confirmed, the seller's address.
    expect(mail.text).toMatch(
      /2 × Foto-Studio Pro: je 29,99 €, zusammen 59,98 € \(inkl\. 19 % USt 9,58 €\)\. Lizenzschlüssel: \S+, \S+/,
    )
    expect(mail.text).toContain('Gutschein FRUEHLING20: -12,00 € (inkl. 19 % USt -1,92 €)')
    expect(mail.text).toContain('Summe netto (19 % USt): 40,32 €')
    expect(mail.text).toContain('Umsatzsteuer 19 %: 7,66 €')
    expect(mail.text).toContain('Gesamtbetrag: 47,98 €')
    expect(mail.text).toContain(`Ihre Rechnung ${number} ist als PDF angehängt.`)
    expect(mail.text).toContain('Bestätigung Ihrer Erklärung (§ 312f Abs. 3 BGB)')
    expect(mail.text).toMatch(/Ihr Widerrufsrecht mit Beginn der Ausführung des Vertrages erlischt/)
    expect(mail.text).toContain('Widerrufsformular: http://storefront.test/widerruf')
    for (const part of [
      FICTIONAL_COMPANY.name,
      FICTIONAL_COMPANY.street,
      `${FICTIONAL_COMPANY.postalCode} ${FICTIONAL_COMPANY.city}`,
      `USt-IdNr.: ${FICTIONAL_COMPANY.vatId}`,
    ]) {
      expect(mail.text).toContain(part)
    }
    expect(plain(mail.html)).toContain('Umsatzsteuer 19 %: 7,66 €')

    // The PDF's own text, from its real bytes.
    const text = plain(await pdfText(file.content))
    for (const part of [
      'Rechnung',
      `Rechnungsnummer ${number}`,
      'Rechnungsdatum',
      'Leistungsdatum',
      'Leistungsdatum = Rechnungsdatum',
      `Bestellnummer ${order.orderNumber}`,
      `${FICTIONAL_COMPANY.name} · ${FICTIONAL_COMPANY.street}, ${FICTIONAL_COMPANY.postalCode} ${FICTIONAL_COMPANY.city}`,
      `USt-IdNr. ${FICTIONAL_COMPANY.vatId}`,
      'Erika Mustermann',
      'Musterstraße 1',
      '10115 Berlin',
      // Quantity, description, net unit price, rate, VAT, net amount.
      '1 Foto-Studio Pro 2 25,20 € 19 % 9,58 € 50,40 €',
      '2 Gutschein FRUEHLING20 1 -10,08 € 19 % -1,92 € -10,08 €',
      'Summe netto (19 % USt) 40,32 €',
      'Umsatzsteuer 19 % 7,66 €',
      'Summe brutto (19 % USt) 47,98 €',
      'Gesamtbetrag brutto 47,98 €',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('Reverse Charge')
  })

  it('writes an English order its invoice and mail in English, with the reverse-charge note', async () => {
    const email = uniqueEmail('Invoice.AT')
    const { order } = await buy(email, {
      locale: 'en',
      customer: {
        country: 'AT',
        street: 'Ringstraße 5',
        postalCode: '1010',
        city: 'Wien',
        company: 'Muster GmbH',
        vatId: 'ATU12345678',
      },
    })
    const number = order.invoice!.number
    const received = await orderMail(email)
    const file = attachedPdf(received)
    const mail = { ...received, text: plain(received.text) }
    expect(file.filename).toBe(`Invoice-${number}.pdf`)
    expect(mail.text).toMatch(/2 × \S.* each, €\d+\.\d{2} in total\. Licence keys: /)
    expect(mail.text).toContain('VAT 0%: €0.00')
    expect(mail.text).not.toMatch(/incl\. 0% VAT/)
    expect(mail.text).toContain('Reverse charge: VAT to be accounted for by the recipient')
    expect(mail.text).toContain('Confirmation of your declaration (§ 312f (3) BGB)')
    expect(mail.text).toContain('http://storefront.test/en/withdrawal')
    expect(mail.text).toContain(`VAT ID: ${FICTIONAL_COMPANY.vatId}`)
    expect(mail.text).toContain(FICTIONAL_COMPANY.street)

    const text = plain(await pdfText(file.content))
    for (const part of [
      'Invoice',
      `Invoice number ${number}`,
      'Date of supply = invoice date',
      'Muster GmbH',
      'Ringstraße 5',
      '1010 Wien',
      'Austria',
      'Customer VAT ID ATU12345678',
      'Reverse charge: VAT to be accounted for by the recipient',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('lets only the owner download the invoice: token holder and account, else 404', async () => {
    const owner = await customerWithOrder(hub, smtp, uniqueEmail('Eigentuemer'))
    const stranger = await customerWithOrder(hub, smtp, uniqueEmail('Fremder'))
    const orderNumber = owner.order.orderNumber

    // From the confirmation page's view (the order's access token).
    const byToken = await hub.app.inject({
      url: `/v1/orders/${orderNumber}`,
      headers: { 'x-order-access-token': owner.accessToken },
    })
    const url = (byToken.json().order as InvoiceOfView).invoice!.url
    expect(url).toMatch(/^\/invoices\/RE-\d{4}-\d{6}\.pdf\?expires=\d+&signature=[\w-]{43}$/)
    const number = url.match(/RE-\d{4}-\d{6}/)![0]
    const download = await hub.app.inject({ url: `/v1${url}` })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung-${number}.pdf"`,
    )
    expect(await pdfText(download.rawPayload)).toContain(`Rechnungsnummer ${number}`)

    // From the account's order list (the session's customer owns it).
    const mine = await client.call('GET', '/v1/accounts/me/orders', { session: owner.session })
    const listed = (mine.json().orders as InvoiceOfView[]).find(
      (o) => o.orderNumber === orderNumber,
    )
    expect(listed?.invoice?.number).toBe(number)
    expect((await hub.app.inject({ url: `/v1${listed!.invoice!.url}` })).statusCode).toBe(200)

    // Anyone else: another customer's account, a wrong token, no link, a forged or moved one.
    const theirs = await client.call('GET', '/v1/accounts/me/orders', { session: stranger.session })
    expect(JSON.stringify(theirs.json())).not.toContain(number)
    const other = await client.call('GET', `/v1/accounts/me/orders/${orderNumber}`, {
      session: stranger.session,
    })
    expect(other.statusCode).toBe(404)
    const wrongToken = await hub.app.inject({
      url: `/v1/orders/${orderNumber}`,
      headers: { 'x-order-access-token': stranger.accessToken },
    })
    expect(wrongToken.statusCode).toBe(404)
    const strangerNumber = (
      (
        await hub.app.inject({
          url: `/v1/orders/${stranger.order.orderNumber}`,
          headers: { 'x-order-access-token': stranger.accessToken },
        })
      ).json().order as InvoiceOfView
    ).invoice!.number
    const query = url.slice(url.indexOf('?'))
    for (const attempt of [
      `/v1/invoices/${number}.pdf`,
      `/v1/invoices/${number}.pdf?expires=9999999999&signature=${'A'.repeat(43)}`,
      `/v1/invoices/${strangerNumber}.pdf${query}`,
      `/v1/invoices/RE-1999-000001.pdf${query}`,
      '/v1/invoices/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const refused = await hub.app.inject({ url: attempt })
      expect(refused.statusCode, attempt).toBe(404)
      expect(refused.headers['content-type']).not.toBe('application/pdf')
    }
  })

  it('keeps invoices immutable: the database refuses UPDATE and DELETE', async () => {
    const email = uniqueEmail('Unveraenderlich')
    const { order } = await buy(email)
    const number = order.invoice!.number
    const db = hub.database.db
    await expect(
      db.execute(sql`update invoices set number = 'RE-0000-000000' where number = ${number}`),
    ).rejects.toSatisfy(refusedAsImmutable)
    await expect(db.execute(sql`delete from invoices where number = ${number}`)).rejects.toSatisfy(
      refusedAsImmutable,
    )
    const [row] = await db.select().from(invoices).where(eq(invoices.number, number))
    expect(row?.number).toBe(number)
  })

  it('numbers concurrent paid orders 1..n without gaps or duplicates', async () => {
    const before = await hub.database.db.select({ number: invoices.number }).from(invoices)
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`Parallel${i}`))
    const placed = await Promise.all(emails.map((email) => buy(email)))
    const numbers = placed.map((p) => p.order.invoice!.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    const all = await hub.database.db.select({ number: invoices.number }).from(invoices)
    expect(all).toHaveLength(before.length + emails.length)
    expectGapless(all.map((row) => row.number))
  })
})

/** The trigger's refusal, as drizzle wraps the driver's error. */
function refusedAsImmutable(error: unknown): boolean {
  const cause = (error as { cause?: { message?: string } }).cause
  return /invoices are immutable/.test(cause?.message ?? String(error))
}

/** RE-YYYY-000001 … RE-YYYY-00000n, each once. */
function expectGapless(numbers: string[]) {
  const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)
  expect(sequence).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
}

// The counter row directly, from several connections at once (two hubs on one PostgreSQL),
// with some transactions rolled back after taking a number: they give it back.
describe.each(databaseTargets())('invoice numbering under concurrency on $name', (target) => {
  it('never skips or repeats a number, whichever hub issues it and whatever rolls back', async () => {
    const { config, drop } = await target.provision()
    const first = await openDatabase(config, silentLogger)
    // PGlite is one in-process database: a second hub cannot share it.
    const second = target.name === 'postgres' ? await openDatabase(config, silentLogger) : first
    try {
      const seller = {
        ...FICTIONAL_COMPANY,
        managingDirectors: [...FICTIONAL_COMPANY.managingDirectors],
      }
      const count = 24
      const created = await Promise.all(
        Array.from({ length: count }, (_, i) => makeOrder(first.db, i)),
      )
      const results = await Promise.allSettled(
        created.map(({ order, items }, i) =>
          (i % 2 ? second : first).db.transaction(async (tx) => {
            const invoice = await issueInvoice(tx, { order, items, seller })
            // Every third transaction fails after taking its number.
            if (i % 3 === 0) throw new Error('rolled back on purpose')
            return invoice.number
          }),
        ),
      )
      const committed = results.filter((r) => r.status === 'fulfilled').length
      expect(committed).toBe(count - Math.ceil(count / 3))
      const rows = await first.db
        .select({ number: invoices.number, orderId: invoices.orderId })
        .from(invoices)
        .orderBy(asc(invoices.number))
      expect(rows).toHaveLength(committed)
      expectGapless(rows.map((row) => row.number))
      // The rolled back orders have no invoice.
      const rolledBack = new Set(created.filter((_, i) => i % 3 === 0).map((c) => c.order.id))
      expect(rows.some((row) => rolledBack.has(row.orderId))).toBe(false)
    } finally {
      if (second !== first) await second.close()
      await first.close()
      await drop()
    }
  })
})

type Db = Awaited<ReturnType<typeof openDatabase>>['db']

/** A paid order of one line, written directly (the counter is what is under test). */
async function makeOrder(db: Db, index: number) {
  const now = new Date()
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `${String(900000000000 + index)}-0`,
      sequence: 0,
      email: `numbering${index}@example.org`,
      name: 'Erika Mustermann',
      country: 'DE',
      locale: 'de',
      currency: 'EUR',
      taxVatPercentage: 19,
      totalGross: 2999,
      taxAmount: 479,
      netAmount: 2520,
      itemCount: 1,
      paymentProvider: 'test',
      transactionId: `test_numbering_${index}`,
      accessTokenHash: `hash-${index}`,
      termsAcceptedAt: now,
      withdrawalWaivedAt: now,
    })
    .returning()
  const items = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      position: 0,
      productId: 1,
      name: 'Foto-Studio Pro',
      qty: 1,
      unitPriceGross: 2999,
      unitTax: 479,
      offerPriceGross: null,
      offerProduct: false,
      modifications: [],
    })
    .returning()
  return { order: order!, items }
}
