// The live heap of a server process, as V8 itself reports it: started with `--trace-gc`, a
// Node process prints a line for every garbage collection, and a full one (mark-compact)
// says how much of the heap was still in use after it:
//
//   [7349:0x1a3bdd50]   245123 ms: Mark-Compact 212.3 (230.1) -> 46.2 (228.9) MB, 9.6 / 0.0 ms ...
//
// "46.2" is what survived: the objects the process still references. A leak is exactly that
// number climbing. RSS, by contrast, also holds what V8 has collected but not yet given back
// (the "(228.9)" committed heap): on soak runs where the gateway's live heap stayed at
// 44-49 MiB for ten minutes, its RSS spent minutes at 310 MiB and minutes at 220.

/** A full collection: when it ended (ms since the load started) and the heap it left, KiB. */
export interface HeapSample {
  tMs: number
  heapKiB: number
}

const ANY_LINE = /^\[(\d+):(0x[0-9a-f]+)\]\s+[\d.]+ ms: /
const FULL_COLLECTION =
  /^\[(\d+):(0x[0-9a-f]+)\]\s+([\d.]+) ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/

/**
 * The full collections of process `pid`'s main thread in a `--trace-gc` log (other processes'
 * lines and the servers' own output may be interleaved). A process can run several isolates
 * (worker threads print their own lines, with their own address); the main thread is the one
 * that collects most often, as it does the serving. `offsetMs` turns the isolate's clock (ms
 * since it started) into the load's: the process's start minus the load's.
 */
export function fullCollections(log: string, pid: number, offsetMs: number): HeapSample[] {
  const lines = log.split('\n')
  const counts = new Map<string, number>()
  for (const line of lines) {
    const match = ANY_LINE.exec(line)
    if (match && Number(match[1]) === pid) {
      counts.set(match[2]!, (counts.get(match[2]!) ?? 0) + 1)
    }
  }
  let main: string | undefined
  for (const [isolate, count] of counts) {
    if (main === undefined || count > counts.get(main)!) main = isolate
  }
  const samples: HeapSample[] = []
  for (const line of lines) {
    const match = FULL_COLLECTION.exec(line)
    if (match && Number(match[1]) === pid && match[2] === main) {
      // V8 prints MB meaning 2^20 bytes.
      samples.push({
        tMs: Number(match[3]) + offsetMs,
        heapKiB: Math.round(Number(match[4]) * 1024),
      })
    }
  }
  return samples
}
