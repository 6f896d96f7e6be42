// The e-mails of the forms, in the recipient's language, as HTML and plain text.

type Locale = 'de' | 'en'

export interface MailContent {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Block {
  paragraphs: string[]
  link?: { href: string; label: string }
  list?: string[]
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
    ...(block.link ? [`${block.link.label}: ${block.link.href}`] : []),
    signature[locale],
    ...(block.unsubscribe ? [`${unsubscribeLabel[locale]}: ${block.unsubscribe}`] : []),
  ].join('\n\n')
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(block.list
      ? [`<ul>${block.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`]
      : []),
    ...(block.link
      ? [`<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`]
      : []),
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

  newsletterWelcome: (locale: Locale, unsubscribeUrl: string) =>
    locale === 'de'
      ? render(locale, 'Willkommen beim Newsletter', {
          paragraphs: [
            'Ihre Anmeldung ist bestätigt. Als Abonnent erhalten Sie Rabatte von bis zu 70 % und 25 % auf Ihre nächste Bestellung.',
          ],
          unsubscribe: unsubscribeUrl,
        })
      : render(locale, 'Welcome to our newsletter', {
          paragraphs: [
            'Your subscription is confirmed. As a subscriber you get discounts of up to 70% and 25% off your next order.',
          ],
          unsubscribe: unsubscribeUrl,
        }),

  ticketConfirmation: (locale: Locale, ticketNumber: string, name: string) =>
    locale === 'de'
      ? render(locale, `Ihr Support-Ticket ${ticketNumber}`, {
          paragraphs: [
            `Hallo ${name},`,
            `wir haben Ihr Ticket mit der Nummer ${ticketNumber} erhalten. Wir antworten in der Regel innerhalb von 48 Stunden an Werktagen.`,
          ],
        })
      : render(locale, `Your support ticket ${ticketNumber}`, {
          paragraphs: [
            `Hello ${name},`,
            `we have received your ticket number ${ticketNumber}. We usually answer within 48 hours on weekdays.`,
          ],
        }),

  missingProgram: (locale: Locale, name: string) =>
    locale === 'de'
      ? render(locale, 'Ihre Anfrage zu einem fehlenden Programm', {
          paragraphs: [
            `Hallo ${name},`,
            'wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb von 48 Stunden an Werktagen.',
          ],
        })
      : render(locale, 'Your request about a missing program', {
          paragraphs: [
            `Hello ${name},`,
            'we have received your request and usually answer within 48 hours on weekdays.',
          ],
        }),

  activationCodes: (locale: Locale, codes: string[]) =>
    locale === 'de'
      ? render(locale, 'Ihre Aktivierungscodes', {
          paragraphs: ['Sie haben Ihre Aktivierungscodes angefordert:'],
          list: codes,
        })
      : render(locale, 'Your activation codes', {
          paragraphs: ['You asked for your activation codes:'],
          list: codes,
        }),

  pressContact: (locale: Locale, name: string) =>
    locale === 'de'
      ? render(locale, 'Ihre Presseanfrage', {
          paragraphs: [
            `Guten Tag ${name},`,
            'vielen Dank für Ihre Anfrage. Unsere Pressestelle meldet sich in Kürze bei Ihnen.',
          ],
        })
      : render(locale, 'Your press enquiry', {
          paragraphs: [
            `Dear ${name},`,
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

  orderConfirmation: (
    locale: Locale,
    order: { orderNumber: string; name: string; total: string; lines: string[]; orderUrl: string },
  ) =>
    locale === 'de'
      ? render(locale, `Ihre Bestellung ${order.orderNumber}`, {
          paragraphs: [
            `Hallo ${order.name},`,
            `vielen Dank für Ihre Bestellung ${order.orderNumber} über ${order.total} (inkl. MwSt.). Hier sind Ihre Lizenzschlüssel und Downloads:`,
            'Sie haben der sofortigen Bereitstellung der digitalen Inhalte zugestimmt und bestätigt, dass Ihr Widerrufsrecht damit erlischt.',
          ],
          list: order.lines,
          link: { href: order.orderUrl, label: 'Bestellung ansehen' },
        })
      : render(locale, `Your order ${order.orderNumber}`, {
          paragraphs: [
            `Hello ${order.name},`,
            `thank you for your order ${order.orderNumber} of ${order.total} (VAT included). Here are your licence keys and downloads:`,
            'You agreed to the immediate delivery of the digital content and acknowledged that your right of withdrawal lapses with it.',
          ],
          list: order.lines,
          link: { href: order.orderUrl, label: 'View your order' },
        }),
}

/** Storefront links in e-mails: German pages without prefix, English under /en. */
export function storefrontUrl(baseUrl: string, locale: Locale, pathAndQuery: string): string {
  return `${baseUrl}${locale === 'en' ? '/en' : ''}${pathAndQuery}`
}
