import { createElement as h, type ReactNode } from 'react'
import {
  Document,
  Image,
  Page,
  StyleSheet,
  Text,
  View,
  renderToBuffer,
  type TextProps,
} from '@react-pdf/renderer'
import type { CompanyDetails } from '@schaufenster/config'
import type { Locale } from '@schaufenster/validation'
import type { Localized, ProductFactsData } from '../db/catalog-schema'
import type { Platform } from '../db/schema'
import { COMPANY_BOILERPLATE, PRESS_BRAND, type PressContact } from '../db/seed/press-office'
import { countryName, formatDate } from '../invoices/texts'
import { formatAmount } from '../money-format'
import {
  FACT_SHEET_TEXTS,
  PLATFORM_NAMES,
  formatMegabytes,
  languageNames,
} from './fact-sheet-texts'

// The fact sheets of the press kits (issue 24, point 4), one A4 page per language, rendered
// like the invoices (invoices/pdf.ts): @react-pdf/renderer without JSX, Helvetica as one of
// the PDF standard fonts (nothing is loaded from anywhere; it covers German text and €), and
// the pictures passed in as PNG bytes. The document dates are the data's own, so the same
// facts give the same bytes (the kit's cache and ETag rely on it).

/** What a product's fact sheet states, in both languages (press/repository.ts reads it). */
export interface ProductSheet {
  id: number
  names: Localized<string>
  slugs: Localized<string>
  short: Localized<string>
  /** YYYY-MM-DD of the first version. */
  releaseDate: string
  /** The primary platform first. */
  platforms: Platform[]
  category: Localized<string> | null
  /** List price in EUR cents, VAT included; null when the program is not sold in EUR. */
  priceEur: number | null
  version: string
  /** YYYY-MM-DD of the current version. */
  versionDate: string
  facts: ProductFactsData
  functions: Localized<{ title: string; text: string }[]>
}

/** What the company's fact sheet states besides the configured company details. */
export interface CompanySheet {
  programs: number
  programsPerPlatform: Record<Platform, number>
  /** The newest press releases, newest first. */
  releases: { publishedOn: string; title: Localized<string> }[]
  /** YYYY-MM-DD the sheet speaks for: the newest release, or the newest program version. */
  asOf: string
}

export interface SheetContext {
  contact: PressContact
  company: CompanyDetails
  /** The company logo as PNG (4:1). */
  logo: Buffer
}

const BLUE = '#1b4dd8'
const INK = '#1f2937'
const MUTED = '#4b5563'

const styles = StyleSheet.create({
  page: {
    padding: 40,
    paddingBottom: 64,
    fontFamily: 'Helvetica',
    fontSize: 9,
    lineHeight: 1.4,
    color: INK,
  },
  head: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    borderBottomWidth: 2,
    borderBottomColor: BLUE,
    paddingBottom: 8,
    marginBottom: 16,
  },
  logo: { width: 144, height: 36 },
  headRight: { alignItems: 'flex-end' },
  kind: { fontSize: 11, fontFamily: 'Helvetica-Bold', color: BLUE },
  muted: { color: MUTED },
  intro: { flexDirection: 'row', alignItems: 'center', marginBottom: 12 },
  icon: { width: 56, height: 56, marginRight: 12 },
  title: { fontSize: 20, lineHeight: 1.2, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  short: { fontSize: 11, color: MUTED },
  heading: {
    fontSize: 11,
    fontFamily: 'Helvetica-Bold',
    color: BLUE,
    marginTop: 12,
    marginBottom: 4,
  },
  row: {
    flexDirection: 'row',
    paddingVertical: 2,
    borderBottomWidth: 0.5,
    borderBottomColor: '#d1d5db',
  },
  label: { width: '30%', fontFamily: 'Helvetica-Bold' },
  value: { width: '70%' },
  columns: { flexDirection: 'row', gap: 16 },
  column: { flexGrow: 1, flexBasis: 0 },
  platform: { fontFamily: 'Helvetica-Bold', marginTop: 4 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletMark: { width: 10 },
  bulletText: { flexGrow: 1, flexBasis: 0 },
  bold: { fontFamily: 'Helvetica-Bold' },
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 24,
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: '#9ca3af',
    paddingTop: 4,
  },
})

// react-pdf breaks words by English hyphenation rules, which split German words wrongly
// ("Hel-ligkeit"): lines break between words only.
const wholeWords = (word: string) => [word]

const text = (style: TextProps['style'], ...children: ReactNode[]) =>
  h(Text, { style, hyphenationCallback: wholeWords } satisfies TextProps, ...children)

const row = (label: string, value: string) =>
  h(View, { style: styles.row, wrap: false }, text(styles.label, label), text(styles.value, value))

const bullet = (...children: ReactNode[]) =>
  h(
    View,
    { style: styles.bullet, wrap: false },
    text(styles.bulletMark, '•'),
    text(styles.bulletText, ...children),
  )

const png = (data: Buffer) => ({ data, format: 'png' as const })

function header(context: SheetContext, kind: string, asOf: string) {
  return h(
    View,
    { style: styles.head },
    h(Image, { style: styles.logo, src: png(context.logo) }),
    h(View, { style: styles.headRight }, text(styles.kind, kind), text(styles.muted, asOf)),
  )
}

function contactBlock(context: SheetContext, locale: Locale) {
  const t = FACT_SHEET_TEXTS[locale]
  const { contact, company } = context
  const address = `${company.street}, ${company.postalCode} ${company.city}, ${countryName(company.countryCode, locale)}`
  return h(
    View,
    { wrap: false },
    text(styles.heading, t.pressContact),
    text(styles.bold, contact.name),
    text(undefined, contact.role[locale]),
    text(undefined, `${t.phone}: ${contact.phone} · ${t.email}: ${contact.email}`),
    text(undefined, `${company.name} · ${address}`),
  )
}

