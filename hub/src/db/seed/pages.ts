import {
  COMPANY_LOGO_FILE,
  COMPANY_LOGO_SIZE,
  ICON_SIZE,
  PRESS_LOGO_SIZE,
  PRESS_OUTLETS,
  SCREENSHOT_SIZE,
  iconFile,
  pressLogoFile,
  screenshotFile,
} from './artwork'
import { COMPANY_BOILERPLATE, COMPANY_FACTS, PRESS_CONTACT } from './press-office'
import { SEED_PRODUCTS } from './products'

// Content pages of the storefront. Blocks are typed by `type`; the gateway exposes them
// as a GraphQL union. Paths carry no locale prefix; each page has a path per language.

export interface RichTextBlock {
  type: 'richText'
  heading: string
  paragraphs: string[]
}
export interface FaqBlock {
  type: 'faq'
  heading: string
  items: { question: string; answer: string }[]
}
export interface GalleryBlock {
  type: 'gallery'
  heading: string
  images: { file: string; width: number; height: number; alt: string }[]
}
export interface ListBlock {
  type: 'list'
  heading: string
  items: string[]
}
export interface DownloadsBlock {
  type: 'downloads'
  heading: string
  items: {
    title: string
    file: string
    kind: 'download' | 'image'
    width?: number
    height?: number
  }[]
}
export interface ContactBlock {
  type: 'contact'
  heading: string
  email: string
  phone: string
  address: string[]
  options: { id: string; icon: string; headline: string; buttonText: string }[]
}

export type PageBlock =
  RichTextBlock | FaqBlock | GalleryBlock | ListBlock | DownloadsBlock | ContactBlock

export interface SeedPageVersion {
  path: string
  metaTitle: string
  metaDescription: string
  blocks: PageBlock[]
}

export interface SeedPage {
  key: string
  layout: 'default' | 'press'
  de: SeedPageVersion
  en: SeedPageVersion
}

const COMPANY = 'Schaufenster Software GmbH'
const ADDRESS = ['Schaufenster Software GmbH', 'Lindenhofstraße 18', '04109 Leipzig']
const ADDRESS_EN = [...ADDRESS, 'Germany']
const EMAIL_INFO = 'info@schaufenster.example'
const PHONE = '+49 341 555 0194'

const rich = (heading: string, ...paragraphs: string[]): RichTextBlock => ({
  type: 'richText',
  heading,
  paragraphs,
})
const list = (heading: string, ...items: string[]): ListBlock => ({ type: 'list', heading, items })

const officeGallery = (lang: 'de' | 'en'): GalleryBlock => ({
  type: 'gallery',
  heading: lang === 'de' ? 'Einblicke' : 'A look inside',
  images: [1, 7, 38].map((productId, index) => ({
    file: screenshotFile(productId, (index % 3) + 1, lang),
    ...SCREENSHOT_SIZE,
    alt:
      lang === 'de'
        ? `Ein Blick auf unsere Arbeit, Bild ${index + 1}`
        : `A look at our work, picture ${index + 1}`,
  })),
})

