import type { PressReleaseArticle_ReleaseFragment } from '../../__generated__/graphql'
import { intlLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { canonicalPath } from '../../routing/routes'

// The company logo the hub draws (hub/src/db/seed/artwork.ts), same-origin through /media.
const COMPANY_LOGO = '/media/company-logo.svg'
const BRAND = 'Schaufenster Software'

/** schema.org NewsArticle of a press release, for search engines (issue 24, point 4). */
export function newsArticleJsonLd(
  siteUrl: string,
  release: PressReleaseArticle_ReleaseFragment,
  path: string,
  locale: SiteLocale,
) {
  const url = `${siteUrl}${path}`
  const publisher = {
    '@type': 'Organization',
    name: BRAND,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}${COMPANY_LOGO}` },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: release.title,
    description: release.lead,
    datePublished: release.publishedOn,
    inLanguage: intlLocale[locale],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [`${siteUrl}${release.product?.icon.url ?? COMPANY_LOGO}`],
    author: publisher,
    publisher,
    ...(release.product
      ? {
          about: {
            '@type': 'SoftwareApplication',
            name: release.product.name,
            url: `${siteUrl}${canonicalPath(release.product.paths, locale)}`,
          },
        }
      : {}),
  }
}
