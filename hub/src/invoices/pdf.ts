import { createElement as h, type ReactNode } from 'react'
import {
  Document,
  Page,
  StyleSheet,
  Text,
  View,
  renderToBuffer,
  type TextProps,
} from '@react-pdf/renderer'
import { formatAmount } from '../money-format'
import type { InvoiceData, InvoiceLine } from './data'
import { INVOICE_TEXTS, countryName, formatDate, formatRate } from './texts'

// The invoice as a PDF, rendered on the hub with @react-pdf/renderer. The hub has no JSX
// build, so the elements are made with React.createElement. Helvetica is one of the PDF
// standard fonts: nothing is loaded from anywhere, and it covers German text and €.

const styles = StyleSheet.create({
  page: { padding: 40, paddingBottom: 90, fontFamily: 'Helvetica', fontSize: 9, lineHeight: 1.35 },
  senderLine: { fontSize: 7, color: '#555555', marginBottom: 6 },
  head: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  buyer: { width: '50%' },
  meta: { width: '45%' },
  metaRow: { flexDirection: 'row', justifyContent: 'space-between' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 10 },
  bold: { fontFamily: 'Helvetica-Bold' },
  tableHead: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: '#000000',
    paddingBottom: 3,
    fontFamily: 'Helvetica-Bold',
  },
  row: {
    flexDirection: 'row',
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: '#bbbbbb',
  },
  colPos: { width: '6%' },
  colDescription: { width: '36%', paddingRight: 6 },
  colQty: { width: '8%', textAlign: 'right' },
  colUnit: { width: '15%', textAlign: 'right' },
  colRate: { width: '10%', textAlign: 'right' },
  colVat: { width: '11%', textAlign: 'right' },
  colNet: { width: '14%', textAlign: 'right' },
  totals: { marginTop: 12, marginLeft: '45%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1 },
  grandTotal: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: '#000000',
    marginTop: 3,
    paddingTop: 3,
    fontFamily: 'Helvetica-Bold',
  },
  notes: { marginTop: 18 },
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 30,
    fontSize: 7,
    color: '#555555',
    borderTopWidth: 0.5,
    borderTopColor: '#999999',
    paddingTop: 4,
  },
})

const text = (style: TextProps['style'], ...children: ReactNode[]) =>
  h(Text, { style } satisfies TextProps, ...children)

export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { locale, seller, buyer } = invoice
  const t = INVOICE_TEXTS[locale]
  const money = (minor: number) => formatAmount(minor, invoice.currency, locale)
  const rate = (value: number) => formatRate(value, locale)
  const date = (value: string) => formatDate(value, locale)
  const sellerAddress = `${seller.street}, ${seller.postalCode} ${seller.city}, ${countryName(seller.countryCode, locale)}`

  const metaRow = (label: string, value: string) =>
    h(View, { style: styles.metaRow }, text(undefined, label), text(styles.bold, value))

  const lineRow = (line: InvoiceLine) =>
    h(
      View,
      { style: styles.row, wrap: false },
      text(styles.colPos, String(line.position)),
      text(styles.colDescription, line.description),
      text(styles.colQty, String(line.quantity)),
      text(styles.colUnit, money(line.unitNet)),
      text(styles.colRate, rate(line.vatRate)),
      text(styles.colVat, money(line.vat)),
      text(styles.colNet, money(line.net)),
    )

  const totalRow = (label: string, value: number) =>
    h(View, { style: styles.totalRow }, text(undefined, label), text(undefined, money(value)))

  const buyerLines = [
    buyer.company,
    buyer.name,
    buyer.street,
    [buyer.postalCode, buyer.city].filter(Boolean).join(' ') || null,
    countryName(buyer.country, locale),
  ].filter((line): line is string => Boolean(line))

  const footerLines = [
    `${seller.name} · ${sellerAddress}`,
    `${t.register}: ${seller.registerCourt}, ${seller.registerNumber} · ${t.directors}: ${seller.managingDirectors.join(', ')}`,
    [
      `${t.sellerVatId}: ${seller.vatId}`,
      seller.taxNumber ? `${t.taxNumber}: ${seller.taxNumber}` : null,
      `${t.email}: ${seller.email}`,
      `${t.phone}: ${seller.phone}`,
    ]
      .filter(Boolean)
      .join(' · '),
  ]

  const document = h(
    Document,
    {
      title: `${t.title} ${invoice.number}`,
      author: seller.name,
      language: locale,
      creator: seller.name,
      producer: seller.name,
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      text(styles.senderLine, `${seller.name} · ${sellerAddress}`),
      h(
        View,
        { style: styles.head },
        h(View, { style: styles.buyer }, ...buyerLines.map((line) => text(undefined, line))),
        h(
          View,
          { style: styles.meta },
          text(styles.title, t.title),
          metaRow(t.number, invoice.number),
          metaRow(t.issueDate, date(invoice.issueDate)),
          metaRow(t.deliveryDate, date(invoice.deliveryDate)),
          metaRow(t.order, invoice.orderNumber),
          ...(buyer.vatId ? [metaRow(t.buyerVatId, buyer.vatId)] : []),
          metaRow(t.sellerVatId, seller.vatId),
        ),
      ),
      h(
        View,
        { style: styles.tableHead, fixed: true },
        text(styles.colPos, t.position),
        text(styles.colDescription, t.description),
        text(styles.colQty, t.quantity),
        text(styles.colUnit, t.unitNet),
        text(styles.colRate, t.vatRate),
        text(styles.colVat, t.vat),
        text(styles.colNet, t.net),
      ),
      ...invoice.lines.map(lineRow),
      ...(invoice.discount
        ? [lineRow({ ...invoice.discount, description: t.coupon(invoice.discount.code) })]
        : []),
      h(
        View,
        { style: styles.totals, wrap: false },
        ...invoice.totals.flatMap((total) => [
          totalRow(t.netAt(rate(total.vatRate)), total.net),
          totalRow(t.vatAt(rate(total.vatRate)), total.vat),
          totalRow(t.grossAt(rate(total.vatRate)), total.gross),
        ]),
        totalRow(t.totalNet, invoice.total.net),
        totalRow(t.totalVat, invoice.total.vat),
        h(
          View,
          { style: styles.grandTotal },
          text(undefined, t.totalGross),
          text(undefined, money(invoice.total.gross)),
        ),
      ),
      h(
        View,
        { style: styles.notes },
        text(undefined, t.sameDate),
        ...(invoice.reverseCharge ? [text(styles.bold, t.reverseCharge)] : []),
        text(undefined, t.digital),
        text(undefined, t.paid),
      ),
      h(
        View,
        { style: styles.footer, fixed: true },
        ...footerLines.map((line) => text(undefined, line)),
      ),
    ),
  )
  return renderToBuffer(document)
}
