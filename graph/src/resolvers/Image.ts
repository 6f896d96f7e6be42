import type { ImageResolvers } from '../__generated__/resolvers-types'
import { mediaUrl } from '../urls'

export const Image: ImageResolvers = {
  url: (image) => mediaUrl(image.file),
}
