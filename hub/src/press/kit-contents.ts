import type { Locale } from '@schaufenster/validation'
import type { Localized } from '../db/catalog-schema'
import {
  COMPANY_LOGO_FILE,
  SCREENSHOTS_PER_PRODUCT,
  iconFile,
  renderArtwork,
  screenshotFile,
  type Artwork,
} from '../db/seed/artwork'
import { COMPANY_BOILERPLATE, PRESS_BRAND, type PressContact } from '../db/seed/press-office'
import { formatDate } from '../invoices/texts'
import {
  renderCompanyFactSheet,
  renderProductFactSheet,
  type CompanySheet,
  type ProductSheet,
  type SheetContext,
} from './fact-sheet'
import { rasterize, PRINT_DPI } from './raster'

// What a press kit holds (issue 24, point 4), planned before anything is drawn: the read-me
// lists the plan and leaves first, the text and vector files follow at once, the pictures for
// print as they are drawn. Every file is named the same in every kit, so a newsroom's
// scripts find them; the language of a file is in its name or its folder.

/** Sizes of the pictures in a kit, in pixels (the storefront's download page states them). */
export const KIT_SIZES = {
  screenshot: { width: 2560, height: 1600 },
  icons: [512, 1024],
  logos: [
    { width: 960, height: 240 },
    { width: 1920, height: 480 },
  ],
} as const

/** Programs whose first screenshots the company's kit carries: one per kind of program. */
export const COMPANY_KIT_PROGRAMS = [1, 38, 143] as const

const LOCALES = ['de', 'en'] as const

export interface PlannedEntry {
  name: string
  /** One line of the read-me, per language. */
  about: Localized<string>
  /** PNG and PDF are compressed already: stored as they are. */
  store?: boolean
  /** The SVG a picture is drawn from: part of what the kit's bytes depend on. */
  source?: string
  data: () => Promise<Buffer>
}

export interface KitPlan {
  /** The archive's entries, the read-mes first. */
  entries: PlannedEntry[]
  /** The date every entry carries: the day the kit's facts speak for. */
  modified: Date
  /** The facts the fact sheets and read-mes state (with the entries' sources: the cache key). */
  facts: unknown
}

const text = (value: string) => Buffer.from(value, 'utf8')

