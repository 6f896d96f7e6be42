/**
 * The arithmetic of the analysts' bar charts (ConversionChart.tsx): pure functions, so the
 * SVG is drawn on the server without any chart library and the numbers are unit-tested.
 */

/** A "nice" tick step (1, 2 or 5 times a power of ten) at least as large as `rough`. */
export function niceStep(rough: number): number {
  if (!Number.isFinite(rough) || rough <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  // A float division can land a hair above 1, 2 or 5 (0.3 / 0.1 = 2.9999…): round it first.
  const rounded = Math.round(fraction * 1e9) / 1e9
  const nice = rounded <= 1 ? 1 : rounded <= 2 ? 2 : rounded <= 5 ? 5 : 10
  return nice * power
}

/**
 * Axis ticks from 0 to the first nice value at or above `max`, about `target` steps.
 * Whole numbers only when `integer` (counts of orders: no tick at 0.5 orders).
 */
export function niceTicks(max: number, target = 5, integer = false): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0
  let step = niceStep(top / Math.max(1, target))
  if (integer) step = Math.max(1, Math.round(step))
  if (top === 0) return [0, step]
  const steps = Math.ceil(top / step - 1e-9)
  // Multiplying (not adding up) keeps 0.1-steps free of accumulated float error.
  return Array.from({ length: steps + 1 }, (_, index) => roundTo(index * step, step))
}

function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number(value.toFixed(decimals))
}

/** Maps 0…domainMax onto 0…size (pixels from the baseline); a zero domain maps all to 0. */
export function linearScale(domainMax: number, size: number): (value: number) => number {
  if (!(domainMax > 0)) return () => 0
  return (value) => (Math.max(0, Math.min(value, domainMax)) / domainMax) * size
}

export interface BandLayout {
  /** Distance from one band's start to the next. */
  step: number
  /** Width of a band (the bar), the step less its gap. */
  bandWidth: number
  /** Start of band `index`, from the plot's left edge. */
  x(index: number): number
}

/** `count` equal bands across `width`, each with `gapRatio` of its step left empty. */
export function bandLayout(count: number, width: number, gapRatio = 0.2): BandLayout {
  const step = count > 0 ? width / count : width
  const gap = step * Math.min(Math.max(gapRatio, 0), 0.9)
  return { step, bandWidth: step - gap, x: (index) => index * step + gap / 2 }
}

/** Every how many bands an axis label fits, so at most `maxLabels` are written. */
export function labelStride(count: number, maxLabels: number): number {
  if (count <= 0 || maxLabels <= 0) return 1
  return Math.max(1, Math.ceil(count / maxLabels))
}
