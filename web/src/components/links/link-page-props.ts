import type { SiteLocale } from '../../i18n/next-i18next-config'
import { basePageProps } from '../../routing/page-props'

/**
 * The props of a page whose address carried a secret token: like every page's, but marked
 * private and without the third-party configuration, so no tag manager or affiliate
 * script ever runs on it, whatever the visitor consented to (issue 18 §13).
 */
export async function privateLinkPageProps(locale: SiteLocale, namespaces: string[]) {
  const { thirdParty: _none, ...props } = await basePageProps(locale, namespaces)
  return { ...props, privateLink: true as const }
}