export const SEED_PAGES: readonly SeedPage[] = [
  {
    key: 'about',
    layout: 'default',
    de: {
      path: '/ueber-uns',
      metaTitle: `Über uns – ${COMPANY}`,
      metaDescription:
        'Seit 1994 entwickeln wir Software für 18 Millionen Kundinnen und Kunden in 16 Sprachen.',
      blocks: [
        rich(
          'Das Unternehmen',
          'Die Schaufenster Software GmbH wurde 1994 in Leipzig gegründet. Heute vertrauen 18 Millionen Kundinnen und Kunden auf unsere Programme.',
          'Wir entwickeln verständliche Software für Windows, Mac, Android und iOS und übersetzen sie in 16 Sprachen.',
        ),
        officeGallery('de'),
        rich(
          'Karriere',
          'Wir suchen Menschen, die gute Software für alle bauen wollen – in unserem Büro in Leipzig oder von zu Hause aus. Bei uns arbeiten Entwicklung, Support und Übersetzung eng zusammen: Was Kundinnen und Kunden dem Support erzählen, landet in der nächsten Version.',
        ),
        list(
          'Was wir bieten',
          'Flexible Arbeitszeiten und mobiles Arbeiten, wo die Stelle es zulässt',
          '30 Tage Urlaub und ein eigenes Budget für Weiterbildung',
          'Ein Büro fünf Minuten vom Leipziger Hauptbahnhof, mit Jobticket',
          'Ein Team, das gerne hilft und Entscheidungen nachvollziehbar macht',
        ),
      ],
    },
    en: {
      path: '/about-us',
      metaTitle: `About us – ${COMPANY}`,
      metaDescription:
        'Since 1994 we have been building software for 18 million customers in 16 languages.',
      blocks: [
        rich(
          'The company',
          'Schaufenster Software GmbH was founded in Leipzig in 1994. Today 18 million customers rely on our programs.',
          'We build easy-to-use software for Windows, Mac, Android and iOS and translate it into 16 languages.',
        ),
        officeGallery('en'),
        rich(
          'Careers',
          'We are looking for people who want to build good software for everyone – in our Leipzig office or from home. Development, support and translation work closely together here: what customers tell our support ends up in the next version.',
        ),
        list(
          'What we offer',
          'Flexible hours and remote work where the position allows it',
          '30 days of holiday and a training budget of your own',
          'An office five minutes from Leipzig central station, with a public transport ticket',
          'A team that likes to help and makes its decisions easy to follow',
        ),
      ],
    },
  },
  {
    key: 'partner',
    layout: 'default',
    de: {
      path: '/partner',
      metaTitle: 'Partnerprogramme – Schaufenster Software',
      metaDescription:
        'Vier Partnerprogramme für Handel, Websites, Technologiepartner und Bildungseinrichtungen – jetzt direkt bewerben.',
      blocks: [
        rich(
          'Partner werden',
          'Ob Fachhandel, Website, Hardwarehersteller oder Schule: Gemeinsam mit unseren Partnern bringen wir unsere Programme zu mehr Menschen. Wählen Sie unten das passende Programm und bewerben Sie sich direkt hier – unser Partnerteam antwortet innerhalb von fünf Werktagen.',
        ),
        list(
          'Was alle Partner erhalten',
          'Eine feste Ansprechperson im Partnerteam',
          'Fertige Banner, Produktbilder und Produkttexte',
          'Frühen Zugang zu neuen Versionen unserer Programme',
        ),
      ],
    },
    en: {
      path: '/partner',
      metaTitle: 'Partner programmes – Schaufenster Software',
      metaDescription:
        'Four partner programmes for retailers, websites, technology partners and educational institutions – apply right here.',
      blocks: [
        rich(
          'Become a partner',
          'Retailer, website, hardware maker or school: together with our partners we bring our programs to more people. Choose the programme that suits you below and apply right here – our partner team answers within five working days.',
        ),
        list(
          'What every partner gets',
          'A dedicated contact in our partner team',
          'Ready-made banners, product images and product texts',
          'Early access to new versions of our programs',
        ),
      ],
    },
  },
  {
    key: 'first-steps',
    layout: 'default',
    de: {
      path: '/erste-schritte',
      metaTitle: 'Erste Schritte – Schaufenster Software',
      metaDescription: 'So starten Sie nach der Installation mit Ihrem neuen Programm.',
      blocks: [
        rich(
          'Willkommen!',
          'Vielen Dank für die Installation. Mit diesen Schritten sind Sie in wenigen Minuten startklar.',
        ),
        list(
          'In drei Schritten startklar',
          'Starten Sie das Programm über das Symbol auf dem Desktop.',
          'Geben Sie Ihren Freischaltcode ein oder wählen Sie die Testversion.',
          'Folgen Sie dem Einführungsassistenten.',
        ),
      ],
    },
    en: {
      path: '/first-steps',
      metaTitle: 'First steps – Schaufenster Software',
      metaDescription: 'How to get started with your new program after installation.',
      blocks: [
        rich(
          'Welcome!',
          'Thank you for installing. With these steps you will be ready in a few minutes.',
        ),
        list(
          'Ready in three steps',
          'Start the program from the icon on your desktop.',
          'Enter your activation code or choose the trial version.',
          'Follow the introduction assistant.',
        ),
      ],
    },
  },
  {
    key: 'activated',
    layout: 'default',
    de: {
      path: '/aktiviert',
      metaTitle: 'Programm aktiviert – Schaufenster Software',
      metaDescription: 'Ihr Programm ist erfolgreich aktiviert.',
      blocks: [
        rich(
          'Ihr Programm ist aktiviert',
          'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse. Ihr Programm ist jetzt dauerhaft freigeschaltet.',
        ),
      ],
    },
    en: {
      path: '/activated',
      metaTitle: 'Program activated – Schaufenster Software',
      metaDescription: 'Your program has been activated.',
      blocks: [
        rich(
          'Your program is activated',
          'Thank you for confirming your e-mail address. Your program is now permanently unlocked.',
        ),
      ],
    },
  },
  {
    key: 'newsletter',
    layout: 'default',
    de: {
      path: '/newsletter',
      metaTitle: 'Newsletter – Schaufenster Software',
      metaDescription: 'Exklusive Rabatte bis zu 70 % und Update-Informationen per E-Mail.',
      blocks: [
        list(
          'Ihre Vorteile',
          'Exklusive Rabatte von bis zu 70 %',
          'Ein persönlicher Gutschein über 25 % auf Ihre nächste Bestellung als Dankeschön, 90 Tage gültig',
          'Update-Hinweise spätestens zwei Stunden nach einer Veröffentlichung',
        ),
        {
          type: 'faq',
          heading: 'Häufige Fragen',
          items: [
            {
              question: 'Wie oft erhalte ich den Newsletter?',
              answer: 'In der Regel einmal pro Woche, bei wichtigen Updates zusätzlich.',
            },
            {
              question: 'Wie löse ich den Gutschein über 25 % ein?',
              answer:
                'Sobald Sie Ihre Anmeldung bestätigt haben, bekommen Sie mit der Willkommens-E-Mail einen persönlichen Code über 25 % Rabatt. Geben Sie ihn im Warenkorb ein. Er gilt 90 Tage lang für eine Bestellung mit der E-Mail-Adresse, an die er geschickt wurde; jede Adresse erhält ihn nur einmal, auch nach einer erneuten Anmeldung.',
            },
            {
              question: 'Kann ich mich jederzeit abmelden?',
              answer: 'Ja, jeder Newsletter enthält einen Link zur sofortigen Abmeldung.',
            },
          ],
        },
      ],
    },
    en: {
      path: '/newsletter',
      metaTitle: 'Newsletter – Schaufenster Software',
      metaDescription: 'Exclusive discounts of up to 70% and update news by e-mail.',
      blocks: [
        list(
          'Your benefits',
          'Exclusive discounts of up to 70%',
          'A personal 25% voucher for your next order as a thank-you, valid for 90 days',
          'Update notes within two hours of a release',
        ),
        {
          type: 'faq',
          heading: 'Frequently asked questions',
          items: [
            {
              question: 'How often will I receive the newsletter?',
              answer: 'Usually once a week, plus extra issues for important updates.',
            },
            {
              question: 'How do I redeem the 25% voucher?',
              answer:
                'Once you have confirmed your subscription, the welcome e-mail brings you a personal code for 25% off. Enter it in the cart. It is valid for 90 days for one order with the e-mail address it was sent to; each address receives it only once, also after subscribing again.',
            },
            {
              question: 'Can I unsubscribe at any time?',
              answer: 'Yes, every newsletter contains a link to unsubscribe immediately.',
            },
          ],
        },
      ],
    },
  },
  {
    key: 'newsletter-registered',
    layout: 'default',
    de: {
      path: '/newsletter/angemeldet',
      metaTitle: 'Newsletter bestätigt – Schaufenster Software',
      metaDescription: 'Ihre Anmeldung zum Newsletter ist bestätigt.',
      blocks: [
        rich(
          'Willkommen im Newsletter',
          'Ihre Anmeldung ist bestätigt. Ihr persönlicher Gutschein über 25 % kommt mit der Willkommens-E-Mail (einer je E-Mail-Adresse, 90 Tage gültig).',
        ),
      ],
    },
    en: {
      path: '/newsletter/registered',
      metaTitle: 'Newsletter confirmed – Schaufenster Software',
      metaDescription: 'Your newsletter subscription is confirmed.',
      blocks: [
        rich(
          'Welcome to the newsletter',
          'Your subscription is confirmed. Your personal 25% voucher comes with the welcome e-mail (one per e-mail address, valid for 90 days).',
        ),
      ],
    },
  },
  {
    key: 'newsletter-unsubscribed',
    layout: 'default',
    de: {
      path: '/newsletter/abgemeldet',
      metaTitle: 'Newsletter abbestellt – Schaufenster Software',
      metaDescription: 'Sie erhalten unseren Newsletter nicht mehr.',
      blocks: [
        rich(
          'Sie sind abgemeldet',
          'Schade, dass Sie gehen. Sie erhalten ab sofort keine Newsletter mehr von uns.',
        ),
      ],
    },
    en: {
      path: '/newsletter/unsubscribed',
      metaTitle: 'Unsubscribed – Schaufenster Software',
      metaDescription: 'You will no longer receive our newsletter.',
      blocks: [
        rich(
          'You are unsubscribed',
          'We are sorry to see you go. You will no longer receive newsletters from us.',
        ),
      ],
    },
  },
  {
    key: 'ticket-sent',
    layout: 'default',
    de: {
      path: '/ticket/abgeschickt',
      metaTitle: 'Anfrage gesendet – Schaufenster Software',
      metaDescription: 'Ihre Support-Anfrage ist bei uns eingegangen.',
      blocks: [
        rich(
          'Vielen Dank für Ihre Anfrage',
          'Wir antworten werktags in der Regel innerhalb von 48 Stunden.',
          'Mit dem Premium-Support erhalten Sie bevorzugte Hilfe per Telefon und Fernwartung, ein Jahr lang zum Einmalpreis.',
        ),
      ],
    },
    en: {
      path: '/ticket/sent',
      metaTitle: 'Request sent – Schaufenster Software',
      metaDescription: 'We have received your support request.',
      blocks: [
        rich(
          'Thank you for your request',
          'We usually answer within 48 hours on weekdays.',
          'With premium support you get priority help by phone and remote support, for one year at a one-time price.',
        ),
      ],
    },
  },
  // Impressum, privacy policy, AGB and withdrawal policy are no content pages: the storefront
  // renders them from its `legal` texts, the hub's COMPANY_* configuration (GET /v1/company)
  // and the consent registry (issue 23.5, decision 0025).
  {
    key: 'press',
    layout: 'press',
    de: {
      path: '/presse',
      metaTitle: 'Presse – Schaufenster Software',
      metaDescription:
        'Pressemitteilungen, Fakten und Ihre Ansprechpartnerin für Journalistinnen und Journalisten.',
      // The storefront lists the press releases after the first block (issue 24, point 4).
      blocks: [
        rich(
          'Über Schaufenster Software',
          COMPANY_BOILERPLATE.de,
          'Journalistinnen und Journalisten stellen wir gerne Vollversionen für Tests zur Verfügung. Schreiben Sie uns über den Pressekontakt.',
        ),
        list('Fakten', ...COMPANY_FACTS.de),
        pressContact('de'),
      ],
    },
    en: {
      path: '/press',
      metaTitle: 'Press – Schaufenster Software',
      metaDescription: 'Press releases, facts and your contact person for journalists.',
      blocks: [
        rich(
          'About Schaufenster Software',
          COMPANY_BOILERPLATE.en,
          'We are happy to provide journalists with full versions for reviews. Write to us through the press contact.',
        ),
        list('Facts', ...COMPANY_FACTS.en),
        pressContact('en'),
      ],
    },
  },
  {
    key: 'press-contact',
    layout: 'press',
    de: {
      path: '/presse-kontakt',
      metaTitle: 'Pressekontakt – Schaufenster Software',
      metaDescription: 'So erreichen Sie unsere Pressestelle.',
      blocks: [pressContact('de')],
    },
    en: {
      path: '/press-contact',
      metaTitle: 'Press contact – Schaufenster Software',
      metaDescription: 'How to reach our press office.',
      blocks: [pressContact('en')],
    },
  },
  {
    key: 'press-downloads',
    layout: 'press',
    de: {
      path: '/presse-downloads',
      metaTitle: 'Presse-Downloads – Schaufenster Software',
      metaDescription:
        'Pressemappen zu jedem Programm und zum Unternehmen, Logos und Programmsymbole zum Herunterladen.',
      blocks: pressDownloads('de'),
    },
    en: {
      path: '/press-downloads',
      metaTitle: 'Press downloads – Schaufenster Software',
      metaDescription:
        'Press kits for every program and for the company, logos and program icons to download.',
      blocks: pressDownloads('en'),
    },
  },
  {
    key: 'contact',
    layout: 'default',
    de: {
      path: '/kontakt',
      metaTitle: 'Kontakt und Hilfe – Schaufenster Software',
      metaDescription: 'Hilfe zu Passwort, Programm, Freischaltcode und Support.',
      blocks: [contactBlock('de')],
    },
    en: {
      path: '/contact',
      metaTitle: 'Contact and help – Schaufenster Software',
      metaDescription: 'Help with passwords, programs, activation codes and support.',
      blocks: [contactBlock('en')],
    },
  },
  {
    key: 'download',
    layout: 'default',
    de: {
      path: '/download',
      metaTitle: 'Ihr Download startet – Schaufenster Software',
      metaDescription: 'Ihr Download beginnt automatisch.',
      blocks: [
        rich(
          'Ihr Download startet gleich',
          'Falls der Download nicht automatisch beginnt, klicken Sie bitte auf „Erneut versuchen“.',
        ),
      ],
    },
    en: {
      path: '/download',
      metaTitle: 'Your download is starting – Schaufenster Software',
      metaDescription: 'Your download starts automatically.',
      blocks: [
        rich(
          'Your download will start shortly',
          'If the download does not start automatically, please click “Try again”.',
        ),
      ],
    },
  },
]

