import type { Locale } from '@schaufenster/validation'

// The invoice's words in the order's language. The reverse-charge note is the wording
// § 14a Abs. 5 UStG asks for ("Steuerschuldnerschaft des Leistungsempfängers").

export const INVOICE_TEXTS = {
  de: {
    title: 'Rechnung',
    fileName: 'Rechnung',
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    deliveryDate: 'Leistungsdatum',
    sameDate: 'Leistungsdatum = Rechnungsdatum',
    order: 'Bestellnummer',
    buyerVatId: 'USt-IdNr. des Leistungsempfängers',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitNet: 'Einzelpreis netto',
    vatRate: 'USt-Satz',
    vat: 'USt',
    net: 'Betrag netto',
    coupon: (code: string) => `Gutschein ${code}`,
    netAt: (rate: string) => `Summe netto (${rate} USt)`,
    vatAt: (rate: string) => `Umsatzsteuer ${rate}`,
    grossAt: (rate: string) => `Summe brutto (${rate} USt)`,
    totalNet: 'Gesamtbetrag netto',
    totalVat: 'Umsatzsteuer gesamt',
    totalGross: 'Gesamtbetrag brutto',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
    paid: 'Der Rechnungsbetrag wurde bereits bezahlt.',
    digital:
      'Lieferung digitaler Inhalte (Softwarelizenzen) durch Bereitstellung zum Download und Übermittlung der Lizenzschlüssel.',
    register: 'Registergericht',
    directors: 'Geschäftsführung',
    sellerVatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  en: {
    title: 'Invoice',
    fileName: 'Invoice',
    number: 'Invoice number',
    issueDate: 'Invoice date',
    deliveryDate: 'Date of supply',
    sameDate: 'Date of supply = invoice date',
    order: 'Order number',
    buyerVatId: 'Customer VAT ID',
    position: 'No.',
    description: 'Description',
    quantity: 'Qty',
    unitNet: 'Unit price (net)',
    vatRate: 'VAT rate',
    vat: 'VAT',
    net: 'Amount (net)',
    coupon: (code: string) => `Coupon ${code}`,
    netAt: (rate: string) => `Net total (${rate} VAT)`,
    vatAt: (rate: string) => `VAT ${rate}`,
    grossAt: (rate: string) => `Gross total (${rate} VAT)`,
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    totalGross: 'Total gross',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient',
    paid: 'This invoice has already been paid.',
    digital:
      'Supply of digital content (software licences) by download and delivery of the licence keys.',
    register: 'Register court',
    directors: 'Managing directors',
    sellerVatId: 'VAT ID',
    taxNumber: 'Tax number',
    email: 'E-mail',
    phone: 'Phone',
  },
} satisfies Record<Locale, Record<string, unknown>>

const INTL: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** `19 %` (de), `19%` (en). */
export const formatRate = (rate: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    rate / 100,
  )

/** A `YYYY-MM-DD` date as the locale writes it: `25.11.2026`, `25 November 2026`. */
export const formatDate = (date: string, locale: Locale): string =>
  new Intl.DateTimeFormat(INTL[locale], {
    dateStyle: locale === 'de' ? 'medium' : 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

/** The country's name in the locale (`DE` → `Deutschland`, `Germany`). */
export const countryName = (code: string, locale: Locale): string =>
  new Intl.DisplayNames([INTL[locale]], { type: 'region' }).of(code) ?? code

/** `Rechnung-RE-2026-000001.pdf`, `Invoice-RE-2026-000001.pdf`. */
export const invoiceFileName = (number: string, locale: Locale): string =>
  `${INVOICE_TEXTS[locale].fileName}-${number}.pdf`