/** Runs `make` once, on first use: a picture a PDF and the archive share is drawn once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

function artwork(file: string): Artwork {
  const drawn = renderArtwork(file)
  if (!drawn) throw new Error(`No artwork ${file}`)
  return drawn
}

const px = (width: number, height: number, locale: Locale) =>
  locale === 'de' ? `${width} × ${height} Pixel` : `${width} × ${height} pixels`

function logoEntries(logo: Artwork, largest: () => Promise<Buffer>): PlannedEntry[] {
  const [small, large] = KIT_SIZES.logos
  return [
    {
      name: 'logos/schaufenster-software-logo.svg',
      about: {
        de: `Firmenlogo ${PRESS_BRAND} als Vektorgrafik (SVG)`,
        en: `${PRESS_BRAND} company logo as vector graphic (SVG)`,
      },
      source: logo.svg,
      data: async () => text(logo.svg),
    },
    {
      name: `logos/schaufenster-software-logo-${small.width}x${small.height}.png`,
      about: {
        de: `Firmenlogo als PNG, ${px(small.width, small.height, 'de')}, transparenter Hintergrund`,
        en: `Company logo as PNG, ${px(small.width, small.height, 'en')}, transparent background`,
      },
      store: true,
      source: logo.svg,
      data: () => rasterize(logo, small.width, small.height),
    },
    {
      name: `logos/schaufenster-software-logo-${large.width}x${large.height}.png`,
      about: {
        de: `Firmenlogo als PNG für den Druck, ${px(large.width, large.height, 'de')}, transparenter Hintergrund`,
        en: `Company logo as PNG for print, ${px(large.width, large.height, 'en')}, transparent background`,
      },
      store: true,
      source: logo.svg,
      data: largest,
    },
  ]
}

function boilerplateEntries(): PlannedEntry[] {
  return [
    {
      name: 'ueber-schaufenster-software.txt',
      about: {
        de: `Boilerplate „Über ${PRESS_BRAND}“ zum Abdruck, Deutsch`,
        en: `Boilerplate “About ${PRESS_BRAND}” to print, German`,
      },
      data: async () => text(`Über ${PRESS_BRAND}\n\n${COMPANY_BOILERPLATE.de}\n`),
    },
    {
      name: 'about-schaufenster-software.txt',
      about: {
        de: `Boilerplate „Über ${PRESS_BRAND}“ zum Abdruck, Englisch`,
        en: `Boilerplate “About ${PRESS_BRAND}” to print, English`,
      },
      data: async () => text(`About ${PRESS_BRAND}\n\n${COMPANY_BOILERPLATE.en}\n`),
    },
  ]
}

function screenshotEntry(
  productId: number,
  index: number,
  locale: Locale,
  baseName: string,
  programName: string,
): PlannedEntry {
  const { width, height } = KIT_SIZES.screenshot
  const drawn = artwork(screenshotFile(productId, index, locale))
  return {
    name: `screenshots/${locale}/${baseName}-${index}.png`,
    about: {
      de: `Bildschirmfoto ${programName} (${locale === 'de' ? 'deutsche' : 'englische'} Oberfläche), ${px(width, height, 'de')}, ${PRINT_DPI} dpi`,
      en: `Screenshot of ${programName} (${locale === 'de' ? 'German' : 'English'} interface), ${px(width, height, 'en')}, ${PRINT_DPI} dpi`,
    },
    store: true,
    source: drawn.svg,
    data: () => rasterize(drawn, width, height),
  }
}

function readme(
  locale: Locale,
  title: string,
  asOf: string,
  entries: PlannedEntry[],
  contact: PressContact,
): string {
  const de = locale === 'de'
  const lines = [
    title,
    `${PRESS_BRAND} · ${de ? 'Stand' : 'As of'}: ${formatDate(asOf, locale)}`,
    '',
    de ? 'Inhalt' : 'Contents',
    ...entries.map((entry) => `- ${entry.name}: ${entry.about[locale]}`),
    '',
    de
      ? `Nutzung: Logos, Programmsymbole und Bildschirmfotos dürfen für die redaktionelle Berichterstattung über ${PRESS_BRAND} und seine Programme frei verwendet werden. Bildnachweis: ${PRESS_BRAND}.`
      : `Use: logos, program icons and screenshots may be used freely for editorial coverage of ${PRESS_BRAND} and its programs. Credit: ${PRESS_BRAND}.`,
    '',
    de ? 'Pressekontakt' : 'Press contact',
    `${contact.name}, ${contact.role[locale]}`,
    `${de ? 'Telefon' : 'Phone'}: ${contact.phone}`,
    `${de ? 'E-Mail' : 'E-mail'}: ${contact.email}`,
    '',
  ]
  return lines.join('\n')
}

function withReadmes(
  title: Localized<string>,
  asOf: string,
  entries: PlannedEntry[],
  contact: PressContact,
): PlannedEntry[] {
  return [
    {
      name: 'LIESMICH.txt',
      about: { de: 'Diese Übersicht, Deutsch', en: 'This overview, German' },
      data: async () => text(readme('de', title.de, asOf, entries, contact)),
    },
    {
      name: 'README.txt',
      about: { de: 'Diese Übersicht, Englisch', en: 'This overview, English' },
      data: async () => text(readme('en', title.en, asOf, entries, contact)),
    },
    ...entries,
  ]
}

/** The titles of the kits, per language (the REST list and the read-mes use them). */
export function kitTitle(programName: Localized<string> | null): Localized<string> {
  return programName
    ? { de: `Pressemappe ${programName.de}`, en: `${programName.en} press kit` }
    : { de: `Pressemappe ${PRESS_BRAND} (Unternehmen)`, en: `${PRESS_BRAND} company press kit` }
}

