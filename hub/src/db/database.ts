import { mkdir, access, constants, statfs } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { PGLITE_MEMORY, type HubConfig } from '../config'
import { CatalogCache } from '../catalog/answer-cache'
import type { HubLogger } from '../logger'
import { lockDataFolder, type FolderLock } from './folder-lock'
import type { HubDb } from './hub-db'
import * as schema from './schema'
import { seedDatabase } from './seed'

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle')

export type { HubDb }

export type DatabaseKind = 'pglite' | 'postgres'

export interface HubDatabase {
  db: HubDb
  kind: DatabaseKind
  /** Catalog answers kept until a catalog write (PGlite only: see CatalogCache). */
  catalogCache?: CatalogCache
  ping(): Promise<void>
  close(): Promise<void>
}

type DatabaseConfig = Pick<HubConfig, 'DATABASE_URL' | 'PGLITE_DIR'>

export async function openDatabase(
  config: DatabaseConfig,
  logger: HubLogger,
): Promise<HubDatabase> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, logger)
  const database = await openPglite(config.PGLITE_DIR, logger)
  try {
    await seedDatabase(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openPglite(dataDir: string, logger: HubLogger): Promise<HubDatabase> {
  // A second PGlite instance on a folder in use corrupts it (and deletes the first one's
  // postmaster.pid): only the holder of the folder lock opens it. FolderInUseError names
  // the holder; the lock is released when this database closes.
  let lock: FolderLock | undefined
  if (dataDir !== PGLITE_MEMORY) {
    await prepareDataDir(dataDir)
    lock = await lockDataFolder(dataDir)
  }
  let client: PGlite
  try {
    client = await PGlite.create(dataDir, {
      postgresqlconf: PGLITE_SETTINGS,
      extensions: PGLITE_EXTENSIONS,
    })
  } catch (error) {
    await lock?.release()
    throw new Error(`Cannot open the PGlite database in ${dataDir}: ${describe(error)}`, {
      cause: error,
    })
  }
  const catalogCache = new CatalogCache()
  const db = drizzlePglite({
    client,
    schema,
    logger: { logQuery: (statement) => catalogCache.noteStatement(statement) },
  })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    await lock?.release()
    throw error
  }
  logger.info({ dataDir }, 'PGlite database ready')
  return {
    db,
    kind: 'pglite',
    catalogCache,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!client.closed) await client.close()
      await lock?.release()
    },
  }
}

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory, which never shrinks: the
 * default 128 MB lets the hub's memory climb for as long as the data grows into it. Pages
 * beyond these 32 MB come from the data files, which the operating system caches anyway.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB']

/**
 * Extensions the migrations create (`CREATE EXTENSION pg_trgm` for the catalog search): PGlite
 * bundles them but loads only those it is given, on every open of the folder.
 */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** PGlite is stopped from starting below this much free space rather than failing mid-write. */
export const PGLITE_MIN_FREE_BYTES = 64 * 1024 * 1024

async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true })
    await access(dataDir, constants.W_OK)
  } catch (error) {
    throw new Error(
      `The PGlite data folder ${dataDir} cannot be created or written (${describe(error)}). ` +
        'Set PGLITE_DIR to a writable folder.',
      { cause: error },
    )
  }
  // A disk that fills up while PostgreSQL writes its log and checkpoints leaves a database
  // that needs recovery; refusing to start keeps it as it was.
  const disk = await statfs(dataDir)
  const free = disk.bavail * disk.bsize
  if (free < PGLITE_MIN_FREE_BYTES) {
    throw new Error(
      `Only ${Math.floor(free / 1024 / 1024)} MB are free on the disk of the PGlite data folder ${dataDir}; ` +
        `the hub needs at least ${PGLITE_MIN_FREE_BYTES / 1024 / 1024} MB to start. Free some space or set PGLITE_DIR to another disk.`,
    )
  }
}

async function openPostgres(url: string, logger: HubLogger): Promise<HubDatabase> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 })
  // An idle client losing its connection emits on the pool; without a listener that
  // would crash the process instead of surfacing as a failed query or health check.
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL pool client error'))
  // A client checked out for a transaction is not listened to by the pool: when the server
  // restarts between two statements of a transaction, its error event would otherwise be
  // unhandled and end the process. The transaction itself fails and rolls back.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger.warn({ err: error }, 'PostgreSQL connection lost during a transaction'),
    )
  })
  const db = drizzleNodePg({ client: pool, schema })
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await pool.end()
  }
  try {
    await withStartupLock(pool, async () => {
      try {
        await migrateNodePg(db, { migrationsFolder })
      } catch (error) {
        throw new Error(`Cannot migrate the PostgreSQL database: ${describe(error)}`, {
          cause: error,
        })
      }
      await seedDatabase(db)
    })
  } catch (error) {
    await close()
    throw error
  }
  logger.info({ host: safeHost(url) }, 'PostgreSQL database ready')
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close,
  }
}

// Several hubs may start against one database at once (scale-out): a session-level
// advisory lock lets one migrate and seed while the others wait, then find it done.
async function withStartupLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  let client: pg.PoolClient
  try {
    client = await pool.connect()
  } catch (error) {
    throw new Error(`Cannot connect to the PostgreSQL database: ${describe(error)}`, {
      cause: error,
    })
  }
  try {
    await client.query(`select pg_advisory_lock(hashtext('schaufenster:hub:startup'))`)
    try {
      await work()
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('schaufenster:hub:startup'))`)
    }
  } finally {
    client.release()
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

// Log where we connected without leaking credentials from the URL.
function safeHost(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return 'unknown'
  }
}
