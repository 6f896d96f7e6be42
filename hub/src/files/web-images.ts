import { createHash } from 'node:crypto'
import { renderArtwork, type Artwork } from '../db/seed/artwork'
import { drawArtwork } from './raster'

// The artwork as the pages need it (issue 24): every picture is drawn as SVG from the seed,
// and the screenshots and press logos are also offered as WebP in the widths a page's
// `srcset` names, so a phone loads a 480-pixel picture and not a 1280-pixel drawing full of
// text to lay out. `product-1-screen-1-de-960w.webp` is `product-1-screen-1-de.svg` drawn 960
// pixels wide. Drawing takes tens of milliseconds (files/raster.ts), so the answers are kept
// in memory: a picture never changes while the hub runs (the seed draws it).

/** The widths a page may ask for; anything else is no picture (and no way to make us draw). */
export const WEB_IMAGE_WIDTHS = [240, 320, 480, 640, 960, 1280, 1920] as const

const RASTER_NAME = /^([a-z0-9-]+?)-(\d{3,4})w\.webp$/
/** Pictures that are drawings with text in them; icons stay vector (SVG) at every size. */
const RASTERIZED = /^(product-\d{1,6}-screen-\d-(?:de|en)|press-logo-\d|company-logo)$/

export interface WebImage {
  body: Buffer
  contentType: string
  etag: string
}

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

const MAX_CACHE_BYTES = 48 * 1024 * 1024
const cache = new Map<string, Promise<WebImage>>()
let cachedBytes = 0

async function draw(artwork: Artwork, width: number): Promise<WebImage> {
  const height = Math.round((artwork.height * width) / artwork.width)
  const body = await drawArtwork(artwork, width, height, (image) =>
    image.webp({ quality: 82, effort: 4 }),
  )
  return { body, contentType: 'image/webp', etag: etagOf(body) }
}

/** A picture by its file name: the SVG, or a WebP of a drawing at an allowed width; else null. */
export async function webImage(file: string): Promise<WebImage | null> {
  const raster = RASTER_NAME.exec(file)
  if (!raster) {
    const artwork = renderArtwork(file)
    if (!artwork) return null
    const body = Buffer.from(artwork.svg, 'utf8')
    return { body, contentType: 'image/svg+xml; charset=utf-8', etag: etagOf(body) }
  }
  const [, base, widthText] = raster
  const width = Number(widthText)
  if (!RASTERIZED.test(base!) || !(WEB_IMAGE_WIDTHS as readonly number[]).includes(width)) {
    return null
  }
  const artwork = renderArtwork(`${base}.svg`)
  if (!artwork) return null
  const known = cache.get(file)
  if (known) return known
  const drawn = draw(artwork, width)
  cache.set(file, drawn)
  drawn.then(
    (image) => {
      cachedBytes += image.body.length
      // Oldest first out while the cache is over its size (a Map keeps insertion order).
      for (const [key, entry] of cache) {
        if (cachedBytes <= MAX_CACHE_BYTES || key === file) break
        cache.delete(key)
        void entry.then((old) => (cachedBytes -= old.body.length))
      }
    },
    () => cache.delete(file),
  )
  return drawn
}
