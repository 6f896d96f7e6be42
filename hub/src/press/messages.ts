import type { Locale } from '@schaufenster/validation'

// What the press routes answer a bad or unknown request with, in the caller's language
// (the query's `locale` when it is one, else Accept-Language, else German).

type MessageKey = 'invalidQuery' | 'locale' | 'slug' | 'kitFile' | 'releaseNotFound' | 'kitNotFound'

export const PRESS_MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  de: {
    invalidQuery: 'Bitte prüfen Sie die Angaben in der Adresse',
    locale: 'locale muss „de“ oder „en“ sein (einmal angegeben)',
    slug: 'Der Name einer Pressemitteilung besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens 200 Zeichen)',
    kitFile:
      'Eine Pressemappe heißt „company.zip“, „unternehmen.zip“ oder „<Programmname>.zip“ (Kleinbuchstaben, Ziffern und Bindestriche)',
    releaseNotFound: 'Diese Pressemitteilung gibt es nicht',
    kitNotFound: 'Zu diesem Namen gibt es keine Pressemappe',
  },
  en: {
    invalidQuery: 'Please check the details in the address',
    locale: 'locale must be "de" or "en" (given once)',
    slug: 'A press release is named with lower-case letters, digits and dashes (at most 200 characters)',
    kitFile:
      'A press kit is named "company.zip", "unternehmen.zip" or "<program name>.zip" (lower-case letters, digits and dashes)',
    releaseNotFound: 'There is no such press release',
    kitNotFound: 'There is no press kit of that name',
  },
}
