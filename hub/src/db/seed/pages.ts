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
    file: screenshotFile(productId, (index % 3) + 1),
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
  {
    key: 'terms',
    layout: 'default',
    de: {
      path: '/agb',
      metaTitle: 'Allgemeine Geschäftsbedingungen – Schaufenster Software',
      metaDescription: 'Die Allgemeinen Geschäftsbedingungen der Schaufenster Software GmbH.',
      blocks: [
        rich(
          '§ 1 Geltungsbereich',
          'Diese Bedingungen gelten für alle Bestellungen über den Online-Shop der Schaufenster Software GmbH.',
        ),
        rich(
          '§ 2 Vertragsschluss',
          'Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Bestätigungs-E-Mail zustande.',
        ),
        rich(
          '§ 3 Preise und Zahlung',
          'Alle Preise enthalten die gesetzliche Mehrwertsteuer. Die Zahlung erfolgt per Kreditkarte, PayPal oder Rechnung.',
        ),
        rich(
          '§ 4 Widerrufsrecht',
          'Verbraucherinnen und Verbraucher haben ein vierzehntägiges Widerrufsrecht. Bei digitalen Inhalten erlischt es mit Beginn des Downloads, wenn Sie dem ausdrücklich zugestimmt haben.',
        ),
      ],
    },
    en: {
      path: '/terms',
      metaTitle: 'Terms and conditions – Schaufenster Software',
      metaDescription: 'The general terms and conditions of Schaufenster Software GmbH.',
      blocks: [
        rich(
          '1 Scope',
          'These terms apply to all orders placed in the online shop of Schaufenster Software GmbH.',
        ),
        rich(
          '2 Conclusion of contract',
          'By submitting your order you make a binding offer. The contract is concluded with our confirmation e-mail.',
        ),
        rich(
          '3 Prices and payment',
          'All prices include statutory VAT. Payment is made by credit card, PayPal or invoice.',
        ),
        rich(
          '4 Right of withdrawal',
          'Consumers have a fourteen-day right of withdrawal. For digital content it expires when the download starts, provided you expressly agreed to this.',
        ),
      ],
    },
  },
  {
    key: 'privacy',
    layout: 'default',
    de: {
      path: '/datenschutz',
      metaTitle: 'Datenschutzerklärung – Schaufenster Software',
      metaDescription: 'Wie wir Ihre personenbezogenen Daten verarbeiten.',
      blocks: [
        rich(
          'Verantwortliche Stelle',
          `Verantwortlich für die Datenverarbeitung ist die ${COMPANY}, Lindenhofstraße 18, 04109 Leipzig.`,
        ),
        rich(
          'Welche Daten wir verarbeiten',
          'Wir verarbeiten nur die Daten, die für Bestellung, Download und Support nötig sind. Eine Weitergabe an Dritte erfolgt nur, soweit dies zur Vertragserfüllung erforderlich ist.',
        ),
        rich(
          'Ihre Rechte',
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei einer Aufsichtsbehörde.',
        ),
      ],
    },
    en: {
      path: '/privacy',
      metaTitle: 'Privacy policy – Schaufenster Software',
      metaDescription: 'How we process your personal data.',
      blocks: [
        rich(
          'Controller',
          `The controller responsible for data processing is ${COMPANY}, Lindenhofstraße 18, 04109 Leipzig, Germany.`,
        ),
        rich(
          'Data we process',
          'We only process the data needed for orders, downloads and support. Data is passed on to third parties only where this is necessary to fulfil the contract.',
        ),
        rich(
          'Your rights',
          'You have the right to access, rectification, erasure and restriction of processing, and to lodge a complaint with a supervisory authority.',
        ),
      ],
    },
  },
  {
    key: 'imprint',
    layout: 'default',
    de: {
      path: '/impressum',
      metaTitle: 'Impressum – Schaufenster Software',
      metaDescription: 'Anbieterkennzeichnung der Schaufenster Software GmbH.',
      blocks: [
        rich('Angaben gemäß § 5 DDG', ...ADDRESS),
        rich(
          'Vertreten durch',
          'Geschäftsführerin: Dr. Helene Brandt',
          'Geschäftsführer: Konrad Weißmann',
        ),
        rich('Kontakt', `Telefon: ${PHONE}`, `E-Mail: ${EMAIL_INFO}`),
        rich(
          'Registereintrag',
          'Registergericht: Amtsgericht Leipzig',
          'Registernummer: HRB 00000',
        ),
        rich(
          'Umsatzsteuer-ID',
          'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE000000000',
        ),
        rich(
          'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
          'Dr. Helene Brandt, Lindenhofstraße 18, 04109 Leipzig',
        ),
        rich(
          'Verbraucherstreitbeilegung',
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ),
        rich(
          'Hinweis',
          'Die Schaufenster Software GmbH ist ein fiktives Unternehmen; diese Angaben dienen der Demonstration.',
        ),
      ],
    },
    en: {
      path: '/imprint',
      metaTitle: 'Imprint – Schaufenster Software',
      metaDescription: 'Legal notice of Schaufenster Software GmbH.',
      blocks: [
        rich('Information according to § 5 DDG', ...ADDRESS_EN),
        rich(
          'Represented by',
          'Managing director: Dr. Helene Brandt',
          'Managing director: Konrad Weißmann',
        ),
        rich('Contact', `Phone: ${PHONE}`, `E-mail: ${EMAIL_INFO}`),
        rich(
          'Commercial register',
          'Register court: Amtsgericht Leipzig',
          'Register number: HRB 00000',
        ),
        rich('VAT ID', 'VAT identification number according to § 27 a UStG: DE000000000'),
        rich(
          'Responsible for content according to § 18 (2) MStV',
          'Dr. Helene Brandt, Lindenhofstraße 18, 04109 Leipzig, Germany',
        ),
        rich(
          'Consumer dispute resolution',
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ),
        rich(
          'Note',
          'Schaufenster Software GmbH is a fictional company; this information is for demonstration.',
        ),
      ],
    },
  },
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
