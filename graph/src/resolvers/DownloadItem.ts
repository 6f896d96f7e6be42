import type { DownloadItemResolvers } from '../__generated__/resolvers-types'
import { downloadUrl, mediaUrl } from '../urls'

export const DownloadItem: DownloadItemResolvers = {
  url: (item) => (item.kind === 'image' ? mediaUrl(item.file) : downloadUrl(item.file)),
  image: (item) =>
    item.kind === 'image'
      ? { file: item.file, width: item.width ?? 0, height: item.height ?? 0, alt: item.title }
      : null,
}
