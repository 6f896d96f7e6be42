import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, mkdirSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, PGLITE_MIN_FREE_BYTES } from '../../hub/src/db/database'
import { customers } from '../../hub/src/db/schema-orders'
import { createHubLogger } from '../../hub/src/logger'
import { repoRoot } from '../../scripts/stack-processes'
import { startHubProcess } from './support/hub-process'
import { faultPorts } from './support/ports'

// PGlite's folder on a disk that is read-only or full: the hub says so at start-up, in one
// line, and the database is byte for byte what it was.

const isRoot = process.getuid?.() === 0
const silent = createHubLogger('silent')
const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function seedFolder(dataDir: string, marker: string) {
  const database = await openDatabase({ PGLITE_DIR: dataDir }, silent)
  await database.db.insert(customers).values({ email: marker, name: 'Stored Before' })
  await database.close()
}

async function fingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(file).update(await readFile(file))
  return hash.digest('hex')
}

/** Starts the hub and expects it to give up: resolves with its exit code and output. */
function failedStart(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'hub/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PGLITE_DIR: dataDir, HUB_PORT: String(faultPorts.hub + 3) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

async function markerStored(dataDir: string, marker: string): Promise<boolean> {
  const database = await openDatabase({ PGLITE_DIR: dataDir }, silent)
  try {
    const rows = await database.db.select().from(customers).where(eq(customers.email, marker))
    return rows.length === 1
  } finally {
    await database.close()
  }
}

describe('PGlite storage faults', () => {
  it('refuses a read-only data folder at start-up and leaves it untouched', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-ro-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    await seedFolder(dataDir, 'readonly@example.org')
    const before = await fingerprint(dataDir)

    // Root writes through file modes, so as root the folder becomes a read-only mount.
    if (isRoot) {
      execFileSync('mount', ['--bind', dataDir, dataDir])
      cleanups.push(() => void execFileSync('umount', [dataDir]))
      execFileSync('mount', ['-o', 'remount,bind,ro', dataDir])
    } else {
      chmodSync(dataDir, 0o555)
      cleanups.push(() => chmodSync(dataDir, 0o755))
    }

    const start = await failedStart(dataDir)
    expect(start.code).toBe(1)
    expect(start.output).toContain(`The PGlite data folder ${dataDir} cannot be created or written`)
    expect(start.output).not.toMatch(/\n\s+at /)
    expect(await fingerprint(dataDir)).toBe(before)

    for (const cleanup of cleanups.splice(1).reverse()) await cleanup()
    expect(await markerStored(dataDir, 'readonly@example.org')).toBe(true)
  })

  it.runIf(isRoot)(
    'refuses a full disk at start-up, and starts on the same data once there is room',
    async () => {
      const mountPoint = await mkdtemp(path.join(tmpdir(), 'faults-disk-'))
      cleanups.push(() => rm(mountPoint, { recursive: true, force: true }))
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128m', 'tmpfs', mountPoint])
      cleanups.push(() => void execFileSync('umount', [mountPoint]))
      const dataDir = path.join(mountPoint, 'pglite')
      mkdirSync(dataDir)
      await seedFolder(dataDir, 'fulldisk@example.org')

      // Fill the disk until less than the hub's minimum is free.
      const disk = await statfs(mountPoint)
      const filler = path.join(mountPoint, 'filler')
      const fill = disk.bavail * disk.bsize - PGLITE_MIN_FREE_BYTES + 8 * 1024 * 1024
      await writeFile(filler, Buffer.alloc(fill))
      const before = await fingerprint(dataDir)

      const start = await failedStart(dataDir)
      expect(start.code).toBe(1)
      expect(start.output).toMatch(/Only \d+ MB are free on the disk of the PGlite data folder/)
      expect(await fingerprint(dataDir)).toBe(before)

      await rm(filler)
      const hub = await startHubProcess(faultPorts.hub + 3, { PGLITE_DIR: dataDir })
      expect((await fetch(`${hub.url}/healthz`)).status).toBe(200)
      await hub.stop()
      expect(await markerStored(dataDir, 'fulldisk@example.org')).toBe(true)
    },
  )
})