function footer(locale: Locale) {
  return h(
    View,
    { style: styles.footer, fixed: true },
    text(undefined, COMPANY_BOILERPLATE[locale]),
  )
}

function document(
  title: string,
  locale: Locale,
  day: string,
  context: SheetContext,
  page: ReactNode,
) {
  const at = new Date(`${day}T00:00:00Z`)
  return h(
    Document,
    {
      title,
      author: context.company.name,
      subject: title,
      language: locale,
      creator: PRESS_BRAND,
      producer: PRESS_BRAND,
      creationDate: at,
      modificationDate: at,
    },
    page,
  )
}

/** A program's fact sheet in one language. */
export function renderProductFactSheet(
  sheet: ProductSheet,
  locale: Locale,
  context: SheetContext,
  icon: Buffer,
): Promise<Buffer> {
  const t = FACT_SHEET_TEXTS[locale]
  const { facts } = sheet
  const date = (day: string) => formatDate(day, locale)
  const latest = facts.changelog[0]
  const requirements = sheet.platforms.flatMap((platform) => {
    const needs = facts.requirements[platform]
    if (!needs) return []
    return [
      h(
        View,
        { key: platform, wrap: false },
        text(styles.platform, PLATFORM_NAMES[platform]),
        row(t.os, needs.os[locale]),
        row(t.cpu, needs.cpu[locale]),
        row(t.ram, formatMegabytes(needs.ramMb, locale)),
        row(t.disk, formatMegabytes(needs.diskMb, locale)),
        ...(needs.other ? [row(t.other, needs.other[locale])] : []),
      ),
    ]
  })
  const page = h(
    Page,
    { size: 'A4', style: styles.page },
    header(context, t.productTitle, t.asOf(date(sheet.versionDate))),
    h(
      View,
      { style: styles.intro },
      h(Image, { style: styles.icon, src: png(icon) }),
      h(
        View,
        { style: { flexGrow: 1, flexBasis: 0 } },
        text(styles.title, sheet.names[locale]),
        text(styles.short, sheet.short[locale]),
      ),
    ),
    row(t.version, t.versionOf(sheet.version, date(sheet.versionDate))),
    row(t.firstRelease, date(sheet.releaseDate)),
    row(t.platforms, sheet.platforms.map((platform) => PLATFORM_NAMES[platform]).join(', ')),
    ...(sheet.category ? [row(t.category, sheet.category[locale])] : []),
    row(
      t.price,
      sheet.priceEur === null || sheet.priceEur === 0
        ? t.free
        : t.priceGross(formatAmount(sheet.priceEur, 'EUR', locale)),
    ),
    row(t.languages, languageNames(facts.languages, locale).join(', ')),
    row(t.licence, t.devices(facts.devicesPerLicence)),
    h(
      View,
      { style: styles.columns },
      h(
        View,
        { style: styles.column },
        text(styles.heading, t.functions),
        ...sheet.functions[locale].map((feature) =>
          bullet(text(styles.bold, `${feature.title}: `), feature.text),
        ),
        ...(latest
          ? [
              text(styles.heading, t.whatsNew(latest.version)),
              ...latest.changes[locale].map((change) => bullet(change)),
            ]
          : []),
      ),
      h(View, { style: styles.column }, text(styles.heading, t.requirements), ...requirements),
    ),
    contactBlock(context, locale),
    footer(locale),
  )
  const title = `${t.productTitle}: ${sheet.names[locale]}`
  return renderToBuffer(document(title, locale, sheet.versionDate, context, page))
}

/** The company's fact sheet in one language. */
export function renderCompanyFactSheet(
  sheet: CompanySheet,
  locale: Locale,
  context: SheetContext,
): Promise<Buffer> {
  const t = FACT_SHEET_TEXTS[locale]
  const { company } = context
  const perPlatform = (Object.keys(PLATFORM_NAMES) as Platform[])
    .filter((platform) => sheet.programsPerPlatform[platform] > 0)
    .map((platform) => `${PLATFORM_NAMES[platform]}: ${sheet.programsPerPlatform[platform]}`)
    .join(', ')
  const page = h(
    Page,
    { size: 'A4', style: styles.page },
    header(context, t.companyTitle, t.asOf(formatDate(sheet.asOf, locale))),
    text(styles.title, PRESS_BRAND),
    text(styles.heading, t.about),
    text(undefined, COMPANY_BOILERPLATE[locale]),
    text(styles.heading, t.facts),
    row(t.founded, t.foundedValue),
    row(t.customers, t.customersValue),
    row(t.languageCount, t.languageCountValue),
    row(t.programs, t.programsValue(sheet.programs, perPlatform)),
    row(t.seat, `${company.city}, ${countryName(company.countryCode, locale)}`),
    row(t.management, company.managingDirectors.join(', ')),
    row(t.register, `${company.registerCourt}, ${company.registerNumber}`),
    ...(sheet.releases.length > 0
      ? [
          text(styles.heading, t.latestNews),
          ...sheet.releases.map((release) =>
            bullet(`${formatDate(release.publishedOn, locale)}: ${release.title[locale]}`),
          ),
        ]
      : []),
    contactBlock(context, locale),
    text(styles.heading, t.companyContact),
    text(styles.bold, company.name),
    text(
      undefined,
      `${company.street}, ${company.postalCode} ${company.city}, ${countryName(company.countryCode, locale)}`,
    ),
    text(undefined, `${t.phone}: ${company.phone} · ${t.email}: ${company.email}`),
  )
  const title = `${t.companyTitle}: ${PRESS_BRAND}`
  return renderToBuffer(document(title, locale, sheet.asOf, context, page))
}
