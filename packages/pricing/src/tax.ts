import { exactDecimal, roundQuotientHalfAwayFromZero } from './money'

// Spec §9: "Currency rounding 3 decimals for tax: tax = gross − gross / (100 + rate) × 100"
// and "Unit price: amount without tax, rounded to the nearest currency unit". So, in major
// units, tax₃ = round₃(gross − gross / (100 + rate) × 100) and net = round₂(gross − tax₃);
// the tax in whole minor units is what is left, gross − net, so net + tax = gross for every
// amount. (Rounding tax₃ to cents first and subtracting is one cent off whenever the third
// decimal of tax₃ is 5: 9.99 at 19 % has tax₃ 1.595 and net 8.40, tax 1.59 — not 8.39/1.60.)
// Everything is exact integer arithmetic: gross in minor units, the rate as a decimal
// fraction, halves away from zero. Amounts are gross (tax included).

/** Thousandths of the major unit per minor unit (two-decimal currencies). */
const THOUSANDTHS_PER_MINOR = 10n

function checkedGross(grossMinor: number): bigint {
  if (!Number.isSafeInteger(grossMinor)) {
    throw new RangeError(`Gross amount ${grossMinor} is not a whole number of minor units`)
  }
  return BigInt(grossMinor)
}

function checkedRate(ratePercent: number): { digits: bigint; scale: bigint } {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`VAT rate ${ratePercent} is not a non-negative number`)
  }
  const { digits, scale } = exactDecimal(ratePercent)
  return { digits, scale: 10n ** BigInt(scale) }
}

/**
 * tax₃ of a gross amount in thousandths of the major unit (29.99 at 19 % → 4788). With the
 * rate r = digits / scale: gross − gross·100/(100 + r) = gross·r/(100 + r), exactly.
 */
export function taxOfGrossThousandths(grossMinor: number, ratePercent: number): number {
  const gross = checkedGross(grossMinor) * THOUSANDTHS_PER_MINOR
  const rate = checkedRate(ratePercent)
  return Number(roundQuotientHalfAwayFromZero(gross * rate.digits, 100n * rate.scale + rate.digits))
}

/** The §9 tax of a gross amount, in major units rounded to 3 decimals (29.99 at 19 % → 4.788). */
export function taxOfGrossMajor(grossMinor: number, ratePercent: number): number {
  return taxOfGrossThousandths(grossMinor, ratePercent) / 1000
}

/** §9 net (unit price): round₂(gross − tax₃), in minor units (9.99 at 19 % → 840). */
export function netOfGross(grossMinor: number, ratePercent: number): number {
  const grossThousandths = checkedGross(grossMinor) * THOUSANDTHS_PER_MINOR
  const tax = BigInt(taxOfGrossThousandths(grossMinor, ratePercent))
  return Number(roundQuotientHalfAwayFromZero(grossThousandths - tax, THOUSANDTHS_PER_MINOR))
}

/** The tax of a gross amount in whole minor units: gross − net (9.99 at 19 % → 159). */
export function taxOfGross(grossMinor: number, ratePercent: number): number {
  return grossMinor - netOfGross(grossMinor, ratePercent)
}

export interface GrossSplit {
  grossMinor: number
  netMinor: number
  taxMinor: number
}

export function splitGross(grossMinor: number, ratePercent: number): GrossSplit {
  const netMinor = netOfGross(grossMinor, ratePercent)
  return { grossMinor, netMinor, taxMinor: grossMinor - netMinor }
}