// The named contact of the press pages (issue 24, point 4): the person the fact sheets name.
function pressContact(lang: 'de' | 'en'): ContactBlock {
  return {
    type: 'contact',
    heading: lang === 'de' ? 'Ihre Ansprechpartnerin' : 'Your contact',
    email: PRESS_CONTACT.email,
    phone: PRESS_CONTACT.phone,
    address: [PRESS_CONTACT.name, PRESS_CONTACT.role[lang], `${COMPANY}, Leipzig`],
    options: [],
  }
}

// The press kits themselves are listed by the storefront from the hub's kits (GET
// /v1/press-kits): they are made on request, not files of the download store.
function pressDownloads(lang: 'de' | 'en'): PageBlock[] {
  const name = (productId: number) => {
    const product = SEED_PRODUCTS.find((candidate) => candidate.id === productId)
    if (!product) throw new Error(`The press downloads name unknown product ${productId}`)
    return lang === 'de' ? product.nameDe : product.nameEn
  }
  return [
    {
      type: 'downloads',
      heading: lang === 'de' ? 'Firmenlogo' : 'Company logo',
      items: [
        {
          title:
            lang === 'de' ? 'Logo Schaufenster Software (SVG)' : 'Schaufenster Software logo (SVG)',
          file: COMPANY_LOGO_FILE,
          kind: 'image',
          ...COMPANY_LOGO_SIZE,
        },
      ],
    },
    {
      type: 'downloads',
      heading: lang === 'de' ? 'Programmsymbole' : 'Program icons',
      items: [1, 7, 38, 143].map((productId) => ({
        title:
          lang === 'de'
            ? `Programmsymbol ${name(productId)} (SVG)`
            : `${name(productId)} program icon (SVG)`,
        file: iconFile(productId),
        kind: 'image' as const,
        ...ICON_SIZE,
      })),
    },
    {
      type: 'downloads',
      heading: lang === 'de' ? 'Logos der Fachpresse' : 'Trade press logos',
      items: PRESS_OUTLETS.map((outlet, index) => ({
        title: outlet,
        file: pressLogoFile(index + 1),
        kind: 'image' as const,
        ...PRESS_LOGO_SIZE,
      })),
    },
    pressContact(lang),
  ]
}

function contactBlock(lang: 'de' | 'en'): ContactBlock {
  const de = lang === 'de'
  return {
    type: 'contact',
    heading: de ? 'Wie können wir helfen?' : 'How can we help?',
    email: EMAIL_INFO,
    phone: PHONE,
    address: de ? ADDRESS : ADDRESS_EN,
    options: [
      {
        id: 'forgot-password',
        icon: 'key',
        headline: de ? 'Passwort vergessen' : 'Forgot password',
        buttonText: de ? 'Passwort zurücksetzen' : 'Reset password',
      },
      {
        id: 'missing-program',
        icon: 'box',
        headline: de ? 'Programm fehlt' : 'Missing program',
        buttonText: de ? 'Programm anfordern' : 'Request program',
      },
      {
        id: 'missing-code',
        icon: 'ticket',
        headline: de ? 'Freischaltcode fehlt' : 'Missing activation code',
        buttonText: de ? 'Code anfordern' : 'Request code',
      },
      {
        id: 'support-ticket',
        icon: 'chat',
        headline: de ? 'Support-Anfrage' : 'Support ticket',
        buttonText: de ? 'Anfrage schreiben' : 'Write a request',
      },
    ],
  }
}
