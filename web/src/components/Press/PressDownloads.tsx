import Head from 'next/head'
import { PageBlocks } from '../PageBlocks/PageBlocks'
import { pressPageHeading } from './page-heading'
import type { ContentPageQuery, PressKitList_KitFragment } from '../../__generated__/graphql'
import { PressKitList } from './PressKitList'

/** The press downloads: the press kits first, then logos, icons and the named contact. */
export function PressDownloads({
  content,
  kits,
}: {
  content: NonNullable<ContentPageQuery['page']>
  kits: PressKitList_KitFragment[]
}) {
  return (
    <>
      <Head>
        <title>{content.meta.title}</title>
        <meta name="description" content={content.meta.description} />
      </Head>
      <h1>{pressPageHeading(content.meta.title)}</h1>
      <PressKitList kits={kits} />
      <PageBlocks blocks={content.blocks} />
    </>
  )
}
