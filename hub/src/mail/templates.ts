// The e-mails of the forms, in the recipient's language, as HTML and plain text.

type Locale = 'de' | 'en'

export interface MailContent {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// Issue 18 §5: a mail to an address nobody has confirmed yet (tickets, help and press
// requests, registration, the set-password invitation of a guest buyer) carries no text
// its sender chose: whoever sends the form chooses both the address and the text, and any
// name is room for a call to action ("Win now, call …"). Those mails greet without a name.
// Where a name stays (the order confirmation, after a payment), only what a greeting needs
// gets through: letters, spaces, hyphens and apostrophes, at most NAME_MAX characters,
// never anything a mail client would turn into a link (schemes, `www.`, domains,
// addresses) or a line break that could start a paragraph of its own.
const NAME_MAX = 40
const URL_LIKE = [
  /[a-z][a-z0-9+.-]*:\/\/\S*/giu, // http://…, ftp://…
  /[a-z][a-z0-9+.-]*:\S*/giu, // mailto:…, tel:…, javascript:…
  /\S*www\S*/giu,
  /\S*@\S*/gu, // e-mail addresses
  /\S*[.\u3002\uff0e\uff61]\S*/gu, // anything dotted: domains, IPs, file names
]
const LINK_WORDS = /(?<!\p{L})(?:https?|www|ftp|mailto)(?!\p{L})/giu

/** The part of a sender-chosen name that may appear in a mail, '' when nothing is left. */
export function mailSafeName(value: string): string {
  let name = value.normalize('NFKC')
  for (const pattern of URL_LIKE) name = name.replace(pattern, ' ')
  name = name
    .replace(/[^\p{L}\p{M}' -]/gu, ' ')
    .replace(LINK_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (name.length <= NAME_MAX) return name
  const cut = name.slice(0, NAME_MAX)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim()
}

const greeting = {
  /** With a name that passed mailSafeName, or none. */
  hello: (locale: Locale, name = '') => {
    const safe = mailSafeName(name)
    if (locale === 'de') return safe ? `Hallo ${safe},` : 'Hallo,'
    return safe ? `Hello ${safe},` : 'Hello,'
  },
  formal: (locale: Locale) => (locale === 'de' ? 'Guten Tag,' : 'Hello,'),
}

interface Block {
  paragraphs: string[]
  link?: { href: string; label: string }
  /** Further links after the list, each with a sentence before it. */
  more?: { text: string; href: string; label: string }[]
  list?: string[]
  /** Labelled links after the list (download links), with a sentence before them. */
  linkList?: { intro: string; links: { label: string; href: string }[] }
  /** Headed groups of lines after the list (the order mail's amounts, seller, withdrawal). */
  sections?: { title: string; lines: string[] }[]
  unsubscribe?: string
}

const signature: Record<Locale, string> = {
  de: 'Ihr Team von Schaufenster Software',
  en: 'Your Schaufenster Software team',
}

const unsubscribeLabel: Record<Locale, string> = {
  de: 'Newsletter abbestellen',
  en: 'Unsubscribe from the newsletter',
}

function render(locale: Locale, subject: string, block: Block): MailContent {
  const text = [
    ...block.paragraphs,
    ...(block.list ?? []).map((item) => `- ${item}`),
    ...(block.linkList
      ? [block.linkList.intro, ...block.linkList.links.map((l) => `- ${l.label}: ${l.href}`)]
      : []),
    ...(block.sections ?? []).map((section) => [section.title, ...section.lines].join('\n')),
    ...(block.link ? [`${block.link.label}: ${block.link.href}`] : []),
    ...(block.more ?? []).flatMap((m) => [m.text, `${m.label}: ${m.href}`]),
    signature[locale],
    ...(block.unsubscribe ? [`${unsubscribeLabel[locale]}: ${block.unsubscribe}`] : []),
  ].join('\n\n')
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(block.list
      ? [`<ul>${block.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`]
      : []),
    ...(block.linkList
      ? [
          `<p>${escapeHtml(block.linkList.intro)}</p>`,
          `<ul>${block.linkList.links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>`,
        ]
      : []),
    ...(block.sections ?? []).map(
      (section) =>
        `<p><strong>${escapeHtml(section.title)}</strong><br>${section.lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    ...(block.link
      ? [`<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`]
      : []),
    ...(block.more ?? []).flatMap((m) => [
      `<p>${escapeHtml(m.text)}</p>`,
      `<p><a href="${escapeHtml(m.href)}">${escapeHtml(m.label)}</a></p>`,
    ]),
    `<p>${escapeHtml(signature[locale])}</p>`,
    ...(block.unsubscribe
      ? [
          `<p><small><a href="${escapeHtml(block.unsubscribe)}">${escapeHtml(unsubscribeLabel[locale])}</a></small></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n')
  return {
    subject,
    text,
    html,
    ...(block.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${block.unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  }
}

/** The last day a voucher is valid, as the shop's calendar (Berlin) shows it. */
function validUntilText(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date)
}

export const mailTemplates = {
  newsletterConfirm: (locale: Locale, confirmUrl: string, unsubscribeUrl: string) =>
    locale === 'de'
      ? render(locale, 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', {
          paragraphs: [
            'Vielen Dank für Ihr Interesse an unserem Newsletter.',
            'Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den folgenden Link. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
          ],
          link: { href: confirmUrl, label: 'Anmeldung bestätigen' },
          unsubscribe: unsubscribeUrl,
        })
      : render(locale, 'Please confirm your newsletter subscription', {
          paragraphs: [
            'Thank you for your interest in our newsletter.',
            'Please confirm your subscription by clicking the link below. If you did not subscribe, simply ignore this e-mail.',
          ],
          link: { href: confirmUrl, label: 'Confirm subscription' },
          unsubscribe: unsubscribeUrl,
        }),

  /**
   * After the double opt-in: the personal welcome voucher (issue 19 §8) when the address
   * has one to use, with its code, discount and last day of validity.
   */
  newsletterWelcome: (
    locale: Locale,
    unsubscribeUrl: string,
    voucher?: { code: string; percent: number; validUntil: Date },
  ) => {
    const until = voucher && validUntilText(locale, voucher.validUntil)
    return locale === 'de'
      ? render(locale, 'Willkommen beim Newsletter', {
          paragraphs: [
            'Ihre Anmeldung ist bestätigt. Ab sofort erhalten Sie unseren Newsletter mit Angeboten und Update-Hinweisen.',
            ...(voucher
              ? [
                  `Als Dankeschön erhalten Sie ${voucher.percent} % Rabatt auf Ihre nächste Bestellung. Ihr persönlicher Gutscheincode: ${voucher.code}`,
                  `Geben Sie ihn im Warenkorb ein. Er gilt bis zum ${until} für eine Bestellung mit dieser E-Mail-Adresse.`,
                ]
              : [
                  'Den Willkommensgutschein gibt es einmal je E-Mail-Adresse; Ihre Adresse hat ihn bereits erhalten.',
                ]),
          ],
          unsubscribe: unsubscribeUrl,
        })
      : render(locale, 'Welcome to our newsletter', {
          paragraphs: [
            'Your subscription is confirmed. From now on you will receive our newsletter with offers and update notes.',
            ...(voucher
              ? [
                  `As a thank-you you get ${voucher.percent}% off your next order. Your personal voucher code: ${voucher.code}`,
                  `Enter it in the cart. It is valid until ${until} for one order with this e-mail address.`,
                ]
              : [
                  'The welcome voucher is given once per e-mail address; your address has already received it.',
                ]),
          ],
          unsubscribe: unsubscribeUrl,
        })
  },

  ticketConfirmation: (locale: Locale, ticketNumber: string) =>
    locale === 'de'
      ? render(locale, `Ihr Support-Ticket ${ticketNumber}`, {
          paragraphs: [
            greeting.hello(locale),
            `wir haben Ihr Ticket mit der Nummer ${ticketNumber} erhalten. Wir antworten in der Regel innerhalb von 48 Stunden an Werktagen.`,
          ],
        })
      : render(locale, `Your support ticket ${ticketNumber}`, {
          paragraphs: [
            greeting.hello(locale),
            `we have received your ticket number ${ticketNumber}. We usually answer within 48 hours on weekdays.`,
          ],
        }),

  missingProgram: (locale: Locale) =>
    locale === 'de'
      ? render(locale, 'Ihre Anfrage zu einem fehlenden Programm', {
          paragraphs: [
            greeting.hello(locale),
            'wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb von 48 Stunden an Werktagen.',
          ],
        })
      : render(locale, 'Your request about a missing program', {
          paragraphs: [
            greeting.hello(locale),
            'we have received your request and usually answer within 48 hours on weekdays.',
          ],
        }),

  /**
   * The answer to "request activation codes" (issue 19 §4): every licence key bought with
   * the address, with fresh download links. Sent only to that address, so only its owner
   * reads the keys.
   */
  licenceKeys: (
    locale: Locale,
    args: {
      keys: string[]
      downloads: { label: string; href: string }[]
      downloadLinkHours: number
      helpUrl: string
    },
  ) =>
    locale === 'de'
      ? render(locale, 'Ihre Lizenzschlüssel', {
          paragraphs: [
            'Sie haben Ihre Aktivierungscodes angefordert. Diese Lizenzschlüssel wurden mit Ihrer E-Mail-Adresse gekauft:',
          ],
          list: args.keys,
          ...(args.downloads.length
            ? {
                linkList: {
                  intro: `Die Download-Links der Vollversionen sind persönlich und ${args.downloadLinkHours} Stunden gültig:`,
                  links: args.downloads,
                },
              }
            : {}),
          link: { href: args.helpUrl, label: 'Hilfe und Kontakt' },
        })
      : render(locale, 'Your licence keys', {
          paragraphs: [
            'You asked for your activation codes. These licence keys were bought with your e-mail address:',
          ],
          list: args.keys,
          ...(args.downloads.length
            ? {
                linkList: {
                  intro: `The download links of the full versions are personal and valid for ${args.downloadLinkHours} hours:`,
                  links: args.downloads,
                },
              }
            : {}),
          link: { href: args.helpUrl, label: 'Help and contact' },
        }),

  /** The same request for an address without licences: nothing found, and where help is. */
  noLicenceFound: (locale: Locale, helpUrl: string) =>
    locale === 'de'
      ? render(locale, 'Ihre Anfrage nach Aktivierungscodes', {
          paragraphs: [
            'Sie haben Ihre Aktivierungscodes angefordert. Zu dieser E-Mail-Adresse haben wir keine Lizenz gefunden.',
            'Vielleicht haben Sie mit einer anderen E-Mail-Adresse bestellt: Fordern Sie die Codes dann bitte mit dieser Adresse an. Wenn Sie Ihre Lizenz trotzdem nicht finden, schreiben Sie uns über das Kontaktformular ein Ticket mit Ihrer Bestellnummer; wir helfen Ihnen gern weiter.',
            'Wenn Sie keine Codes angefordert haben, ignorieren Sie diese E-Mail einfach.',
          ],
          link: { href: helpUrl, label: 'Hilfe und Kontakt' },
        })
      : render(locale, 'Your request for activation codes', {
          paragraphs: [
            'You asked for your activation codes. We found no licence for this e-mail address.',
            'Perhaps you ordered with another e-mail address: then please request the codes with that address. If you still cannot find your licence, open a ticket with your order number in our contact form; we are glad to help.',
            'If you did not ask for codes, simply ignore this e-mail.',
          ],
          link: { href: helpUrl, label: 'Help and contact' },
        }),

  pressContact: (locale: Locale) =>
    locale === 'de'
      ? render(locale, 'Ihre Presseanfrage', {
          paragraphs: [
            greeting.formal(locale),
            'vielen Dank für Ihre Anfrage. Unsere Pressestelle meldet sich in Kürze bei Ihnen.',
          ],
        })
      : render(locale, 'Your press enquiry', {
          paragraphs: [
            greeting.formal(locale),
            'thank you for your enquiry. Our press office will get back to you shortly.',
          ],
        }),

  activationConfirm: (locale: Locale, productName: string, confirmUrl: string) =>
    locale === 'de'
      ? render(locale, `Aktivierung von ${productName} bestätigen`, {
          paragraphs: [
            `Bitte bestätigen Sie die Aktivierung von ${productName} mit einem Klick auf den folgenden Link.`,
          ],
          link: { href: confirmUrl, label: 'Aktivierung bestätigen' },
        })
      : render(locale, `Confirm the activation of ${productName}`, {
          paragraphs: [
            `Please confirm the activation of ${productName} by clicking the link below.`,
          ],
          link: { href: confirmUrl, label: 'Confirm activation' },
        }),

  // Issue 19, point 2: the free full version of a promotion. Sent again, with the same key,
  // when the address asks a second time.
  promotionLicence: (
    locale: Locale,
    claim: {
      productName: string
      licenceKey: string
      orderNumber: string
      /** "<product> (<platform>): <signed link>" per setup file of the full version. */
      downloads: string[]
      downloadLinkHours: number
    },
  ) =>
    locale === 'de'
      ? render(locale, `Ihre kostenlose Vollversion von ${claim.productName}`, {
          paragraphs: [
            greeting.formal(locale),
            `hier ist Ihr Lizenzschlüssel für die Vollversion von ${claim.productName} aus unserer Aktion. Sie haben dafür nichts bezahlt (Bestellung ${claim.orderNumber} über 0,00 €) und gehen kein Abo ein.`,
            `Lizenzschlüssel: ${claim.licenceKey}`,
            ...(claim.downloads.length > 0
              ? [
                  `Die Download-Links der Vollversion sind persönlich und ${claim.downloadLinkHours} Stunden gültig:`,
                ]
              : []),
          ],
          list: claim.downloads,
        })
      : render(locale, `Your free full version of ${claim.productName}`, {
          paragraphs: [
            greeting.formal(locale),
            `here is your licence key for the full version of ${claim.productName} from our promotion. You paid nothing for it (order ${claim.orderNumber} over €0.00) and no subscription was started.`,
            `Licence key: ${claim.licenceKey}`,
            ...(claim.downloads.length > 0
              ? [
                  `The full version's download links are personal and work for ${claim.downloadLinkHours} hours:`,
                ]
              : []),
          ],
          list: claim.downloads,
        }),

  /**
   * The order mail (issue 23, point 4), sent when the order is paid: the lines with their
   * prices and licence keys, the amounts per VAT rate, the downloads, the invoice (attached),
   * the withdrawal information with the buyer's consent and acknowledgement confirmed on a
   * durable medium (§ 312f Abs. 3 BGB), and the seller's address. Amounts come formatted.
   */
  orderConfirmation: (
    locale: Locale,
    order: {
      orderNumber: string
      name: string
      total: string
      /** One line per order line: quantity, name, prices, licence keys; the coupon as its own. */
      lines: string[]
      /** Download links: "Name (platform): URL". */
      downloads?: string[]
      /** Net, VAT and gross per rate and in total, labelled. */
      amounts: string[]
      /** The attached invoice's number. */
      invoiceNumber: string
      reverseCharge: boolean
      /** When the buyer consented and acknowledged at checkout, as the locale writes it. */
      waivedAt: string
      /** The seller: name, address, register, VAT id, contact. */
      seller: string[]
      /** The terms page with the full withdrawal information and the model form. */
      withdrawalUrl: string
      orderUrl: string
      /** For a customer without password: the link to set one (customer account). */
      setPasswordUrl?: string
      /** How long the signed download links in `downloads` work (issue 18); absent without any. */
      downloadLinkHours?: number
    },
  ) => {
    const de = locale === 'de'
    const sections = [
      ...(order.downloads?.length
        ? [
            {
              title: 'Downloads',
              lines: [
                ...order.downloads,
                ...(order.downloadLinkHours
                  ? [
                      de
                        ? `Die Download-Links sind persönlich und ${order.downloadLinkHours} Stunden gültig. Danach finden Sie frische Links in Ihrem Kundenkonto unter Ihren Bestellungen.`
                        : `The download links are personal and valid for ${order.downloadLinkHours} hours. After that, your customer account has fresh links with your orders.`,
                    ]
                  : []),
              ],
            },
          ]
        : []),
      {
        title: de ? 'Beträge' : 'Amounts',
        lines: [
          ...order.amounts,
          ...(order.reverseCharge
            ? [
                de
                  ? 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)'
                  : 'Reverse charge: VAT to be accounted for by the recipient',
              ]
            : []),
          de
            ? `Ihre Rechnung ${order.invoiceNumber} ist als PDF angehängt.`
            : `Your invoice ${order.invoiceNumber} is attached as a PDF.`,
        ],
      },
      {
        title: de ? 'Widerrufsrecht' : 'Right of withdrawal',
        lines: de
          ? [
              'Verbrauchern steht grundsätzlich ein Widerrufsrecht von vierzehn Tagen ab Vertragsschluss zu. Bei digitalen Inhalten, die nicht auf einem körperlichen Datenträger geliefert werden, erlischt es, sobald wir mit der Ausführung des Vertrages begonnen haben, nachdem Sie dem ausdrücklich zugestimmt und Ihre Kenntnis davon bestätigt haben (§ 356 Abs. 5 BGB).',
              `Bestätigung Ihrer Erklärung (§ 312f Abs. 3 BGB): Sie haben bei Ihrer Bestellung am ${order.waivedAt} ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung des Vertrages beginnen, und bestätigt, dass Ihnen bekannt ist, dass Ihr Widerrufsrecht mit Beginn der Ausführung des Vertrages erlischt. Mit der Bereitstellung der Lizenzschlüssel und Downloads haben wir mit der Ausführung begonnen.`,
              `Die vollständige Widerrufsbelehrung und das Muster-Widerrufsformular: ${order.withdrawalUrl}`,
            ]
          : [
              'Consumers generally have a right to withdraw from the contract within fourteen days of its conclusion. For digital content not supplied on a tangible medium it lapses once we have begun performing the contract after you expressly agreed to this and acknowledged that you would lose your right of withdrawal (§ 356 (5) BGB).',
              `Confirmation of your declaration (§ 312f (3) BGB): when ordering on ${order.waivedAt} you expressly agreed that we begin performing the contract before the withdrawal period ends, and acknowledged that your right of withdrawal lapses once performance begins. We began performance by providing the licence keys and downloads.`,
              `The full withdrawal information and the model withdrawal form: ${order.withdrawalUrl}`,
            ],
      },
      { title: de ? 'Verkäufer' : 'Seller', lines: order.seller },
    ]
    const more = order.setPasswordUrl
      ? [
          de
            ? {
                text: 'In Ihrem Kundenkonto finden Sie Ihre Bestellungen, Lizenzschlüssel, Rechnungen und Downloads jederzeit wieder. Vergeben Sie dafür ein Passwort (der Link ist 7 Tage gültig):',
                href: order.setPasswordUrl,
                label: 'Passwort festlegen',
              }
            : {
                text: 'Your customer account keeps your orders, licence keys, invoices and downloads at hand. Set a password to use it (the link is valid for 7 days):',
                href: order.setPasswordUrl,
                label: 'Set your password',
              },
        ]
      : undefined
    return de
      ? render(locale, `Ihre Bestellung ${order.orderNumber}`, {
          paragraphs: [
            greeting.hello(locale, order.name),
            `vielen Dank für Ihre Bestellung ${order.orderNumber} über ${order.total} (inkl. MwSt.). Ihre Zahlung ist eingegangen. Hier sind Ihre Artikel mit Preisen und Lizenzschlüsseln:`,
          ],
          list: order.lines,
          sections,
          link: { href: order.orderUrl, label: 'Bestellung ansehen' },
          more,
        })
      : render(locale, `Your order ${order.orderNumber}`, {
          paragraphs: [
            greeting.hello(locale, order.name),
            `thank you for your order ${order.orderNumber} of ${order.total} (VAT included). We have received your payment. Here are your items with their prices and licence keys:`,
          ],
          list: order.lines,
          sections,
          link: { href: order.orderUrl, label: 'View your order' },
          more,
        })
  },

  /**
   * To the holder of an account whose address a guest order or ticket used (issue 18): it
   * joins the account only if they confirm. No text of the guest's goes into this mail.
   */
  guestClaim: (locale: Locale, item: { kind: 'order' | 'ticket'; number: string }, url: string) =>
    locale === 'de'
      ? render(
          locale,
          item.kind === 'order'
            ? `Bestellung ${item.number} zu Ihrem Kundenkonto hinzufügen?`
            : `Support-Ticket ${item.number} zu Ihrem Kundenkonto hinzufügen?`,
          {
            paragraphs: [
              `${item.kind === 'order' ? 'Die Bestellung' : 'Das Support-Ticket'} ${item.number} wurde ohne Anmeldung mit Ihrer E-Mail-Adresse aufgegeben. Es erscheint nicht in Ihrem Kundenkonto, solange Sie es nicht hinzufügen.`,
              'Wenn Sie das waren, können Sie es mit dem folgenden Link (30 Tage gültig) Ihrem Konto hinzufügen. Wenn nicht, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.',
            ],
            link: { href: url, label: 'Zum Kundenkonto hinzufügen' },
          },
        )
      : render(
          locale,
          item.kind === 'order'
            ? `Add order ${item.number} to your customer account?`
            : `Add support ticket ${item.number} to your customer account?`,
          {
            paragraphs: [
              `${item.kind === 'order' ? 'Order' : 'Support ticket'} ${item.number} was placed with your e-mail address without logging in. It does not appear in your customer account unless you add it.`,
              'If that was you, you can add it to your account with the link below (valid for 30 days). If not, ignore this e-mail: your account stays as it is.',
            ],
            link: { href: url, label: 'Add to my account' },
          },
        ),

  // ------------------------------------------------------------ customer accounts

  registrationConfirm: (locale: Locale, url: string) =>
    locale === 'de'
      ? render(locale, 'Bitte bestätigen Sie Ihr Kundenkonto', {
          paragraphs: [
            greeting.hello(locale),
            'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf den folgenden Link (7 Tage gültig). Danach können Sie sich anmelden. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.',
          ],
          link: { href: url, label: 'E-Mail-Adresse bestätigen' },
        })
      : render(locale, 'Please confirm your customer account', {
          paragraphs: [
            greeting.hello(locale),
            'thank you for registering. Please confirm your e-mail address by clicking the link below (valid for 7 days); then you can log in. If you did not register, simply ignore this e-mail.',
          ],
          link: { href: url, label: 'Confirm e-mail address' },
        }),

  accountExists: (locale: Locale, loginUrl: string, forgotUrl: string) =>
    locale === 'de'
      ? render(locale, 'Sie haben bereits ein Kundenkonto', {
          paragraphs: [
            'Jemand wollte mit Ihrer E-Mail-Adresse ein Kundenkonto anlegen. Sie haben bereits eines: Melden Sie sich einfach an. Wenn Sie Ihr Passwort vergessen haben, können Sie ein neues vergeben. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
          ],
          link: { href: loginUrl, label: 'Anmelden' },
          more: [{ text: 'Passwort vergessen?', href: forgotUrl, label: 'Neues Passwort' }],
        })
      : render(locale, 'You already have a customer account', {
          paragraphs: [
            'Someone tried to create a customer account with your e-mail address. You already have one: simply log in. If you forgot your password, you can set a new one. If this was not you, ignore this e-mail.',
          ],
          link: { href: loginUrl, label: 'Log in' },
          more: [{ text: 'Forgot your password?', href: forgotUrl, label: 'New password' }],
        }),

  setPasswordInvite: (locale: Locale, url: string) =>
    locale === 'de'
      ? render(locale, 'Passwort für Ihr Kundenkonto festlegen', {
          paragraphs: [
            greeting.hello(locale),
            'zu Ihrer E-Mail-Adresse gibt es bereits ein Kundenkonto aus Ihrer Bestellung. Vergeben Sie mit dem folgenden Link ein Passwort (7 Tage gültig), dann sehen Sie dort Ihre Bestellungen, Lizenzen und Downloads. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
          ],
          link: { href: url, label: 'Passwort festlegen' },
        })
      : render(locale, 'Set the password of your customer account', {
          paragraphs: [
            greeting.hello(locale),
            'your e-mail address already has a customer account from your order. Set a password with the link below (valid for 7 days) to see your orders, licences and downloads there. If you did not ask for this, ignore this e-mail.',
          ],
          link: { href: url, label: 'Set your password' },
        }),

  passwordReset: (locale: Locale, url: string) =>
    locale === 'de'
      ? render(locale, 'Neues Passwort für Ihr Kundenkonto', {
          paragraphs: [
            'Sie haben ein neues Passwort angefordert. Der folgende Link ist eine Stunde lang gültig und nur einmal verwendbar. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
          ],
          link: { href: url, label: 'Neues Passwort festlegen' },
        })
      : render(locale, 'A new password for your customer account', {
          paragraphs: [
            'You asked for a new password. The link below is valid for one hour and works once. If this was not you, ignore this e-mail; your password stays as it is.',
          ],
          link: { href: url, label: 'Set a new password' },
        }),

  passwordChanged: (locale: Locale, forgotUrl: string) =>
    locale === 'de'
      ? render(locale, 'Ihr Passwort wurde geändert', {
          paragraphs: [
            'Das Passwort Ihres Kundenkontos wurde soeben geändert; alle anderen Anmeldungen wurden beendet. Wenn Sie das nicht waren, vergeben Sie sofort ein neues Passwort.',
          ],
          link: { href: forgotUrl, label: 'Neues Passwort' },
        })
      : render(locale, 'Your password was changed', {
          paragraphs: [
            'The password of your customer account was just changed; every other login was ended. If this was not you, set a new password right away.',
          ],
          link: { href: forgotUrl, label: 'New password' },
        }),

  emailChangeConfirm: (locale: Locale, newEmail: string, url: string) =>
    locale === 'de'
      ? render(locale, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse', {
          paragraphs: [
            `Für Ihr Kundenkonto wurde die neue E-Mail-Adresse ${newEmail} angegeben. Bitte bestätigen Sie sie mit dem folgenden Link (24 Stunden gültig); erst dann wird sie übernommen. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.`,
          ],
          link: { href: url, label: 'Neue E-Mail-Adresse bestätigen' },
        })
      : render(locale, 'Please confirm your new e-mail address', {
          paragraphs: [
            `The new e-mail address ${newEmail} was entered for your customer account. Please confirm it with the link below (valid for 24 hours); only then does it take effect. If this was not you, ignore this e-mail.`,
          ],
          link: { href: url, label: 'Confirm new e-mail address' },
        }),

  emailChangeRequested: (locale: Locale, newEmail: string) =>
    locale === 'de'
      ? render(locale, 'Änderung Ihrer E-Mail-Adresse angefordert', {
          paragraphs: [
            `Für Ihr Kundenkonto wurde die Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Sie wird erst wirksam, wenn der Link in der E-Mail an die neue Adresse bestätigt wird. Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort.`,
          ],
        })
      : render(locale, 'Change of your e-mail address requested', {
          paragraphs: [
            `A change of your account's e-mail address to ${newEmail} was requested. It takes effect only when the link in the e-mail to the new address is confirmed. If this was not you, please change your password.`,
          ],
        }),

  emailTaken: (locale: Locale, loginUrl: string) =>
    locale === 'de'
      ? render(locale, 'Diese E-Mail-Adresse hat bereits ein Kundenkonto', {
          paragraphs: [
            'Jemand wollte diese E-Mail-Adresse für ein anderes Kundenkonto eintragen. Sie gehört aber bereits zu einem Konto, daher wurde nichts geändert. Wenn Sie das waren, melden Sie sich mit dieser Adresse an.',
          ],
          link: { href: loginUrl, label: 'Anmelden' },
        })
      : render(locale, 'This e-mail address already has a customer account', {
          paragraphs: [
            'Someone tried to enter this e-mail address for another customer account. It already belongs to an account, so nothing was changed. If this was you, log in with this address.',
          ],
          link: { href: loginUrl, label: 'Log in' },
        }),
}

/** Storefront links in e-mails: German pages without prefix, English under /en. */
export function storefrontUrl(baseUrl: string, locale: Locale, pathAndQuery: string): string {
  return `${baseUrl}${locale === 'en' ? '/en' : ''}${pathAndQuery}`
}
