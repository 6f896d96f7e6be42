import { roundHalfAwayFromZero, toMajor, toMinor } from './money'

// Spec §9: tax = gross − gross / (100 + rate) × 100, rounded to 3 decimals. Amounts are
// gross (tax included), so tax is always the share contained in a gross amount.

/** The §9 tax of a gross amount, in major units rounded to 3 decimals (29.99 at 19 % → 4.788). */
export function taxOfGrossMajor(grossMinor: number, ratePercent: number): number {
  if (ratePercent < 0) throw new RangeError(`VAT rate ${ratePercent} is negative`)
  const gross = toMajor(grossMinor)
  return roundHalfAwayFromZero(gross - (gross / (100 + ratePercent)) * 100, 3)
}

/** The tax of a gross amount in whole minor units: the §9 value rounded on to cents (4.788 → 479). */
export function taxOfGross(grossMinor: number, ratePercent: number): number {
  return toMinor(taxOfGrossMajor(grossMinor, ratePercent))
}

/** The net amount of a gross amount: gross minus its tax in cents, so net + tax = gross exactly. */
export function netOfGross(grossMinor: number, ratePercent: number): number {
  return grossMinor - taxOfGross(grossMinor, ratePercent)
}

export interface GrossSplit {
  grossMinor: number
  netMinor: number
  taxMinor: number
}

export function splitGross(grossMinor: number, ratePercent: number): GrossSplit {
  const taxMinor = taxOfGross(grossMinor, ratePercent)
  return { grossMinor, netMinor: grossMinor - taxMinor, taxMinor }
}
