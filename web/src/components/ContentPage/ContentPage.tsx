import Head from 'next/head'
import type { ComponentType } from 'react'
import { pageRouteForPage } from '../../routing/routes'
import type { ContentPageProps } from '../../routing/static-props'
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

/**
 * A page whose title and content blocks come from the hub (`page(path)`), rendered from the
 * props of contentPageStaticProps: no Apollo Client in its first load (decision 0020).
 */
export function createContentPage(
  page: string,
  options: ContentPageOptions = {},
): SitePage<ContentPageProps> {
  const route = pageRouteForPage(page)
  if (!route) throw new Error(`No route for page ${page}`)
  const After = options.after
  function ContentPage({ content }: ContentPageProps) {
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
