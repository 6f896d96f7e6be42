import type { UserConfig } from 'next-i18next/pages'

export const locales = ['de', 'en'] as const
export type SiteLocale = (typeof locales)[number]
export const defaultLocale: SiteLocale = 'de'

/** The BCP 47 tag every Intl formatter of a site language uses (spec §3: de-DE, en-US). */
export const intlLocale: Record<SiteLocale, string> = { de: 'de-DE', en: 'en-US' }

/** Spec §8: a missing translation is a console warning only; the key's fallback is shown. */
export function warnMissingTranslation(key: string, defaultValue?: string): string {
  console.warn(`Missing translation: ${key}`)
  return defaultValue ?? key
}

/** next-i18next's configuration, passed explicitly so no config file lookup is needed. */
export const nextI18NextConfig: UserConfig = {
  i18n: { locales: [...locales], defaultLocale },
  // Resolved against the working directory: Next always runs inside web/.
  localePath: './public/locales',
  // No fallback language: each page carries its own language's texts only (issue 22: English
  // pages carried the German ones too, 13 kB of every English page's HTML). Every key exists
  // in both languages (tests/unit/web/translations.test.ts); a missing one still warns.
  fallbackLng: false,
  reloadOnPrerender: false,
  // A missing key shows its fallback and warns; it never breaks a page.
  parseMissingKeyHandler: warnMissingTranslation,
  // _app passes this config itself; it holds a function, which props cannot carry.
  serializeConfig: false,
}

export function toSiteLocale(locale: string | undefined): SiteLocale {
  return locale === 'en' ? 'en' : 'de'
}
