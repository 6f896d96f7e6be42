import type { GetStaticProps } from 'next'
import { toSiteLocale } from '../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from './page-props'

/**
 * `getStaticProps` of the cart pages: only their texts; the cart itself lives in the
 * browser and is read from the gateway there.
 */
export function cartPageStaticProps(namespaces: string[] = []): GetStaticProps<SitePageProps> {
  return async ({ locale }) => ({
    props: await basePageProps(toSiteLocale(locale), ['cart', ...namespaces]),
  })
}
