import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../hub/src/db/database'
import { customers } from '../../../hub/src/db/schema-orders'
import { databaseTargets, silentLogger } from './harness'

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

/** Runs `npm run db:backup` / `db:restore` as an operator would, with the hub's variables. */
async function cli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'hub/src/cli/db-backup.ts', command, file],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    )
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, output: failed.stderr }
  }
}

type DbEnv = { DATABASE_URL?: string; PGLITE_DIR: string }

async function withDb<T>(
  config: DbEnv,
  use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase(config, silentLogger)
  try {
    return await use(database)
  } finally {
    await database.close()
  }
}

const emails = (config: DbEnv) =>
  withDb(config, async ({ db }) =>
    (await db.select({ email: customers.email }).from(customers)).map((row) => row.email).sort(),
  )

describe.each(databaseTargets())('db:backup and db:restore on $name', (target) => {
  let workDir: string
  let config: DbEnv
  let drop: () => Promise<void>

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'backup-'))
    const provisioned = await target.provision()
    drop = provisioned.drop
    config =
      target.name === 'pglite'
        ? { PGLITE_DIR: path.join(workDir, 'pglite') }
        : { DATABASE_URL: provisioned.config.DATABASE_URL!, PGLITE_DIR: 'memory://' }
  })

  afterAll(async () => {
    await drop?.()
    await rm(workDir, { recursive: true, force: true })
  })

  const env = () =>
    Object.fromEntries(Object.entries(config).filter(([, v]) => v)) as Record<string, string>
  const suffix = () => (target.name === 'pglite' ? '.pglite.tar.gz' : '.pgdump')

  it('round-trips: what was there at the backup is back, what came later is gone', async () => {
    await withDb(config, ({ db }) =>
      db.insert(customers).values({ email: 'kept@example.org', name: 'Kept Before Backup' }),
    )
    const file = path.join(workDir, `nightly${suffix()}`)
    const backup = await cli('backup', file, env())
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('Backup written') })
    expect(existsSync(file)).toBe(true)

    await withDb(config, async ({ db }) => {
      await db.delete(customers).where(eq(customers.email, 'kept@example.org'))
      await db.insert(customers).values({ email: 'later@example.org', name: 'After Backup' })
    })
    expect(await emails(config)).toEqual(['later@example.org'])

    const restore = await cli('restore', file, env())
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('restored') })
    expect(await emails(config)).toEqual(['kept@example.org'])
    // The restored database still migrates and seeds as the hub does on start.
    await withDb(config, async ({ db }) => {
      await db.insert(customers).values({ email: 'after-restore@example.org', name: 'New' })
    })
    expect(await emails(config)).toEqual(['after-restore@example.org', 'kept@example.org'])
    if (target.name === 'pglite') {
      const kept = (await readdir(workDir)).filter((name) =>
        name.startsWith('pglite.before-restore-'),
      )
      expect(kept).toHaveLength(1)
    }
  })

  it('refuses a broken backup file and leaves the database as it was', async () => {
    const before = await emails(config)
    const broken = path.join(workDir, `broken${suffix()}`)
    await writeFile(broken, 'this is not a backup')
    const restore = await cli('restore', broken, env())
    expect(restore.code).toBe(1)
    expect(restore.output).not.toMatch(/\n\s+at /)
    expect(await emails(config)).toEqual(before)
  })

  it('refuses a file of the other kind and a missing file with one clear line', async () => {
    const other = path.join(workDir, target.name === 'pglite' ? 'x.pgdump' : 'x.pglite.tar.gz')
    await writeFile(other, 'x')
    expect(await cli('restore', other, env())).toMatchObject({
      code: 1,
      output: expect.stringMatching(/is not a (PGlite|PostgreSQL) backup/),
    })
    expect(await cli('restore', path.join(workDir, `missing${suffix()}`), env())).toMatchObject({
      code: 1,
      output: expect.stringContaining('No backup file'),
    })
  })

  it.runIf(target.name === 'pglite')(
    'refuses to copy a PGlite folder a running hub has open',
    async () => {
      const database = await openDatabase(config, silentLogger)
      try {
        const result = await cli('backup', path.join(workDir, `busy${suffix()}`), env())
        expect(result).toMatchObject({
          code: 1,
          output: expect.stringContaining('Stop the hub first'),
        })
      } finally {
        await database.close()
      }
    },
  )
})
