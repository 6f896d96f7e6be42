import type { Artwork } from '../db/seed/artwork'
import { drawArtwork } from '../files/raster'

// Pictures for print: the seed's SVG artwork drawn again at the size asked for (files/raster.ts),
// marked with the resolution a printer reads.

/** The resolution a printer reads from the PNG files (pHYs), dots per inch. */
export const PRINT_DPI = 300

/** `artwork` as a PNG of exactly `width` × `height` pixels, marked for print. */
export function rasterize(artwork: Artwork, width: number, height: number): Promise<Buffer> {
  return drawArtwork(artwork, width, height, (image) =>
    image.withDensity(PRINT_DPI).png({ compressionLevel: 9 }),
  )
}
