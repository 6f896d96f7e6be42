import type { Locale } from '@schaufenster/validation'

// The landing pages of the forms under their name in each language (spec §2). German
// pages have no prefix; the router adds `/en` for English when given the locale.
const pages = {
  registered: { de: '/newsletter/angemeldet', en: '/newsletter/registered' },
  unsubscribed: { de: '/newsletter/abgemeldet', en: '/newsletter/unsubscribed' },
  ticketSent: { de: '/ticket/abgeschickt', en: '/ticket/sent' },
  activated: { de: '/aktiviert', en: '/activated' },
} as const

export type FormPage = keyof typeof pages

/** Path for `router.push(path, undefined, { locale })`: without the locale prefix. */
export function formPagePath(page: FormPage, locale: Locale): string {
  return pages[page][locale]
}

/** Full path for a server redirect: with the `/en` prefix for English. */
export function formPageUrl(page: FormPage, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}${pages[page][locale]}`
}
