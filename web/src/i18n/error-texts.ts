import type { SiteLocale } from './next-i18next-config'

/**
 * The texts of the error pages (spec §8). Kept here rather than in the
 * translation files: the error page must render even when loading those fails.
 */
export const errorTexts = {
  de: {
    headline: 'Ooops! Da ist etwas schiefgelaufen …',
    notFound: 'Diese Seite konnte nicht gefunden werden',
    serverError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es in einem Moment erneut.',
    errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    home: 'Zurück zur Startseite',
    pageNotFound:
      'Leider konnten wir die gesuchte Seite nicht finden. In wenigen Sekunden leiten wir Sie automatisch zu unserer Startseite weiter.',
    redirectIn: 'Weiterleitung in {{seconds}} Sekunden …',
  },
  en: {
    headline: 'Ooops! Something went wrong...',
    notFound: 'This page could not be found',
    serverError: 'An error occurred. Please try again in a moment.',
    errorPageFailed: 'An error occurred while showing the error page',
    home: 'Go back to home',
    pageNotFound:
      "Sorry, but we couldn't find the page you were looking for. In a few seconds, we will automatically redirect you to our homepage.",
    redirectIn: 'Redirecting in {{seconds}} seconds …',
  },
} as const satisfies Record<SiteLocale, Record<string, string>>
