import type { CompanyDetails } from '@schaufenster/config'
import type { Locale } from '@schaufenster/validation'
import type { OrderItemRow, OrderRow } from '../db/schema-orders'

// What an invoice says, as plain data: built once in the paying transaction from the order's
// stored figures, stored beside the PDF rendered from it, never changed (decision 0024).
// Amounts are integer minor units. Every line's figures are the ones the order stored (unit
// price gross and its §9 tax, computed once by @schaufenster/pricing when the order was
// placed; the coupon's net likewise), so net + VAT = gross holds for each line, and the totals
// per rate are the sums of their lines: no second rounding anywhere.

export interface InvoiceParty {
  name: string
  company: string | null
  street: string | null
  postalCode: string | null
  city: string | null
  /** ISO 3166-1 alpha-2. */
  country: string
  vatId: string | null
}

export interface InvoiceLine {
  position: number
  description: string
  quantity: number
  unitNet: number
  vatRate: number
  vat: number
  net: number
  gross: number
}

export interface InvoiceRateTotal {
  vatRate: number
  net: number
  vat: number
  gross: number
}

export interface InvoiceData {
  number: string
  /** `YYYY-MM-DD`, German calendar date. */
  issueDate: string
  /** Date of supply (Leistungsdatum): the licences are delivered when the order is paid. */
  deliveryDate: string
  locale: Locale
  currency: string
  orderNumber: string
  seller: CompanyDetails
  buyer: InvoiceParty & { email: string }
  lines: InvoiceLine[]
  /** The coupon as its own (negative) line; null without one. */
  discount: (InvoiceLine & { code: string }) | null
  totals: InvoiceRateTotal[]
  total: { net: number; vat: number; gross: number }
  /** EU business buyer outside Germany: the recipient accounts for the VAT. */
  reverseCharge: boolean
  /** Paid through (provider id) at issue. */
  paymentProvider: string
}

export interface InvoiceSource {
  number: string
  issuedAt: Date
  issueDate: string
  order: OrderRow
  items: OrderItemRow[]
  seller: CompanyDetails
}

export function invoiceData({
  number,
  issueDate,
  order,
  items,
  seller,
}: InvoiceSource): InvoiceData {
  const locale = order.locale
  const rate = order.taxVatPercentage
  const lines: InvoiceLine[] = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item, index) => {
      const unitNet = item.unitPriceGross - item.unitTax
      return {
        position: index + 1,
        description: item.names?.[locale] ?? item.name,
        quantity: item.qty,
        unitNet,
        vatRate: rate,
        vat: item.unitTax * item.qty,
        net: unitNet * item.qty,
        gross: item.unitPriceGross * item.qty,
      }
    })
  const couponGross = order.couponDiscount ?? 0
  const discount =
    order.couponCode !== null && couponGross > 0
      ? {
          code: order.couponCode,
          position: lines.length + 1,
          description: order.couponCode,
          quantity: 1,
          unitNet: -order.couponDiscountNet,
          vatRate: rate,
          vat: -(couponGross - order.couponDiscountNet),
          net: -order.couponDiscountNet,
          gross: -couponGross,
        }
      : null
  const byRate = new Map<number, InvoiceRateTotal>()
  for (const line of discount ? [...lines, discount] : lines) {
    const total = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0, gross: 0 }
    total.net += line.net
    total.vat += line.vat
    total.gross += line.gross
    byRate.set(line.vatRate, total)
  }
  const totals = [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate)
  const sum = (key: 'net' | 'vat' | 'gross') => totals.reduce((acc, t) => acc + t[key], 0)
  return {
    number,
    issueDate,
    deliveryDate: issueDate,
    locale,
    currency: order.currency,
    orderNumber: order.orderNumber,
    seller,
    // The billing address (issue 23, point 2); orders from before it have none, and then
    // the invoice names the buyer as the order does.
    buyer: {
      name: order.name,
      company: order.company,
      street: order.billingStreet,
      postalCode: order.billingPostalCode,
      city: order.billingCity,
      country: order.country,
      vatId: order.vatId,
      email: order.email,
    },
    lines,
    discount,
    totals,
    total: { net: sum('net'), vat: sum('vat'), gross: sum('gross') },
    reverseCharge: order.reverseCharge,
    paymentProvider: order.paymentProvider,
  }
}
