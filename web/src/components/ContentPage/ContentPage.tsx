import Head from 'next/head'
import { useRouter } from 'next/router'
import type { ComponentType } from 'react'
import { useContentPageQuery } from '../../__generated__/graphql'
import { toSiteLocale } from '../../i18n/next-i18next-config'
import { pageRouteForPage } from '../../routing/routes'
import type { LayoutName, SitePage } from '../Layout/layouts'
import { PageBlocks } from '../PageBlocks/PageBlocks'
import styles from './ContentPage.module.css'

interface ContentPageOptions {
  layout?: LayoutName
  /** Shown below the content blocks (e.g. the newsletter sign-up). */
  after?: ComponentType
}

/** The page's heading: its SEO title without the brand suffix (`Über uns – Schaufenster …`). */
export function pageHeading(metaTitle: string): string {
  return metaTitle.split(' – ')[0] ?? metaTitle
}

/** A page whose title and content blocks come from the hub (`page(path)`). */
export function createContentPage(page: string, options: ContentPageOptions = {}): SitePage {
  const route = pageRouteForPage(page)
  if (!route) throw new Error(`No route for page ${page}`)
  const After = options.after
  function ContentPage() {
    const locale = toSiteLocale(useRouter().locale)
    const { data } = useContentPageQuery({ variables: { path: route!.paths[locale], locale } })
    const content = data?.page
    if (!content) return null
    return (
      <>
        <Head>
          <title>{content.meta.title}</title>
          <meta name="description" content={content.meta.description} />
        </Head>
        <article className={styles.article}>
          <h1>{pageHeading(content.meta.title)}</h1>
          <PageBlocks blocks={content.blocks} />
          {After ? <After /> : null}
        </article>
      </>
    )
  }
  ContentPage.layout = options.layout ?? 'default'
  return ContentPage
}
