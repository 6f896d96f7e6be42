import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import type { LayoutName, SitePage } from '../Layout/layouts'
import styles from './ContentPage.module.css'

/**
 * A page whose texts live under `pages.<key>` (title, intro). The catalog
 * issue replaces the intro with content blocks from the hub.
 */
export function createContentPage(key: string, layout: LayoutName = 'default'): SitePage {
  function ContentPage() {
    const { t } = useTranslation('pages')
    const title = t(`${key}.title`)
    return (
      <>
        <Head>
          <title>{`${title} – Schaufenster`}</title>
          <meta name="description" content={t(`${key}.intro`)} />
        </Head>
        <article className={styles.article}>
          <h1>{title}</h1>
          <p className={styles.intro}>{t(`${key}.intro`)}</p>
        </article>
      </>
    )
  }
  ContentPage.layout = layout
  return ContentPage
}
