import type { Locale } from '@schaufenster/validation'
import type { Platform } from '../db/schema'

// The fixed words of the fact sheets and of the kits' read-me, in both languages. The facts
// themselves come from the database and the seed's press office (db/seed/press-office.ts).

export const FACT_SHEET_TEXTS = {
  de: {
    productTitle: 'Datenblatt',
    companyTitle: 'Unternehmensprofil',
    asOf: (date: string) => `Stand: ${date}`,
    version: 'Aktuelle Version',
    versionOf: (version: string, date: string) => `${version} vom ${date}`,
    firstRelease: 'Erstes Erscheinen',
    platforms: 'Plattformen',
    category: 'Kategorie',
    price: 'Preis',
    priceGross: (amount: string) => `${amount} inkl. MwSt.`,
    free: 'kostenlos',
    languages: 'Sprachen der Oberfläche',
    licence: 'Lizenz',
    devices: (count: number) =>
      count === 0
        ? 'beliebig viele Geräte'
        : count === 1
          ? 'für 1 Gerät'
          : `für bis zu ${count} Geräte gleichzeitig`,
    requirements: 'Systemvoraussetzungen',
    os: 'Betriebssystem',
    cpu: 'Prozessor',
    ram: 'Arbeitsspeicher',
    disk: 'Freier Speicherplatz',
    other: 'Außerdem',
    functions: 'Funktionen',
    whatsNew: (version: string) => `Neu in Version ${version}`,
    pressContact: 'Pressekontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    about: 'Über Schaufenster Software',
    facts: 'Das Unternehmen in Zahlen',
    founded: 'Gegründet',
    foundedValue: '1994 in Leipzig',
    customers: 'Kundinnen und Kunden',
    customersValue: '18 Millionen',
    languageCount: 'Sprachen',
    languageCountValue: 'Programme in bis zu 16 Sprachen',
    programs: 'Programme',
    programsValue: (count: number, perPlatform: string) => `${count} (${perPlatform})`,
    seat: 'Sitz',
    management: 'Geschäftsführung',
    register: 'Handelsregister',
    companyContact: 'Unternehmen',
    latestNews: 'Aktuelle Pressemitteilungen',
    megabytes: (value: number) =>
      `${(value / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} GB`,
    megabytesSmall: (value: number) => `${value.toLocaleString('de-DE')} MB`,
  },
  en: {
    productTitle: 'Fact sheet',
    companyTitle: 'Company profile',
    asOf: (date: string) => `As of ${date}`,
    version: 'Current version',
    versionOf: (version: string, date: string) => `${version} of ${date}`,
    firstRelease: 'First released',
    platforms: 'Platforms',
    category: 'Category',
    price: 'Price',
    priceGross: (amount: string) => `${amount} incl. VAT`,
    free: 'free',
    languages: 'Interface languages',
    licence: 'Licence',
    devices: (count: number) =>
      count === 0
        ? 'any number of devices'
        : count === 1
          ? 'for 1 device'
          : `for up to ${count} devices at once`,
    requirements: 'System requirements',
    os: 'Operating system',
    cpu: 'Processor',
    ram: 'Memory',
    disk: 'Free disk space',
    other: 'Also needed',
    functions: 'Features',
    whatsNew: (version: string) => `New in version ${version}`,
    pressContact: 'Press contact',
    phone: 'Phone',
    email: 'E-mail',
    about: 'About Schaufenster Software',
    facts: 'The company in figures',
    founded: 'Founded',
    foundedValue: '1994 in Leipzig, Germany',
    customers: 'Customers',
    customersValue: '18 million',
    languageCount: 'Languages',
    languageCountValue: 'Programs in up to 16 languages',
    programs: 'Programs',
    programsValue: (count: number, perPlatform: string) => `${count} (${perPlatform})`,
    seat: 'Registered office',
    management: 'Managing directors',
    register: 'Commercial register',
    companyContact: 'Company',
    latestNews: 'Latest press releases',
    megabytes: (value: number) =>
      `${(value / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} GB`,
    megabytesSmall: (value: number) => `${value.toLocaleString('en-GB')} MB`,
  },
} satisfies Record<Locale, Record<string, unknown>>

export const PLATFORM_NAMES: Record<Platform, string> = {
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
  ios: 'iOS',
}

const INTL: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** ISO 639-1 codes as the locale names them: `cs` → `Tschechisch`, `Czech`. */
export function languageNames(codes: readonly string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([INTL[locale]], { type: 'language' })
  return codes.map((code) => names.of(code) ?? code)
}

/** A size in megabytes as people read it: `4.500 MB` → `4,4 GB`, `250 MB`. */
export function formatMegabytes(megabytes: number, locale: Locale): string {
  const texts = FACT_SHEET_TEXTS[locale]
  return megabytes >= 1024 ? texts.megabytes(megabytes) : texts.megabytesSmall(megabytes)
}
