import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import { nextI18NextConfig, toSiteLocale } from '../../i18n/next-i18next-config'

/** The UI text namespaces every form page loads. */
export const FORM_NAMESPACES = ['common', 'forms', 'validation']

export function formTranslations(locale: string | undefined) {
  return serverSideTranslations(toSiteLocale(locale), FORM_NAMESPACES, nextI18NextConfig)
}
