import type { UserConfig } from 'next-i18next/pages'

export const locales = ['de', 'en'] as const
export type SiteLocale = (typeof locales)[number]
export const defaultLocale: SiteLocale = 'de'

/** next-i18next's configuration, passed explicitly so no config file lookup is needed. */
export const nextI18NextConfig: UserConfig = {
  i18n: { locales: [...locales], defaultLocale },
  // Resolved against the working directory: Next always runs inside web/.
  localePath: './public/locales',
  fallbackLng: defaultLocale,
  reloadOnPrerender: false,
  // A missing key shows its fallback and warns; it never breaks a page.
  saveMissing: false,
}

export function toSiteLocale(locale: string | undefined): SiteLocale {
  return locale === 'en' ? 'en' : 'de'
}
