import type { GetStaticPaths, GetStaticProps } from 'next'
import {
  ContentPageDocument,
  PressKitsDocument,
  PressReleaseDocument,
  PressReleasesDocument,
  type ContentPageQuery,
  type ContentPageQueryVariables,
  type PressKitsQuery,
  type PressKitsQueryVariables,
  type PressReleaseQuery,
  type PressReleaseQueryVariables,
  type PressReleasesQuery,
  type PressReleasesQueryVariables,
} from '../../__generated__/graphql'
import { webServerConfig } from '../../config/server-config'
import { toSiteLocale, type SiteLocale } from '../../i18n/next-i18next-config'
import { basePageProps, type SitePageProps } from '../../routing/page-props'
import { pageQuery } from '../../routing/page-query'
import { pageRouteForPage, pressReleasePaths } from '../../routing/routes'
import type { ContentPageProps } from '../../routing/static-props'

// The press pages' data (issue 24, point 4), as props: each page renders from them with no
// Apollo Client in the browser (decisions 0020, 0026), is generated on its first visit and
// regenerated in the background like the catalog pages. Server-only: pages export these as
// their getStaticProps/getStaticPaths, never import them into a component.

export interface PressPageProps extends ContentPageProps {
  releases: PressReleasesQuery['pressReleases']
}

export interface PressDownloadsPageProps extends ContentPageProps {
  kits: PressKitsQuery['pressKits']
}

export interface PressReleasePageProps extends SitePageProps {
  release: NonNullable<PressReleaseQuery['pressRelease']>
}

// Slugs are lowercase words with hyphens (hub/src/press/params.ts); anything else is no release.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function contentPage(page: string, locale: SiteLocale) {
  const route = pageRouteForPage(page)
  if (!route) throw new Error(`No route for page ${page}`)
  return pageQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, {
    path: route.paths[locale],
    locale,
  })
}

/** The press page: its content blocks (intro, facts, contact) and every release. */
export const pressPageStaticProps: GetStaticProps<PressPageProps> = async ({ locale }) => {
  const siteLocale = toSiteLocale(locale)
  const revalidate = webServerConfig().REVALIDATE_SECONDS
  const [baseProps, content, releases] = await Promise.all([
    basePageProps(siteLocale, ['press']),
    contentPage('/press', siteLocale),
    pageQuery<PressReleasesQuery, PressReleasesQueryVariables>(PressReleasesDocument, {
      locale: siteLocale,
    }),
  ])
  if (!content.page) return { notFound: true, revalidate }
  return {
    props: { ...baseProps, content: content.page, releases: releases.pressReleases },
    revalidate,
  }
}

/** The press downloads: the kits, then the content blocks (logos, icons, contact). */
export const pressDownloadsStaticProps: GetStaticProps<PressDownloadsPageProps> = async ({
  locale,
}) => {
  const siteLocale = toSiteLocale(locale)
  const revalidate = webServerConfig().REVALIDATE_SECONDS
  const [baseProps, content, kits] = await Promise.all([
    basePageProps(siteLocale, ['press']),
    contentPage('/press-downloads', siteLocale),
    pageQuery<PressKitsQuery, PressKitsQueryVariables>(PressKitsDocument, { locale: siteLocale }),
  ])
  if (!content.page) return { notFound: true, revalidate }
  return { props: { ...baseProps, content: content.page, kits: kits.pressKits }, revalidate }
}

/** Releases are rendered on their first visit and then kept, like product pages. */
export const pressReleaseStaticPaths: GetStaticPaths = async () => ({
  paths: [],
  fallback: 'blocking',
})

/**
 * A release's page, by its slug in either language (so an address in the other language
 * works, and the language switch leads to the translated slug); no such release is a 404.
 */
export const pressReleaseStaticProps: GetStaticProps<PressReleasePageProps> = async ({
  params,
  locale,
}) => {
  const revalidate = webServerConfig().REVALIDATE_SECONDS
  const slug = typeof params?.['slug'] === 'string' ? params['slug'] : ''
  if (slug.length > 200 || !SLUG.test(slug)) return { notFound: true, revalidate }
  const siteLocale = toSiteLocale(locale)
  const [baseProps, data] = await Promise.all([
    basePageProps(siteLocale, ['press']),
    pageQuery<PressReleaseQuery, PressReleaseQueryVariables>(PressReleaseDocument, {
      slug,
      locale: siteLocale,
    }),
  ])
  if (!data.pressRelease) return { notFound: true, revalidate }
  return {
    props: {
      ...baseProps,
      release: data.pressRelease,
      alternates: pressReleasePaths(data.pressRelease.slugs),
    },
    revalidate,
  }
}
