import { intlLocale, type SiteLocale } from '../i18n/next-i18next-config'
import { numberFormat } from './intl-formats'

/** A download's size as the page's language writes it: `1,2 MB` / `1.2 MB`, `860 kB`. */
export function formatFileSize(bytes: number, locale: SiteLocale): string {
  const megabytes = bytes / 1_000_000
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1000, 'kilobyte']
  return numberFormat(intlLocale[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value >= 10 ? 0 : 1,
  }).format(Math.max(value, unit === 'kilobyte' ? 1 : 0))
}
