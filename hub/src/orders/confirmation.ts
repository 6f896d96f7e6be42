import type { CompanyDetails } from '@schaufenster/config'
import { queueClaimMail } from '../accounts/claims'
import { accountLink } from '../accounts/links'
import { issueToken } from '../accounts/service'
import type { HubDb } from '../db/database'
import type { OrderItemRow, OrderRow } from '../db/schema-orders'
import type { DownloadLinks } from '../downloads/links'
import type { IssuedInvoice } from '../invoices/issue'
import { countryName, formatRate, invoiceFileName } from '../invoices/texts'
import { enqueueMail } from '../mail/outbox'
import { mailTemplates, storefrontUrl } from '../mail/templates'
import { formatAmount } from '../money-format'
import type { Buyer } from './buyer'
import { buildOrderView, downloadsOf, type LinkSigner, type OrderView } from './view'

// What a paid order sends, queued in the paying transaction (the outbox delivers it after
// the commit, or never when it rolls back): the order mail (issue 23, point 4) with every
// line's price and licence keys, the amounts per VAT rate, the downloads, the withdrawal
// information with the buyer's waiver confirmed on a durable medium, the seller's address and
// the invoice PDF attached; the set-password link of a new customer record; and the claim
// mail of a guest order placed with the address of an existing account. The amounts are the
// invoice's (invoices/data.ts), so mail and invoice never differ by a cent.

type Tx = Pick<HubDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface ConfirmationInput {
  order: OrderRow
  itemRows: OrderItemRow[]
  licenceRows: { id: string; key: string; orderItemId: number }[]
  buyer: Buyer
  customerName: string
  publicBaseUrl: string
  downloadLinks: DownloadLinks
  seller: CompanyDetails
  /** The order's invoice, issued in the same transaction; attached to the mail. */
  invoice: IssuedInvoice
}

const INTL = { de: 'de-DE', en: 'en-GB' } as const

/** The withdrawal policy with the model withdrawal form, per language. */
const WITHDRAWAL_PATH = { de: '/widerruf', en: '/withdrawal' } as const

/** The seller block of the mail: name, address, register, VAT id, contact. */
function sellerLines(seller: CompanyDetails, locale: 'de' | 'en'): string[] {
  const de = locale === 'de'
  return [
    seller.name,
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    countryName(seller.countryCode, locale),
    `${de ? 'Registergericht' : 'Register court'}: ${seller.registerCourt}, ${seller.registerNumber}`,
    `${de ? 'Geschäftsführung' : 'Managing directors'}: ${seller.managingDirectors.join(', ')}`,
    `${de ? 'USt-IdNr.' : 'VAT ID'}: ${seller.vatId}`,
    `${de ? 'E-Mail' : 'E-mail'}: ${seller.email}`,
    `${de ? 'Telefon' : 'Phone'}: ${seller.phone}`,
  ]
}

