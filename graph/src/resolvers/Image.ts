import type { ImageResolvers } from '../__generated__/resolvers-types'
import { mediaUrl } from '../urls'

/** The widths the hub draws a drawing in (hub/src/files/web-images.ts WEB_IMAGE_WIDTHS). */
const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const
/** Drawings with text (screenshots, logos) get WebP variants; icons stay SVG. */
const RASTERIZED = /^(product-\d{1,6}-screen-\d-(?:de|en)|press-logo-\d|company-logo)\.svg$/

export const Image: ImageResolvers = {
  url: (image) => mediaUrl(image.file),
  srcSet: (image) => {
    const base = RASTERIZED.exec(image.file)?.[1]
    if (!base) return null
    return SRCSET_WIDTHS.filter((width) => width <= Math.max(image.width, 640) * 1.5)
      .map((width) => `${mediaUrl(`${base}-${width}w.webp`)} ${width}w`)
      .join(', ')
  },
}
