import { readFileSync } from 'node:fs'

import type { HeapSample } from './gc-trace'
import { percentile } from './stats'

// Memory of the three server processes during a soak, and the check that it is stable: the
// run's last 20 % against a window after the warm-up (30-50 % of the run: minutes 3-5 of ten).
// Nothing runs inside the servers; two measures come from outside:
//
// - the live heap: what V8 reports left after each full collection (`--trace-gc`, read by
//   gc-trace.ts). A leak of JavaScript objects is this number climbing, and it is steady
//   otherwise: the gateway's stayed at 44-49 MiB through a run, the hub's at 83-91.
// - the resident set size, read from /proc/<pid>/status every few seconds: it also sees what
//   the heap does not (PGlite's WebAssembly memory, buffers, native code), but under load it is
//   a sawtooth. V8 lets its heap grow by 100-200 MiB between full collections and gives the
//   pages back some seconds later, or minutes later: the gateway's RSS sat at 305-313 MiB for
//   three minutes, dropped to 210-230 for one, climbed back (its live heap flat at 46 MiB).
//   Whether a window caught such a dip moved its lowest RSS by up to ×1.35 and its mean by
//   ×1.12 on runs where nothing grew; the window's top (90th percentile) did not move. A native
//   leak raises all three (every sample carries it), so RSS counts as grown only when the
//   lowest, the mean and the top each grew by more than the limit.
//
// Memory is stable when neither the live heap nor the RSS grew.

export interface MemorySample {
  /** Milliseconds since the load started. */
  tMs: number
  rssKiB: number
}

/** VmRSS of a /proc/<pid>/status text, in KiB; undefined when the line is missing. */
export function parseVmRssKiB(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
  return match ? Number(match[1]) : undefined
}

