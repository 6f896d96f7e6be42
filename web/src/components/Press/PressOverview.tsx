import Head from 'next/head'
import Link from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type {
  ContentPageQuery,
  PressReleaseList_ReleaseFragment,
} from '../../__generated__/graphql'
import { PageBlocks } from '../PageBlocks/PageBlocks'
import { pressPageHeading } from './page-heading'
import { useLocalePath } from '../../routing/use-locale-path'
import { PressReleaseList } from './PressReleaseList'
import styles from './Press.module.css'

/**
 * The press page: the company in brief and the press releases, beside the facts, the named
 * press contact (the hub's content blocks after the first) and the way to the press kits.
 */
export function PressOverview({
  content,
  releases,
}: {
  content: NonNullable<ContentPageQuery['page']>
  releases: PressReleaseList_ReleaseFragment[]
}) {
  const { t } = useTranslation('press')
  const localePath = useLocalePath()
  const [intro, ...facts] = content.blocks
  return (
    <>
      <Head>
        <title>{content.meta.title}</title>
        <meta name="description" content={content.meta.description} />
      </Head>
      <h1>{pressPageHeading(content.meta.title)}</h1>
      <div className={styles.layout}>
        <div>
          {intro ? <PageBlocks blocks={[intro]} /> : null}
          <PressReleaseList releases={releases} />
        </div>
        <aside className={styles.aside} aria-label={t('aside.label')}>
          <PageBlocks blocks={facts} />
          <section aria-labelledby="press-downloads-teaser">
            <h2 id="press-downloads-teaser">{t('aside.downloadsHeading')}</h2>
            <p>{t('aside.downloadsText')}</p>
            <Link href={localePath('/press-downloads')}>{t('aside.downloadsLink')}</Link>
          </section>
        </aside>
      </div>
    </>
  )
}
