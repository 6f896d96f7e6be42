import { EMAIL_LABEL } from '@schaufenster/validation'
import type { SiteLocale } from '../../i18n/next-i18next-config'

/**
 * The e-mail field's label as shown above it, for the forms of catalog pages (newsletter box,
 * promotion claim): not through the forms' helpers (form-helpers.ts), whose table of every
 * field's label is no part of a catalog page's first load (issue 22).
 */
export function emailFieldLabel(locale: SiteLocale): string {
  const label = EMAIL_LABEL[locale]
  return label.charAt(0).toUpperCase() + label.slice(1)
}
