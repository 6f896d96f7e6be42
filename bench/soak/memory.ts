import { readFileSync } from 'node:fs'

// Memory of the three server processes during a soak: the resident set size read from
// /proc/<pid>/status every few seconds (nothing runs inside the servers), and the check
// that it is stable: the lowest and the mean RSS of the run's last 20 % against those of a
// window after the warm-up (30-50 % of the run: minutes 3-5 of ten).
//
// Why two measures: under load a Node process's RSS is a sawtooth. V8 lets its old generation
// grow by 100-150 MiB between full collections and gives pages back some seconds after one (or
// not), so the hub's RSS swings between ~500 and ~700 MiB with plateaus of up to 30 s. Each
// measure alone moved by more than 10 % on runs where nothing grew: the two-minute mean (it
// depends on where a window cuts the teeth: the hub's went 612 → 555 MiB on one run and
// 539 → 594, ×1.10, on the next) and the window's lowest RSS (the gateway's baseline window held
// one dip to 253 MiB, its final window none: ×1.20 with means of 292 → 310). A leak raises both:
// the level and what survives the collections. So memory has grown only when both have, by
// more than the limit.

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
  /** final / baseline floor; null when a window had no sample. */
  ratio: number | null
  /** final / baseline mean; null when a window had no sample. */
  meanRatio: number | null
  peakKiB: number
  samples: number
  ok: boolean
}

function inWindow(samples: readonly MemorySample[], window: { startMs: number; endMs: number }) {
  return samples
    .filter((sample) => sample.tMs >= window.startMs && sample.tMs <= window.endMs)
    .map((sample) => sample.rssKiB)
}

const floorOf = (values: readonly number[]) => (values.length === 0 ? null : Math.min(...values))
const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * Stable: the final window's floor or its mean is at most `maxGrowth` (0.1: 10 %) above the
 * baseline's (grown means both grew; see above). Shrinking is fine. A window without samples
 * fails: nothing was shown to be stable.
 */
export function memoryStability(
  name: string,
  samples: readonly MemorySample[],
  windows: MemoryWindows,
  maxGrowth: number,
): MemoryVerdict {
  const baseline = inWindow(samples, windows.baseline)
  const final = inWindow(samples, windows.final)
  const baselineKiB = floorOf(baseline)
  const finalKiB = floorOf(final)
  const ratio = baselineKiB !== null && finalKiB !== null ? finalKiB / baselineKiB : null
  const baselineMeanKiB = meanOf(baseline)
  const finalMeanKiB = meanOf(final)
  const meanRatio =
    baselineMeanKiB !== null && finalMeanKiB !== null ? finalMeanKiB / baselineMeanKiB : null
  return {
    process: name,
    baselineKiB,
    finalKiB,
    baselineMeanKiB,
    finalMeanKiB,
    ratio,
    meanRatio,
    peakKiB: samples.reduce((peak, sample) => Math.max(peak, sample.rssKiB), 0),
    samples: samples.length,
    ok:
      ratio !== null &&
      meanRatio !== null &&
      (ratio <= 1 + maxGrowth || meanRatio <= 1 + maxGrowth),
  }
}

/** Samples the RSS of named processes on a timer, from the moment `start` is called. */
export class MemorySampler {
  readonly samples = new Map<string, MemorySample[]>()
  private timer: NodeJS.Timeout | undefined
  private startedAt = 0

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
