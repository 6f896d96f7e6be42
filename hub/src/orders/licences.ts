import { randomBytes } from 'node:crypto'

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
