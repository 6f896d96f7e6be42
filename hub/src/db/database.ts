import { mkdir, access, constants } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { PGLITE_MEMORY, type HubConfig } from '../config'
import type { HubLogger } from '../logger'
import * as schema from './schema'
import { seedDatabase } from './seed'

const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle')

// Both drivers produce a PgDatabase over the same schema; query code written against
// this type compiles for PGlite and node-postgres alike.
export type HubDb = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface HubDatabase {
  db: HubDb
  kind: DatabaseKind
  ping(): Promise<void>
  close(): Promise<void>
}

type DatabaseConfig = Pick<HubConfig, 'DATABASE_URL' | 'PGLITE_DIR'>

export async function openDatabase(
  config: DatabaseConfig,
  logger: HubLogger,
): Promise<HubDatabase> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, logger)
    : await openPglite(config.PGLITE_DIR, logger)
  try {
    await seedDatabase(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openPglite(dataDir: string, logger: HubLogger): Promise<HubDatabase> {
  if (dataDir !== PGLITE_MEMORY) await prepareDataDir(dataDir)
  let client: PGlite
  try {
    client = await PGlite.create(dataDir)
  } catch (error) {
    throw new Error(`Cannot open the PGlite database in ${dataDir}: ${describe(error)}`, {
      cause: error,
    })
  }
  const db = drizzlePglite({ client, schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  logger.info({ dataDir }, 'PGlite database ready')
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

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
    await migrateNodePg(db, { migrationsFolder })
  } catch (error) {
    await close()
    throw new Error(`Cannot migrate the PostgreSQL database: ${describe(error)}`, { cause: error })
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
