import path from 'node:path'
import { backupDatabase, BackupError, defaultBackupFile, restoreDatabase } from '../backup/backup'
import { loadHubConfig } from '../config'

// npm run db:backup [-- <file>]   npm run db:restore -- <file>
// Uses the hub's own configuration (DATABASE_URL or PGLITE_DIR), so run it where the hub runs.
// A PGlite folder is backed up or restored only while no hub (or other command) has it open:
// both take the folder lock and refuse, naming the holder, when someone else has it.
// PostgreSQL is dumped and restored by pg_dump / pg_restore beside running hubs.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2)
  const config = loadHubConfig()
  if (command === 'backup') {
    const target = path.resolve(
      file ?? defaultBackupFile(config, path.join(repoRoot, 'var', 'backups')),
    )
    const size = await backupDatabase(config, target)
    process.stdout.write(`Backup written: ${target} (${size} bytes)\n`)
    return 0
  }
  if (command === 'restore' && file) {
    process.stdout.write(`${await restoreDatabase(config, path.resolve(file))}\n`)
    return 0
  }
  process.stderr.write('usage: npm run db:backup [-- <file>] | npm run db:restore -- <file>\n')
  return 2
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // Expected failures are one line; anything else keeps its stack for the operator.
    process.stderr.write(
      `${error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    process.exitCode = 1
  },
)
