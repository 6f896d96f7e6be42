import type { SiteLocale } from '../../i18n/next-i18next-config'
import { intlLocale } from '../../i18n/next-i18next-config'
import type { Company } from '../../legal/company'

/** The country's name in the page's language (`DE` → Deutschland / Germany). */
export function countryName(countryCode: string, locale: SiteLocale): string {
  try {
    return (
      new Intl.DisplayNames([intlLocale[locale]], { type: 'region' }).of(countryCode) ?? countryCode
    )
  } catch {
    return countryCode
  }
}

/** `Musterstraße 1, 04109 Leipzig, Deutschland`: the postal address on one line. */
export function addressLine(company: Company, locale: SiteLocale): string {
  return `${company.street}, ${company.postalCode} ${company.city}, ${countryName(company.countryCode, locale)}`
}

/** The values every legal text may interpolate (`{{name}}`, `{{address}}`, …). */
export function companyValues(company: Company, locale: SiteLocale) {
  return {
    name: company.name,
    address: addressLine(company, locale),
    email: company.email,
    phone: company.phone,
    // Company data is shown as text by React; i18next must not HTML-escape it as well.
    interpolation: { escapeValue: false },
  }
}
