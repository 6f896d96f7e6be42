import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { JsonLd } from '../../../components/JsonLd/JsonLd'
import type { SitePage } from '../../../components/Layout/layouts'
import { newsArticleJsonLd } from '../../../components/Press/news-article'
import type { PressReleasePageProps } from '../../../components/Press/press-props'
import {
  pressReleaseStaticPaths,
  pressReleaseStaticProps,
} from '../../../components/Press/press-props'
import { PressReleaseArticle } from '../../../components/Press/PressReleaseArticle'
import { toSiteLocale } from '../../../i18n/next-i18next-config'
import { canonicalPath, pressReleasePaths } from '../../../routing/routes'

/**
 * A press release (issue 24, point 4): `/presse/mitteilungen/<slug>` and
 * `/en/press/releases/<slug>`, rendered from its props alone (no Apollo Client).
 */
const PressReleasePage: SitePage<PressReleasePageProps> = ({ release, siteUrl }) => {
  const { t } = useTranslation('common')
  const locale = toSiteLocale(useRouter().locale)
  const path = canonicalPath(pressReleasePaths(release.slugs), locale)
  return (
    <>
      <Head>
        <title>{`${release.title} – ${t('site.name')}`}</title>
        <meta name="description" content={release.lead} />
      </Head>
      {siteUrl ? <JsonLd data={newsArticleJsonLd(siteUrl, release, path, locale)} /> : null}
      <PressReleaseArticle release={release} />
    </>
  )
}

PressReleasePage.layout = 'press'

export default PressReleasePage
export const getStaticPaths = pressReleaseStaticPaths
export const getStaticProps = pressReleaseStaticProps
