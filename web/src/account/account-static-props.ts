import type { GetStaticPropsResult } from 'next'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../routing/page-props'
import { ACCOUNT_NAMESPACES } from './customer-summary'

/** The account pages that are the same for everyone (register, forgot password). */
export async function accountStaticProps(
  locale: string | undefined,
): Promise<GetStaticPropsResult<SitePageProps>> {
  return { props: await basePageProps(toSiteLocale(locale), ACCOUNT_NAMESPACES) }
}
