import type { Locale } from './messages'

// Field labels per language; messages name the field by these, so the browser and the
// hub say "E-Mail-Adresse ist ein Pflichtfeld" with the same words as the form's label.
export const FIELD_LABELS = {
  en: {
    email: 'email address',
    firstName: 'first name',
    lastName: 'last name',
    name: 'name',
    title: 'title',
    phone: 'phone number',
    message: 'message',
    customerReference: 'customer ID or invoice number',
    productId: 'program',
    programName: 'program name',
    notInList: 'my program is not in the list',
    topic: 'topic',
    operatingSystem: 'operating system',
    version: 'version',
    premiumSupport: 'premium support',
    attachment: 'attachment',
    attachmentId: 'attachment',
    articleId: 'article',
    helpful: 'rating',
    source: 'source',
    token: 'confirmation link',
    fullVersionRequest: 'full version request',
    country: 'country',
    company: 'company',
    vatId: 'VAT ID',
    acceptTerms: 'terms and conditions',
    waiveWithdrawal: 'waiver of the right of withdrawal',
    cardNumber: 'card number',
    cjEvent: 'affiliate reference',
  },
  de: {
    email: 'E-Mail-Adresse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    name: 'Name',
    title: 'Anrede',
    phone: 'Telefonnummer',
    message: 'Nachricht',
    customerReference: 'Kundennummer oder Rechnungsnummer',
    productId: 'Programm',
    programName: 'Programmname',
    notInList: 'Mein Programm ist nicht in der Liste',
    topic: 'Thema',
    operatingSystem: 'Betriebssystem',
    version: 'Version',
    premiumSupport: 'Premium-Support',
    attachment: 'Anhang',
    attachmentId: 'Anhang',
    articleId: 'Artikel',
    helpful: 'Bewertung',
    source: 'Quelle',
    token: 'Bestätigungslink',
    fullVersionRequest: 'Anfrage einer Vollversion',
    country: 'Land',
    company: 'Firma',
    vatId: 'USt-IdNr.',
    acceptTerms: 'AGB',
    waiveWithdrawal: 'Widerrufsverzicht',
    cardNumber: 'Kartennummer',
    cjEvent: 'Partner-Referenz',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type FieldName = keyof (typeof FIELD_LABELS)['en']

export function fieldLabel(locale: Locale, field: string): string {
  return (FIELD_LABELS[locale] as Record<string, string>)[field] ?? field
}
