import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { licences, orderItems } from '../db/schema-orders'
import { editionCovers, editionOfLine } from '../downloads/editions'

// 32 letters and digits without the look-alikes 0/O and 1/I, so a byte's low five bits
// pick one without bias.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random licence key `SCHF-XXXX-XXXX-XXXX-XXXX` (80 bits). */
export function newLicenceKey(): string {
  const bytes = randomBytes(16)
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31])
  const groups = [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join(''))
  return `SCHF-${groups.join('-')}`
}

export const LICENCE_KEY_PATTERN = /^SCHF(-[A-HJ-NP-Z2-9]{4}){4}$/

/**
 * Whether the licence exists, is one for the product and its edition entitles to the file's
 * version (a download link's licence check): a Plus file needs a licence bought as Plus.
 */
export async function licenceCovers(
  db: Pick<HubDb, 'select'>,
  licenceId: string,
  productId: number,
  version: string,
): Promise<boolean> {
  const [row] = await db
    .select({ modifications: orderItems.modifications })
    .from(licences)
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(and(eq(licences.id, licenceId), eq(licences.productId, productId)))
  return row !== undefined && editionCovers(editionOfLine(row.modifications), version)
}
