import type { PageBlockResolvers } from '../__generated__/resolvers-types'

const blockTypes = {
  richText: 'RichTextBlock',
  faq: 'FaqBlock',
  gallery: 'GalleryBlock',
  list: 'ListBlock',
  downloads: 'DownloadsBlock',
  contact: 'ContactBlock',
} as const

export const PageBlock: PageBlockResolvers = {
  __resolveType: (block) => blockTypes[block.type],
}
