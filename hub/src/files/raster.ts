import sharp, { type Sharp } from 'sharp'
import type { Artwork } from '../db/seed/artwork'

// The seed's SVG artwork drawn as a bitmap at the size asked for: the vectors and the text
// drawn at that density (librsvg inside sharp, with the machine's fonts, as a browser would),
// never an enlarged or shrunk bitmap. Pages (files/web-images.ts) and press kits
// (press/raster.ts) share one queue: drawing takes up to a second and some 16 MB per picture,
// so at most two are drawn at once in the whole hub, whatever is asked for at the same time.

const MAX_PARALLEL = 2
let drawing = 0
const waiting: (() => void)[] = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (drawing >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve))
  drawing += 1
  try {
    return await work()
  } finally {
    drawing -= 1
    waiting.shift()?.()
  }
}

/** `artwork` drawn at exactly `width` × `height` pixels, in the format `encode` chooses. */
export function drawArtwork(
  artwork: Artwork,
  width: number,
  height: number,
  encode: (image: Sharp) => Sharp,
): Promise<Buffer> {
  // At sharp's default density of 72 an SVG comes out one pixel per SVG unit; 72 × scale
  // draws the document `scale` times its size.
  const density = 72 * Math.max(width / artwork.width, height / artwork.height)
  return inTurn(() =>
    encode(
      sharp(Buffer.from(artwork.svg, 'utf8'), { density })
        // Rounding of the density can be a pixel off; the size is exact after this.
        .resize(width, height, { fit: 'fill' }),
    ).toBuffer(),
  )
}
