import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { KitPlan } from './kit-contents'
import { ZipWriter } from './zip'

// Press kits are made when asked for and kept (issue 24, point 4; decision 0029). A kit's
// bytes follow from its plan alone (the facts, the artwork's SVG, the fixed dates), so the
// plan's fingerprint names the archive: a download finds a finished one in memory, joins one
// being written (its readers get every chunk from the first), or starts writing it. The
// finished archives live in a small least-recently-used store; a kit drawn again costs some
// seconds of CPU, a kit held costs 1 to 3 MB.

/** Raise when what goes into a kit or a fact sheet changes without its facts changing. */
const KIT_FORMAT = 1

/** How many bytes of finished archives one hub process keeps. */
export const KIT_STORE_BYTES = 48 * 1024 * 1024

/** The name of the archive a plan makes: the same plan, the same bytes. */
export function kitFingerprint(plan: KitPlan): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ format: KIT_FORMAT, modified: plan.modified, facts: plan.facts }))
  for (const entry of plan.entries) hash.update(`\u0000${entry.name}\u0000${entry.source ?? ''}`)
  return hash.digest('base64url')
}

/** Writes the plan's archive through `emit`, entry after entry in the plan's order. */
export async function writeKit(plan: KitPlan, emit: (chunk: Buffer) => void): Promise<void> {
  const writer = new ZipWriter(emit, plan.modified)
  // Everything starts at once (pictures queue for the two drawing slots, raster.ts) and is
  // written in order: the next picture is drawn while the one before goes out.
  const made = plan.entries.map((entry) => entry.data())
  for (const pending of made) pending.catch(() => {})
  for (const [index, entry] of plan.entries.entries()) {
    await writer.add(entry.name, await made[index]!, { store: entry.store })
  }
  writer.finish()
}

/** An archive being written: every reader gets all its chunks, from the first. */
class GrowingArchive {
  readonly chunks: Buffer[] = []
  private finished = false
  private failure: Error | undefined
  private waiting: (() => void)[] = []

  push(chunk: Buffer): void {
    this.chunks.push(chunk)
    this.wake()
  }

  finish(): void {
    this.finished = true
    this.wake()
  }

  fail(error: Error): void {
    this.failure = error
    this.wake()
  }

  reader(): Readable {
    return Readable.from(this.chunksFromStart(), { objectMode: false })
  }

  private async *chunksFromStart(): AsyncGenerator<Buffer> {
    let next = 0
    for (;;) {
      while (next < this.chunks.length) yield this.chunks[next++]!
      if (this.failure) throw this.failure
      if (this.finished) return
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
  }

  private wake(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }
}

export class KitStore {
  private readonly finished = new Map<string, Buffer>()
  private readonly writing = new Map<string, GrowingArchive>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly write: typeof writeKit = writeKit,
  ) {}

  /** The finished archive named `fingerprint`, if one is kept (it becomes the most recent). */
  finishedArchive(fingerprint: string): Buffer | undefined {
    const archive = this.finished.get(fingerprint)
    if (archive) {
      this.finished.delete(fingerprint)
      this.finished.set(fingerprint, archive)
    }
    return archive
  }

  /**
   * The archive as it is written: joins the writing of `fingerprint` under way, or starts it.
   * `onFailure` hears of a failed writing once, from the reader that started it.
   */
  stream(fingerprint: string, plan: KitPlan, onFailure: (error: unknown) => void): Readable {
    const kept = this.finishedArchive(fingerprint)
    if (kept) return Readable.from([kept], { objectMode: false })
    let archive = this.writing.get(fingerprint)
    if (!archive) {
      const started = new GrowingArchive()
      archive = started
      this.writing.set(fingerprint, started)
      this.write(plan, (chunk) => started.push(chunk))
        .then(() => {
          this.keep(fingerprint, Buffer.concat(started.chunks))
          started.finish()
        })
        .catch((error: unknown) => {
          onFailure(error)
          started.fail(error instanceof Error ? error : new Error(String(error)))
        })
        .finally(() => this.writing.delete(fingerprint))
    }
    return archive.reader()
  }

  private keep(fingerprint: string, archive: Buffer): void {
    // A kit larger than the whole store would only push everything else out.
    if (archive.length > this.maxBytes) return
    this.finished.set(fingerprint, archive)
    this.bytes += archive.length
    for (const [oldest, bytes] of this.finished) {
      if (this.bytes <= this.maxBytes) break
      this.finished.delete(oldest)
      this.bytes -= bytes.length
    }
  }
}

/**
 * One store per process: the fingerprint covers everything a kit's bytes depend on, so hub
 * instances in one process (the tests' PGlite and PostgreSQL) share finished kits.
 */
export const sharedKitStore = new KitStore(KIT_STORE_BYTES)
