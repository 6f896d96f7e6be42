import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import type { SSRConfig } from 'next-i18next/pages'
import type { CustomerSummary } from '../account/customer-summary'
import { webServerConfig } from '../config/server-config'
import type { ThirdPartyConfig } from '../consent/ThirdPartyScripts'
import { nextI18NextConfig, type SiteLocale } from '../i18n/next-i18next-config'

/** What every page hands to `_app`: texts, the site origin, and its URLs per language. */
export interface SitePageProps extends Partial<SSRConfig> {
  siteUrl?: string
  /** Third-party scripts the page may load once the visitor consents. */
  thirdParty?: ThirdPartyConfig
  /**
   * A page an e-mailed secret link opens (components/links/link-page-props.ts): no
   * optional third-party script runs on it, whatever the consent.
   */
  privateLink?: true
  /** The page's path in each language, without prefix; from the route table when absent. */
  alternates?: Record<SiteLocale, string> | null
  /**
   * Per-visitor pages only: the logged-in customer (account pages) or null (the login
   * page). Absent on every shared page, whose header asks the gateway after hydration.
   */
  customer?: CustomerSummary | null
}

/** The props every page needs, for its `getStaticProps` or `getServerSideProps`. */
export async function basePageProps(
  locale: SiteLocale,
  namespaces: string[] = ['common'],
): Promise<SitePageProps> {
  const translations = await serverSideTranslations(
    locale,
    [...new Set(['common', ...namespaces])],
    nextI18NextConfig,
  )
  const config = webServerConfig()
  return {
    ...translations,
    siteUrl: config.SITE_URL,
    thirdParty: {
      tagManagerId: config.TAG_MANAGER_ID || null,
      tagManagerOrigin: config.TAG_MANAGER_ORIGIN.replace(/\/+$/, ''),
      affiliateScriptUrl: config.AFFILIATE_SCRIPT_URL || null,
    },
  }
}
