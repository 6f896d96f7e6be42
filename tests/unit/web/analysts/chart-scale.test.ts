import { describe, expect, it } from 'vitest'
import {
  bandLayout,
  labelStride,
  linearScale,
  niceStep,
  niceTicks,
} from '../../../../web/src/analysts/chart-scale'

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1)
    expect(niceStep(1)).toBe(1)
    expect(niceStep(1.2)).toBe(2)
    expect(niceStep(3)).toBe(5)
    expect(niceStep(7)).toBe(10)
    expect(niceStep(23)).toBe(50)
    expect(niceStep(0.03)).toBeCloseTo(0.05)
    expect(niceStep(0.3 / 0.1 / 10)).toBeCloseTo(0.5)
  })

  it('answers 1 for nothing to divide', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(-4)).toBe(1)
    expect(niceStep(Number.NaN)).toBe(1)
  })
})

describe('niceTicks', () => {
  it('covers the maximum from zero in nice steps', () => {
    expect(niceTicks(206.66, 4)).toEqual([0, 100, 200, 300])
    expect(niceTicks(95, 5)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(8.4, 4)).toEqual([0, 5, 10])
  })

  it('keeps decimal steps exact', () => {
    expect(niceTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3])
  })

  it('ticks whole orders only when asked for integers', () => {
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2])
    expect(niceTicks(3, 4)).toEqual([0, 1, 2, 3])
    expect(niceTicks(1, 4)).toEqual([0, 0.5, 1])
    expect(niceTicks(1, 4, true)).toEqual([0, 1])
  })

  it('has an axis for an empty chart', () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(-1)).toEqual([0, 1])
  })

  it('always reaches the maximum with its last tick', () => {
    for (const max of [1, 3.3, 17, 99.99, 101, 1234.5, 50_000]) {
      const ticks = niceTicks(max, 4)
      expect(ticks[0]).toBe(0)
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max)
      expect(ticks.length).toBeLessThanOrEqual(6)
    }
  })
})

describe('linearScale', () => {
  it('maps the domain onto the pixels and clamps outside it', () => {
    const scale = linearScale(200, 100)
    expect(scale(0)).toBe(0)
    expect(scale(50)).toBe(25)
    expect(scale(200)).toBe(100)
    expect(scale(400)).toBe(100)
    expect(scale(-3)).toBe(0)
  })

  it('maps everything to the baseline for an empty domain', () => {
    expect(linearScale(0, 100)(5)).toBe(0)
  })
})

describe('bandLayout', () => {
  it('splits the width into equal bands with a gap each', () => {
    const bands = bandLayout(4, 400, 0.2)
    expect(bands.step).toBe(100)
    expect(bands.bandWidth).toBe(80)
    expect(bands.x(0)).toBe(10)
    expect(bands.x(3)).toBe(310)
    expect(bands.x(3) + bands.bandWidth).toBeLessThanOrEqual(400)
  })

  it('survives no bands', () => {
    expect(bandLayout(0, 400).step).toBe(400)
  })
})

describe('labelStride', () => {
  it('writes at most the given number of labels', () => {
    expect(labelStride(7, 8)).toBe(1)
    expect(labelStride(30, 8)).toBe(4)
    expect(Math.ceil(30 / labelStride(30, 8))).toBeLessThanOrEqual(8)
    expect(labelStride(0, 8)).toBe(1)
  })
})