/** A program's kit: icon and company logo, screenshots in both languages, fact sheets, texts. */
export function productKitPlan(sheet: ProductSheet, context: Omit<SheetContext, 'logo'>): KitPlan {
  const logo = artwork(COMPANY_LOGO_FILE)
  const icon = artwork(iconFile(sheet.id))
  const [largeLogo] = KIT_SIZES.logos.slice(-1)
  const logoPng = once(() => rasterize(logo, largeLogo!.width, largeLogo!.height))
  const iconPngs = KIT_SIZES.icons.map((size) => once(() => rasterize(icon, size, size)))
  const sheetContext = async (): Promise<SheetContext> => ({ ...context, logo: await logoPng() })
  const slug = sheet.slugs.de
  const entries: PlannedEntry[] = [
    ...boilerplateEntries(),
    {
      name: `logos/${slug}-programmsymbol.svg`,
      about: {
        de: `Programmsymbol ${sheet.names.de} als Vektorgrafik (SVG)`,
        en: `${sheet.names.en} program icon as vector graphic (SVG)`,
      },
      source: icon.svg,
      data: async () => text(icon.svg),
    },
    ...KIT_SIZES.icons.map((size, index) => ({
      name: `logos/${slug}-programmsymbol-${size}.png`,
      about: {
        de: `Programmsymbol als PNG, ${px(size, size, 'de')}`,
        en: `Program icon as PNG, ${px(size, size, 'en')}`,
      },
      store: true,
      source: icon.svg,
      data: iconPngs[index]!,
    })),
    ...logoEntries(logo, logoPng),
    ...LOCALES.map((locale) => ({
      name:
        locale === 'de' ? `datenblatt-${sheet.slugs.de}.pdf` : `fact-sheet-${sheet.slugs.en}.pdf`,
      about: {
        de: `Datenblatt (PDF), ${locale === 'de' ? 'Deutsch' : 'Englisch'}`,
        en: `Fact sheet (PDF), ${locale === 'de' ? 'German' : 'English'}`,
      },
      store: true,
      data: async () =>
        renderProductFactSheet(sheet, locale, await sheetContext(), await iconPngs[0]!()),
    })),
    ...LOCALES.flatMap((locale) =>
      Array.from({ length: SCREENSHOTS_PER_PRODUCT }, (_, index) =>
        screenshotEntry(sheet.id, index + 1, locale, sheet.slugs[locale], sheet.names[locale]),
      ),
    ),
  ]
  return {
    entries: withReadmes(kitTitle(sheet.names), sheet.versionDate, entries, context.contact),
    modified: new Date(`${sheet.versionDate}T12:00:00Z`),
    facts: { sheet, context },
  }
}

/** The company's kit: logo, screenshots of three programs, the company profile, texts. */
export function companyKitPlan(
  sheet: CompanySheet,
  programs: readonly { id: number; slugs: Localized<string>; names: Localized<string> }[],
  context: Omit<SheetContext, 'logo'>,
): KitPlan {
  const logo = artwork(COMPANY_LOGO_FILE)
  const [largeLogo] = KIT_SIZES.logos.slice(-1)
  const logoPng = once(() => rasterize(logo, largeLogo!.width, largeLogo!.height))
  const entries: PlannedEntry[] = [
    ...boilerplateEntries(),
    ...logoEntries(logo, logoPng),
    ...LOCALES.map((locale) => ({
      name: locale === 'de' ? 'unternehmensprofil.pdf' : 'company-profile.pdf',
      about: {
        de: `Unternehmensprofil (PDF), ${locale === 'de' ? 'Deutsch' : 'Englisch'}`,
        en: `Company fact sheet (PDF), ${locale === 'de' ? 'German' : 'English'}`,
      },
      store: true,
      data: async () =>
        renderCompanyFactSheet(sheet, locale, { ...context, logo: await logoPng() }),
    })),
    ...LOCALES.flatMap((locale) =>
      programs.map((program) =>
        screenshotEntry(program.id, 1, locale, program.slugs[locale], program.names[locale]),
      ),
    ),
  ]
  return {
    entries: withReadmes(kitTitle(null), sheet.asOf, entries, context.contact),
    modified: new Date(`${sheet.asOf}T12:00:00Z`),
    facts: { sheet, programs, context },
  }
}
