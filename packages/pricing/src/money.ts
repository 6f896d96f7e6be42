// Money is carried as integer minor units (2999 = 29.99) everywhere; every currency the
// shop sells in (EUR, USD, GBP, CHF) has two decimals, so one minor unit is 1/100 of the
// major unit. Only the formulas of spec §9 work in major units, and they convert at their
// edges with `toMajor` and `toMinor`.

export const MINOR_PER_MAJOR = 100

/**
 * A finite number as the exact decimal a person reads in it: `digits / 10^scale`
 * (8.1 → 81 / 10, 1e-7 → 1 / 10^7). The shortest text of a double is the decimal it was
 * written as, so 1.005 is 1005 / 1000 here, not the binary 1.00499… it really holds.
 */
export function exactDecimal(value: number): { digits: bigint; scale: number } {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot take ${value} as a decimal`)
  const [mantissa = '0', exponentText = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const exponent = Number(exponentText)
  const digits = BigInt(`${whole}${fraction}`)
  const scale = fraction.length - exponent
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

/**
 * THE rounding rule of the shop, on an exact fraction: numerator / denominator rounded to
 * a whole number, halves away from zero (5 / 2 → 3, −5 / 2 → −3). Every rounding of the
 * pricing module ends here, so no figure depends on binary floating point.
 */
export function roundQuotientHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Cannot divide by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  // floor(n / d + 1/2) = floor((2n + d) / 2d) for non-negative n and positive d.
  const magnitude = (2n * n + d) / (2n * d)
  return negative ? -magnitude : magnitude
}

/**
 * The one rounding function of the shop: half away from zero (1.005 → 1.01, −2.5 → −3), on
 * the decimal the number is written as (see `exactDecimal`), through the exact rule above.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Cannot round to ${decimals} decimals`)
  }
  const { digits, scale } = exactDecimal(value)
  const rounded = roundQuotientHalfAwayFromZero(
    digits * 10n ** BigInt(decimals),
    10n ** BigInt(scale),
  )
  const result = Number(`${rounded}e-${decimals}`)
  // −0.001 rounds to 0, not −0.
  return result === 0 ? 0 : result
}

/** Minor units to major units (2999 → 29.99). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR
}

/** Major units to whole minor units, rounding half away from zero (29.995 → 3000). */
export function toMinor(major: number): number {
  const { digits, scale } = exactDecimal(major)
  const minor = roundQuotientHalfAwayFromZero(
    digits * BigInt(MINOR_PER_MAJOR),
    10n ** BigInt(scale),
  )
  return Number(minor)
}
