import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import type { SSRConfig } from 'next-i18next/pages'
import type { ApolloPageProps } from '../apollo/create-apollo-client'
import { webServerConfig } from '../config/server-config'
import { nextI18NextConfig, type SiteLocale } from '../i18n/next-i18next-config'

/** What every page hands to `_app`: texts, the site origin, and its URLs per language. */
export interface SitePageProps extends ApolloPageProps, Partial<SSRConfig> {
  siteUrl?: string
  /** The page's path in each language, without prefix; from the route table when absent. */
  alternates?: Record<SiteLocale, string> | null
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
  return { ...translations, siteUrl: webServerConfig().SITE_URL }
}
