import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

// One process at a time on a PGlite data folder. PGlite's own lock file (postmaster.pid)
// does not protect it: every PGlite instance writes the same fake PID, so a second instance
// opens a folder that is in use and deletes the first one's postmaster.pid when it closes.
// This lock lives beside the folder (`<folder>.lock`, so backups and restores, which copy
// or rename the folder, never carry it along) and names its holder. It is taken with link(2),
// which fails when the file exists, so two processes can never both create it.
//
// A lock is never removed while its holder may be alive. Only a lock whose process provably
// ended (same host, and no process with that id, or one started at another time) is stale
// and replaced; one written on another host is never touched.

export interface LockHolder {
  pid: number
  host: string
  /** The holder's start time in clock ticks since boot (Linux), to tell a reused pid. */
  started: string | null
  /** What the holder is: the script it runs (server.ts, analyst-key.ts, …). */
  purpose: string
  since: string
  token: string
}

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `The PGlite database folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.purpose}, since ${holder.since}).`
        : `The PGlite database folder ${dataDir} is locked (${lockFileOf(dataDir)} exists but cannot be read).`,
    )
    this.name = 'FolderInUseError'
  }
}

export interface FolderLock {
  readonly file: string
  /** Removes the lock file if it is still this lock's; never anyone else's. */
  release(): Promise<void>
}

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`

// Tokens of the locks this process holds: a lock naming this pid with another token is
// left over from an earlier process that had the same pid (a restarted container).
const heldHere = new Set<string>()

/** This process's start time (field 22 of /proc/<pid>/stat), or null off Linux. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces; count fields after its closing ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function alive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.token)
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists, it is just someone else's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // The pid exists; when both start times are known and differ, it was reused.
  const started = startTimeOf(holder.pid)
  return !(started && holder.started && started !== holder.started)
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    if (
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.token === 'string'
    ) {
      return {
        pid: value.pid,
        host: value.host,
        started: typeof value.started === 'string' ? value.started : null,
        purpose: typeof value.purpose === 'string' ? value.purpose : 'unknown',
        since: typeof value.since === 'string' ? value.since : 'unknown',
        token: value.token,
      }
    }
  } catch {
    // An unreadable lock is treated as held: better refuse than open a folder in use.
  }
  return null
}

async function readHolder(file: string): Promise<LockHolder | null | 'gone'> {
  try {
    return parseHolder(await readFile(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone'
    throw error
  }
}

const defaultPurpose = () => path.basename(process.argv[1] ?? 'node')

/**
 * Takes the lock of `dataDir` or throws FolderInUseError naming the process that holds it.
 */
export async function lockDataFolder(
  dataDir: string,
  purpose = defaultPurpose(),
): Promise<FolderLock> {
  const file = lockFileOf(dataDir)
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: startTimeOf(process.pid),
    purpose,
    since: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  }
  const draft = `${file}.${holder.token}.tmp`
  try {
    await writeFile(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600 })
  } catch (error) {
    throw new Error(
      `Cannot write the lock file ${file} beside the PGlite data folder (${(error as Error).message}). Make ${path.dirname(file)} writable or set PGLITE_DIR to a folder inside a writable one.`,
      { cause: error },
    )
  }
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await link(draft, file)
        heldHere.add(holder.token)
        return { file, release: () => releaseLock(file, holder.token) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const current = await readHolder(file)
      if (current === 'gone') continue
      if (!current || current.host !== holder.host || alive(current)) {
        throw new FolderInUseError(dataDir, current)
      }
      await retireStaleLock(file, current)
    }
    throw new FolderInUseError(dataDir, null)
  } finally {
    await unlink(draft).catch(() => {})
  }
}

/**
 * Moves a stale lock aside and deletes it only if the moved file is the stale lock that was
 * judged; when another process replaced it in between, its fresh lock is put back.
 */
async function retireStaleLock(file: string, stale: LockHolder): Promise<void> {
  const aside = `${file}.stale-${randomBytes(6).toString('hex')}`
  try {
    await rename(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = await readHolder(aside)
  if (moved !== 'gone' && moved?.token !== stale.token) {
    // Not the stale lock any more: restore it (link fails if yet another lock appeared).
    await link(aside, file).catch(() => {})
  }
  await unlink(aside).catch(() => {})
}

async function releaseLock(file: string, token: string): Promise<void> {
  heldHere.delete(token)
  const current = await readHolder(file)
  if (current !== 'gone' && current?.token === token) await unlink(file).catch(() => {})
}
