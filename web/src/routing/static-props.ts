import type { GetStaticProps } from 'next'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'

/** `getStaticProps` of a page that needs only its texts. */
export const contentPageStaticProps: GetStaticProps<SitePageProps> = async ({ locale }) => ({
  props: await basePageProps(toSiteLocale(locale), ['pages']),
})
