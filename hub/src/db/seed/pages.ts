import {
  PRESS_LOGO_SIZE,
  PRESS_OUTLETS,
  SCREENSHOT_SIZE,
  iconFile,
  pressLogoFile,
  screenshotFile,
} from './artwork'
import { PRESS_KIT_FILE } from './setup-files'

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
const EMAIL_PRESS = 'presse@schaufenster.example'
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
          'Wir suchen Menschen, die gute Software für alle bauen wollen. Wir bieten flexible Arbeitszeiten, Weiterbildung und ein Team, das gerne hilft.',
        ),
        list(
          'Offene Stellen',
          'Softwareentwicklerin oder Softwareentwickler (TypeScript)',
          'Support-Mitarbeiterin oder Support-Mitarbeiter',
          'Übersetzerin oder Übersetzer für Niederländisch',
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
          'We are looking for people who want to build good software for everyone. We offer flexible hours, training and a team that likes to help.',
        ),
        list(
          'Open positions',
          'Software developer (TypeScript)',
          'Customer support specialist',
          'Dutch translator',
        ),
      ],
    },
  },
  {
    key: 'partner',
    layout: 'default',
    de: {
      path: '/partner',
      metaTitle: 'Partnerprogramm – Schaufenster Software',
      metaDescription: 'Werden Sie Vertriebspartner und verdienen Sie an jedem vermittelten Kauf.',
      blocks: [
        rich(
          'Partner werden',
          'Händler, Webseitenbetreiber und Verlage können unsere Programme empfehlen und erhalten für jeden vermittelten Kauf eine Provision.',
        ),
        list(
          'Ihre Vorteile',
          'Attraktive Provisionen für jeden Verkauf',
          'Fertige Banner und Produkttexte',
          'Monatliche Abrechnung',
        ),
      ],
    },
    en: {
      path: '/partner',
      metaTitle: 'Partner programme – Schaufenster Software',
      metaDescription: 'Become a sales partner and earn on every purchase you refer.',
      blocks: [
        rich(
          'Become a partner',
          'Retailers, website owners and publishers can recommend our programs and receive a commission for every purchase they refer.',
        ),
        list(
          'Your benefits',
          'Attractive commission on every sale',
          'Ready-made banners and product texts',
          'Monthly statements',
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
      metaDescription: 'Pressemitteilungen, Fakten und Ansprechpartner für Journalistinnen.',
      blocks: [
        rich(
          'Presse',
          'Seit 1994 entwickelt die Schaufenster Software GmbH Programme für 18 Millionen Kundinnen und Kunden in 16 Sprachen.',
          'Journalistinnen und Journalisten stellen wir gerne Vollversionen für Tests zur Verfügung. Schreiben Sie uns über den Pressekontakt.',
        ),
        list(
          'Fakten',
          'Gegründet 1994 in Leipzig',
          '18 Millionen Kundinnen und Kunden',
          'Programme in 16 Sprachen',
        ),
      ],
    },
    en: {
      path: '/press',
      metaTitle: 'Press – Schaufenster Software',
      metaDescription: 'Press releases, facts and contacts for journalists.',
      blocks: [
        rich(
          'Press',
          'Since 1994 Schaufenster Software GmbH has been developing programs for 18 million customers in 16 languages.',
          'We are happy to provide journalists with full versions for reviews. Write to us through the press contact.',
        ),
        list(
          'Facts',
          'Founded in Leipzig in 1994',
          '18 million customers',
          'Programs in 16 languages',
        ),
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
      blocks: [
        {
          type: 'contact',
          heading: 'Pressestelle',
          email: EMAIL_PRESS,
          phone: PHONE,
          address: ADDRESS,
          options: [],
        },
      ],
    },
    en: {
      path: '/press-contact',
      metaTitle: 'Press contact – Schaufenster Software',
      metaDescription: 'How to reach our press office.',
      blocks: [
        {
          type: 'contact',
          heading: 'Press office',
          email: EMAIL_PRESS,
          phone: PHONE,
          address: ADDRESS_EN,
          options: [],
        },
      ],
    },
  },
  {
    key: 'press-downloads',
    layout: 'press',
    de: {
      path: '/presse-downloads',
      metaTitle: 'Presse-Downloads – Schaufenster Software',
      metaDescription: 'Logos, Programmsymbole und die Pressemappe zum Herunterladen.',
      blocks: pressDownloads('de'),
    },
    en: {
      path: '/press-downloads',
      metaTitle: 'Press downloads – Schaufenster Software',
      metaDescription: 'Logos, program icons and the press kit to download.',
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

function pressDownloads(lang: 'de' | 'en'): PageBlock[] {
  return [
    {
      type: 'downloads',
      heading: lang === 'de' ? 'Pressemappe' : 'Press kit',
      items: [
        {
          title: lang === 'de' ? 'Pressemappe (ZIP)' : 'Press kit (ZIP)',
          file: PRESS_KIT_FILE,
          kind: 'download',
        },
      ],
    },
    {
      type: 'downloads',
      heading: lang === 'de' ? 'Programmsymbole' : 'Program icons',
      items: [1, 7, 38, 143].map((productId) => ({
        title: lang === 'de' ? `Programmsymbol ${productId}` : `Program icon ${productId}`,
        file: iconFile(productId),
        kind: 'image' as const,
        width: 256,
        height: 256,
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
