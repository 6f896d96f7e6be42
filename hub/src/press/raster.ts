import sharp from 'sharp'
import type { Artwork } from '../db/seed/artwork'

// Pictures for print: the seed's SVG artwork drawn again at the size asked for, not an
// enlarged bitmap (librsvg inside sharp draws the vectors and the text at that density, with
// the machine's fonts, as a browser would with its system fonts). One picture in print size
// takes about a second and some 16 MB while it is drawn, so at most two are drawn at once,
// whatever the number of kits asked for at the same time.

/** The resolution a printer reads from the PNG files (pHYs), dots per inch. */
export const PRINT_DPI = 300

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

/** `artwork` as a PNG of exactly `width` × `height` pixels, marked for print. */
export function rasterize(artwork: Artwork, width: number, height: number): Promise<Buffer> {
  // At sharp's default density of 72 an SVG comes out one pixel per SVG unit; 72 × scale
  // draws the document `scale` times its size.
  const density = 72 * Math.max(width / artwork.width, height / artwork.height)
  return inTurn(() =>
    sharp(Buffer.from(artwork.svg, 'utf8'), { density })
      // Rounding of the density can be a pixel off; the size is exact after this.
      .resize(width, height, { fit: 'fill' })
      .withDensity(PRINT_DPI)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  )
}
