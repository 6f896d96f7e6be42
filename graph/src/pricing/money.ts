// Money is carried as integer minor units (2999 = 29.99) everywhere; every currency the
// shop sells in (EUR, USD, GBP, CHF) has two decimals, so one minor unit is 1/100 of the
// major unit. Only the formulas of spec §9 work in major units, and they convert at their
// edges with `toMajor` and `toMinor`.

export const MINOR_PER_MAJOR = 100

/**
 * The one rounding function of the shop: half away from zero (1.005 → 1.01, −2.5 → −3).
 * The value is shifted by decimal exponent rather than multiplied, so binary fractions such
 * as 1.005 (really 1.00499…) round the way a person reading the decimal would expect.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`)
  const magnitude = Math.abs(value)
  const text = String(magnitude)
  const shifted = text.includes('e') ? magnitude * 10 ** decimals : Number(`${text}e${decimals}`)
  const rounded = Math.floor(shifted + 0.5)
  const result = Number(`${rounded}e-${decimals}`)
  return value < 0 && result !== 0 ? -result : result
}

/** Minor units to major units (2999 → 29.99). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR
}

/** Major units to whole minor units, rounding half away from zero (29.995 → 3000). */
export function toMinor(major: number): number {
  return Math.round(roundHalfAwayFromZero(major, 2) * MINOR_PER_MAJOR)
}
