import type { GetStaticProps } from 'next'
import { CompanyDocument, type CompanyQuery } from '../__generated__/graphql'
import type { Company } from './company'
import { webServerConfig } from '../config/server-config'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../routing/page-props'
import { pageQuery } from '../routing/page-query'

export interface LegalPageProps extends SitePageProps {
  company: Company
}

/**
 * `getStaticProps` of the legal pages (Impressum, privacy policy, AGB, withdrawal policy):
 * their texts (`legal` namespace) and the seller's details from the hub, as props only, so the
 * pages load no Apollo Client. Regenerated in the background like every catalog page.
 */
export const legalPageStaticProps: GetStaticProps<LegalPageProps> = async ({ locale }) => {
  const [base, data] = await Promise.all([
    basePageProps(toSiteLocale(locale), ['legal']),
    pageQuery<CompanyQuery, Record<string, never>>(CompanyDocument, {}),
  ])
  return {
    props: { ...base, company: data.company },
    revalidate: webServerConfig().REVALIDATE_SECONDS,
  }
}