/** Queues the order's mails; answers the order as the buyer's page shows it. */
export async function queueOrderConfirmation(tx: Tx, input: ConfirmationInput): Promise<OrderView> {
  const { order, buyer, publicBaseUrl, downloadLinks, invoice } = input
  const locale = order.locale
  const de = locale === 'de'
  const pageLinks: LinkSigner = (subject) => downloadLinks.pageLink(subject)
  const mailLinks: LinkSigner = (subject) => downloadLinks.mailLink(subject)
  const files = await downloadsOf(
    tx,
    input.itemRows.map((item) => item.productId),
  )
  const view = buildOrderView(order, input.itemRows, input.licenceRows, files, pageLinks)
  // The mail's links live longer than the page's (downloads/config.ts says why).
  const mailView = buildOrderView(order, input.itemRows, input.licenceRows, files, mailLinks)
  const downloads = mailView.products.flatMap((p) =>
    p.downloads.map(
      (file) =>
        `${p.name} (${file.platform}): ${file.storeUrl ?? storefrontUrl(publicBaseUrl, locale, file.url ?? `/downloads/${encodeURIComponent(file.fileName)}`)}`,
    ),
  )
  const money = (minor: number) => formatAmount(minor, order.currency, locale)
  const rate = (value: number) => formatRate(value, locale)
  const data = invoice.data
  const items = [...input.itemRows].sort((a, b) => a.position - b.position)
  const lines = [
    ...data.lines.map((line, index) => {
      const item = items[index]!
      const keys = input.licenceRows
        .filter((row) => row.orderItemId === item.id)
        .map((row) => row.key)
        .sort()
      // Without VAT (reverse charge, outside the EU) the line says nothing of a 0 % tax.
      const vat =
        line.vatRate === 0
          ? ''
          : de
            ? ` (inkl. ${rate(line.vatRate)} USt ${money(line.vat)})`
            : ` (incl. ${rate(line.vatRate)} VAT ${money(line.vat)})`
      const price = de
        ? `${line.quantity} × ${line.description}: je ${money(item.unitPriceGross)}, zusammen ${money(line.gross)}${vat}`
        : `${line.quantity} × ${line.description}: ${money(item.unitPriceGross)} each, ${money(line.gross)} in total${vat}`
      if (keys.length === 0) return price
      return `${price}. ${de ? 'Lizenzschlüssel' : 'Licence keys'}: ${keys.join(', ')}`
    }),
    ...(data.discount
      ? [
          `${de ? 'Gutschein' : 'Coupon'} ${data.discount.code}: ${money(data.discount.gross)} (${de ? 'inkl.' : 'incl.'} ${rate(data.discount.vatRate)} ${de ? 'USt' : 'VAT'} ${money(data.discount.vat)})`,
        ]
      : []),
  ]
  const amounts = [
    ...data.totals.flatMap((total) =>
      de
        ? [
            `Summe netto (${rate(total.vatRate)} USt): ${money(total.net)}`,
            `Umsatzsteuer ${rate(total.vatRate)}: ${money(total.vat)}`,
          ]
        : [
            `Net total (${rate(total.vatRate)} VAT): ${money(total.net)}`,
            `VAT ${rate(total.vatRate)}: ${money(total.vat)}`,
          ],
    ),
    `${de ? 'Gesamtbetrag' : 'Total'}: ${money(data.total.gross)}`,
  ]
  const waivedAt = new Intl.DateTimeFormat(INTL[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(order.withdrawalWaivedAt)
  // The order made the customer record; the mail offers to set its password.
  const setPasswordUrl = buyer.createdRecord
    ? accountLink(
        publicBaseUrl,
        locale,
        'setPassword',
        await issueToken(tx, {
          purpose: 'set-password',
          customerId: buyer.customerId,
          email: order.email,
          locale,
        }),
      )
    : undefined
  // A guest order with the address of an existing record: its holder alone decides
  // whether it joins the account, by the link of a separate mail to that address.
  if (buyer.claimableBy) {
    await queueClaimMail(tx, {
      publicBaseUrl,
      holder: buyer.claimableBy,
      item: { kind: 'order', id: order.id, number: order.orderNumber },
    })
  }
  await enqueueMail(tx, {
    kind: 'order-confirmation',
    to: order.email,
    locale,
    ...mailTemplates.orderConfirmation(locale, {
      orderNumber: order.orderNumber,
      name: input.customerName,
      total: money(order.totalGross),
      lines,
      downloads,
      amounts,
      invoiceNumber: invoice.number,
      reverseCharge: data.reverseCharge,
      waivedAt,
      seller: sellerLines(input.seller, locale),
      withdrawalUrl: storefrontUrl(publicBaseUrl, locale, WITHDRAWAL_PATH[locale]),
      orderUrl: storefrontUrl(publicBaseUrl, locale, `/order/${order.orderNumber}`),
      setPasswordUrl,
      downloadLinkHours: downloads.length > 0 ? downloadLinks.mailLinkHours : undefined,
    }),
    attachments: [
      {
        invoiceId: invoice.id,
        fileName: invoiceFileName(invoice.number, locale),
        contentType: 'application/pdf',
      },
    ],
  })
  return view
}
