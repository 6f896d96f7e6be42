import type { Localized } from '../catalog-schema'

// The press office of the fictional publisher (issue 24, point 4): the one named contact
// the press pages, every fact sheet and every press kit give, and the company boilerplate
// ("Über Schaufenster Software") the kits carry as text and the press page shows. Kept in
// one place so a page and a PDF can never name two different people or two different facts.

export interface PressContact {
  name: string
  role: Localized<string>
  /** Direct line, written as people dial it. */
  phone: string
  email: string
}

export const PRESS_CONTACT: PressContact = {
  name: 'Johanna Brandt',
  role: {
    de: 'Leiterin Unternehmenskommunikation',
    en: 'Head of Corporate Communications',
  },
  phone: '+49 341 555 0196',
  email: 'johanna.brandt@schaufenster.example',
}

/** The brand as the press writes it (the legal name is the COMPANY_* configuration's). */
export const PRESS_BRAND = 'Schaufenster Software'

/** The claims every press text may make (spec §1): since 1994, 18 million, 16 languages. */
export const COMPANY_FACTS: Localized<string[]> = {
  de: [
    'Gegründet 1994 in Leipzig',
    '18 Millionen Kundinnen und Kunden',
    'Programme in 16 Sprachen',
    'Software für Windows, Mac, Android und iOS',
  ],
  en: [
    'Founded in Leipzig in 1994',
    '18 million customers',
    'Programs in 16 languages',
    'Software for Windows, Mac, Android and iOS',
  ],
}

/** The paragraph that closes every press release and opens every kit's boilerplate file. */
export const COMPANY_BOILERPLATE: Localized<string> = {
  de:
    'Die Schaufenster Software GmbH wurde 1994 in Leipzig gegründet und entwickelt ' +
    'verständliche Programme für Windows, Mac, Android und iOS – von Fotobearbeitung und ' +
    'Videoschnitt über Büro- und Finanzsoftware bis zu Sicherheits- und Lernprogrammen. ' +
    'Rund 18 Millionen Kundinnen und Kunden nutzen die Programme des Unternehmens, die in ' +
    'bis zu 16 Sprachen erscheinen. Schaufenster Software vertreibt seine Programme direkt ' +
    'über den eigenen Onlineshop; zu jedem kostenpflichtigen Programm gibt es eine kostenlose ' +
    'Testversion.',
  en:
    'Schaufenster Software GmbH was founded in Leipzig, Germany, in 1994 and develops ' +
    'easy-to-use programs for Windows, Mac, Android and iOS – from photo editing and video ' +
    'cutting to office and finance software, security tools and learning programs. Some ' +
    '18 million customers use the company’s programs, which are available in up to 16 ' +
    'languages. Schaufenster Software sells its programs directly through its own online ' +
    'shop, and every paid program comes with a free trial version.',
}
