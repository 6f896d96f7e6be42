import type { DownloadsBlockResolvers } from '../__generated__/resolvers-types'

export const DownloadsBlock: DownloadsBlockResolvers = {
  downloads: (block) => block.items,
}
