import type { Locale } from '@schaufenster/validation'
import { HttpError } from '../http/errors'

// What the reviews routes answer a visitor, in both languages.

const TEXT = {
  // Unknown, not yet published and rejected reviews alike: nothing to report.
  notFound: {
    de: 'Diese Bewertung gibt es nicht (mehr).',
    en: 'This review does not exist (any more).',
  },
} as const satisfies Record<string, Record<Locale, string>>

export const reviewNotFound = (locale: Locale) =>
  new HttpError(404, 'NOT_FOUND', TEXT.notFound[locale])
