import { toSiteLocale } from '../../i18n/next-i18next-config'
import { basePageProps } from '../../routing/page-props'

/** The UI text namespaces every form page loads. */
export const FORM_NAMESPACES = ['common', 'forms', 'validation']

export function formTranslations(locale: string | undefined) {
  return basePageProps(toSiteLocale(locale), FORM_NAMESPACES)
}
