import type { PromoBannerResolvers } from '../__generated__/resolvers-types'
import { downloadUrl } from '../urls'

export const PromoBanner: PromoBannerResolvers = {
  downloadUrl: (banner) => downloadUrl(banner.fileName),
}
