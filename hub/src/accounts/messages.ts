import type { Locale } from '@schaufenster/validation'
import { HttpError } from '../http/errors'

// The account area's answers in the visitor's language.

const TEXT = {
  invalidCredentials: {
    de: 'E-Mail-Adresse oder Passwort ist nicht richtig. Haben Sie sich gerade registriert, bestätigen Sie bitte zuerst Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.',
    en: 'The e-mail address or password is not correct. If you just registered, please first confirm your e-mail address with the link in our e-mail.',
  },
  wrongPassword: {
    de: 'Das Passwort ist nicht richtig.',
    en: 'The password is not correct.',
  },
  notLoggedIn: {
    de: 'Bitte melden Sie sich an.',
    en: 'Please log in.',
  },
  invalidLink: {
    de: 'Dieser Link ist ungültig, wurde schon verwendet oder ist abgelaufen',
    en: 'This link is invalid, was already used or has expired',
  },
  notFound: {
    de: 'Nicht gefunden',
    en: 'Not found',
  },
  notPurchased: {
    de: 'Sie können nur Programme bewerten, die Sie bei uns gekauft haben.',
    en: 'You can only review programs you bought from us.',
  },
  sameEmail: {
    de: 'Das ist bereits die E-Mail-Adresse Ihres Kontos',
    en: 'This already is the e-mail address of your account',
  },
} as const satisfies Record<string, Record<Locale, string>>

export const accountText = (locale: Locale, key: keyof typeof TEXT) => TEXT[key][locale]

export const invalidCredentials = (
  locale: Locale,
  key: 'invalidCredentials' | 'wrongPassword' = 'invalidCredentials',
) => new HttpError(401, 'INVALID_CREDENTIALS', TEXT[key][locale])
export const notLoggedIn = (locale: Locale) =>
  new HttpError(401, 'UNAUTHORIZED', TEXT.notLoggedIn[locale])
export const invalidLink = (locale: Locale) =>
  new HttpError(404, 'NOT_FOUND', TEXT.invalidLink[locale])
export const notFound = (locale: Locale) => new HttpError(404, 'NOT_FOUND', TEXT.notFound[locale])
export const notPurchased = (locale: Locale) =>
  new HttpError(403, 'NOT_PURCHASED', TEXT.notPurchased[locale])