/** The process's resident set size in KiB, or undefined once it is gone (or not on Linux). */
export function readRssKiB(pid: number): number | undefined {
  try {
    return parseVmRssKiB(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return undefined
  }
}

export interface MemoryWindows {
  /** After the warm-up: [startMs, endMs). */
  baseline: { startMs: number; endMs: number }
  /** The last 20 % of the run. */
  final: { startMs: number; endMs: number }
}

/**
 * The two windows for a run of `durationMs`: 30-50 % and 80-100 % of it (minutes 3-5 and
 * 8-10 of ten), two minutes each, so a garbage collection in either moves its mean little. The first minutes are warm-up, not growth: the slow start, then every cache
 * filling up to its bound (the hub's catalog answers, PGlite's buffer cache, the gateway's
 * answers and persisted queries) and V8 sizing its heap; at 50 connections on the 2-core
 * machine all three processes level off within about four minutes. A leak keeps climbing
 * from there, and about five minutes of it separate the two windows' middles.
 */
export function memoryWindows(durationMs: number): MemoryWindows {
  return {
    baseline: { startMs: durationMs * 0.3, endMs: durationMs * 0.5 },
    final: { startMs: durationMs * 0.8, endMs: durationMs },
  }
}

/** Every few seconds, more often for short runs: at least ~100 samples, 0.5 s to 2 s apart. */
export function sampleIntervalMs(durationMs: number): number {
  return Math.min(2000, Math.max(500, Math.round(durationMs / 100 / 100) * 100))
}

export interface MemoryVerdict {
  process: string
  /** Lowest RSS in the baseline window and in the final window, KiB; null without samples. */
  baselineKiB: number | null
  finalKiB: number | null
  /** Mean RSS in the baseline window and in the final window, KiB; null without samples. */
  baselineMeanKiB: number | null
  finalMeanKiB: number | null
  /** The windows' top RSS (90th percentile), KiB; null without samples. */
  baselineTopKiB: number | null
  finalTopKiB: number | null
  /** final / baseline floor; null when a window had no sample. */
  ratio: number | null
  /** final / baseline mean; null when a window had no sample. */
  meanRatio: number | null
  /** final / baseline top; null when a window had no sample. */
  topRatio: number | null
  /** Mean live heap after the window's full collections, KiB; null without one. */
  baselineHeapKiB: number | null
  finalHeapKiB: number | null
  /** final / baseline live heap; null when a window had no full collection. */
  heapRatio: number | null
  /** Full collections seen in the whole run. */
  collections: number
  peakKiB: number
  samples: number
  ok: boolean
}

interface Window {
  startMs: number
  endMs: number
}

const within = (tMs: number, window: Window) => tMs >= window.startMs && tMs <= window.endMs

const floorOf = (values: readonly number[]) => (values.length === 0 ? null : Math.min(...values))
const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length
const topOf = (values: readonly number[]) =>
  values.length === 0
    ? null
    : percentile(
        [...values].sort((a, b) => a - b),
        90,
      )
const ratioOf = (final: number | null, baseline: number | null) =>
  final !== null && baseline !== null ? final / baseline : null

/**
 * Stable: the live heap after the final window's full collections is on average at most
 * `maxGrowth` (0.1: 10 %) above the baseline's, and the RSS has not grown by more than that
 * in its lowest, its mean and its top at once (see above). Shrinking is fine. A window without
 * an RSS sample or a full collection fails: nothing was shown to be stable.
 */
export function memoryStability(
  name: string,
  rss: readonly MemorySample[],
  heap: readonly HeapSample[],
  windows: MemoryWindows,
  maxGrowth: number,
): MemoryVerdict {
  const rssIn = (window: Window) =>
    rss.filter((sample) => within(sample.tMs, window)).map((sample) => sample.rssKiB)
  const heapIn = (window: Window) =>
    heap.filter((sample) => within(sample.tMs, window)).map((sample) => sample.heapKiB)
  const [baseline, final] = [rssIn(windows.baseline), rssIn(windows.final)]
  const verdict = {
    baselineKiB: floorOf(baseline),
    finalKiB: floorOf(final),
    baselineMeanKiB: meanOf(baseline),
    finalMeanKiB: meanOf(final),
    baselineTopKiB: topOf(baseline),
    finalTopKiB: topOf(final),
    baselineHeapKiB: meanOf(heapIn(windows.baseline)),
    finalHeapKiB: meanOf(heapIn(windows.final)),
  }
  const ratio = ratioOf(verdict.finalKiB, verdict.baselineKiB)
  const meanRatio = ratioOf(verdict.finalMeanKiB, verdict.baselineMeanKiB)
  const topRatio = ratioOf(verdict.finalTopKiB, verdict.baselineTopKiB)
  const heapRatio = ratioOf(verdict.finalHeapKiB, verdict.baselineHeapKiB)
  const limit = 1 + maxGrowth
  const rssGrew =
    ratio === null ||
    meanRatio === null ||
    topRatio === null ||
    (ratio > limit && meanRatio > limit && topRatio > limit)
  const heapGrew = heapRatio === null || heapRatio > limit
  return {
    process: name,
    ...verdict,
    ratio,
    meanRatio,
    topRatio,
    heapRatio,
    collections: heap.length,
    peakKiB: rss.reduce((peak, sample) => Math.max(peak, sample.rssKiB), 0),
    samples: rss.length,
    ok: !rssGrew && !heapGrew,
  }
}

/** Samples the RSS of named processes on a timer, from the moment `start` is called. */
export class MemorySampler {
  readonly samples = new Map<string, MemorySample[]>()
  private timer: NodeJS.Timeout | undefined
  /** When `start` was called (Date.now()): the load's clock, for the full collections. */
  startedAt = 0

  constructor(
    private readonly pids: Record<string, number>,
    private readonly intervalMs: number,
  ) {
    for (const name of Object.keys(pids)) this.samples.set(name, [])
  }

  /** RSS of each process now, KiB (for progress lines). */
  current(): Record<string, number | undefined> {
    return Object.fromEntries(
      Object.entries(this.pids).map(([name, pid]) => [name, readRssKiB(pid)]),
    )
  }

  private sample() {
    const tMs = Date.now() - this.startedAt
    for (const [name, rssKiB] of Object.entries(this.current())) {
      if (rssKiB !== undefined) this.samples.get(name)?.push({ tMs, rssKiB })
    }
  }

  start() {
    this.startedAt = Date.now()
    this.sample()
    this.timer = setInterval(() => this.sample(), this.intervalMs)
  }

  stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    this.sample()
  }
}
