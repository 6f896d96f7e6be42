import Head from 'next/head'
import type { SiteLocale } from '../../i18n/next-i18next-config'
import { canonicalPath, withLocalePrefix } from '../../routing/routes'

interface SeoHeadProps {
  siteUrl: string
  locale: SiteLocale
  alternates: Record<SiteLocale, string>
}

/**
 * One clean site for search engines: the canonical URL (German unprefixed,
 * English under /en) and hreflang alternates for de, en and x-default.
 */
export function SeoHead({ siteUrl, locale, alternates }: SeoHeadProps) {
  const german = `${siteUrl}${canonicalPath(alternates, 'de')}`
  const english = `${siteUrl}${withLocalePrefix(alternates.en, 'en')}`
  return (
    <Head>
      <link rel="canonical" href={locale === 'de' ? german : english} key="canonical" />
      <link rel="alternate" hrefLang="de" href={german} key="hreflang-de" />
      <link rel="alternate" hrefLang="en" href={english} key="hreflang-en" />
      <link rel="alternate" hrefLang="x-default" href={german} key="hreflang-x-default" />
    </Head>
  )
}
