import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_MEMORY, type HubConfig } from '../config'
import { FolderInUseError, lockDataFolder, type FolderLock } from '../db/folder-lock'

// Backups of the hub's database. PGlite: a gzipped tarball of its data folder, made by
// PGlite itself (a consistent physical copy). PostgreSQL: pg_dump's custom format, restored
// with pg_restore; the tools of the `postgresql-client` package must be on the PATH.

export type BackupConfig = Pick<HubConfig, 'DATABASE_URL' | 'PGLITE_DIR'>

export class BackupError extends Error {}

export const PGLITE_SUFFIX = '.pglite.tar.gz'
export const POSTGRES_SUFFIX = '.pgdump'

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-')
}

/** The default file of a backup made now, under `var/backups`. */
export function defaultBackupFile(config: BackupConfig, dir: string, now = new Date()): string {
  const suffix = config.DATABASE_URL ? POSTGRES_SUFFIX : PGLITE_SUFFIX
  return path.join(dir, `schaufenster-${stamp(now)}${suffix}`)
}

// PGlite runs inside the hub's process; a second process on the same folder would corrupt
// it. The folder lock (db/folder-lock.ts) says whether a hub or another command has it open.
async function withPgliteFolder<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let lock: FolderLock
  try {
    await mkdir(path.dirname(dataDir), { recursive: true })
    lock = await lockDataFolder(dataDir)
  } catch (error) {
    if (error instanceof FolderInUseError) {
      throw new BackupError(
        `${error.message} Stop the hub first (or let the other command finish), then run this again.`,
      )
    }
    throw error
  }
  try {
    return await work()
  } finally {
    await lock.release()
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`
            : error.message,
        ),
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

/** Writes a backup of the configured database to `file`; resolves with its size in bytes. */
export async function backupDatabase(config: BackupConfig, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true })
  if (config.DATABASE_URL) {
    if (!file.endsWith(POSTGRES_SUFFIX)) {
      throw new BackupError(`A PostgreSQL backup file ends in ${POSTGRES_SUFFIX}`)
    }
    // The URL is passed as --dbname, never echoed: it may hold a password.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${config.DATABASE_URL}`,
    ])
  } else {
    if (config.PGLITE_DIR === PGLITE_MEMORY) {
      throw new BackupError('An in-memory database (PGLITE_DIR=memory://) has nothing to back up')
    }
    if (!file.endsWith(PGLITE_SUFFIX)) {
      throw new BackupError(`A PGlite backup file ends in ${PGLITE_SUFFIX}`)
    }
    if (!existsSync(path.join(config.PGLITE_DIR, 'PG_VERSION'))) {
      throw new BackupError(`There is no PGlite database in ${config.PGLITE_DIR}`)
    }
    await withPgliteFolder(config.PGLITE_DIR, async () => {
      const db = await PGlite.create(config.PGLITE_DIR)
      try {
        const archive = await db.dumpDataDir('gzip')
        await writeFile(file, Buffer.from(await archive.arrayBuffer()))
      } finally {
        await db.close()
      }
    })
  }
  return (await stat(file)).size
}

/**
 * Replaces the configured database with the backup in `file`. PGlite: the current folder is
 * kept beside it as `<folder>.before-restore-<time>`; PostgreSQL: pg_restore drops and
 * recreates every object of the dump in one transaction, so a failed restore changes nothing.
 */
export async function restoreDatabase(config: BackupConfig, file: string): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}`)
  if (config.DATABASE_URL) {
    if (!file.endsWith(POSTGRES_SUFFIX)) {
      throw new BackupError(`${file} is not a PostgreSQL backup (${POSTGRES_SUFFIX})`)
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ])
    return 'PostgreSQL database restored'
  }
  if (config.PGLITE_DIR === PGLITE_MEMORY) {
    throw new BackupError('Cannot restore into an in-memory database (PGLITE_DIR=memory://)')
  }
  if (!file.endsWith(PGLITE_SUFFIX)) {
    throw new BackupError(`${file} is not a PGlite backup (${PGLITE_SUFFIX})`)
  }
  const dataDir = config.PGLITE_DIR
  const kept = await withPgliteFolder(dataDir, async () => {
    let previous = ''
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      previous = `${dataDir}.before-restore-${stamp(new Date())}`
      await rename(dataDir, previous)
    }
    try {
      const archive = new Blob([await readFile(file)])
      const db = await PGlite.create({ dataDir, loadDataDir: archive })
      // A readable catalog proves the archive unpacked into a working database.
      await db.query('select count(*) from products')
      await db.close()
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true })
      if (previous) await rename(previous, dataDir)
      throw new BackupError(
        `${file} could not be restored (${error instanceof Error ? error.message : String(error)}); the database is unchanged`,
      )
    }
    return previous
  })
  return kept
    ? `PGlite database restored; the previous folder was kept as ${kept}`
    : 'PGlite database restored'
}
