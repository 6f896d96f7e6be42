import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

// Both drivers produce a PgDatabase over the same schema; query code written against
// this type compiles for PGlite and node-postgres alike. Its own module, so the seed
// (which database.ts runs) can name it without importing database.ts back.
export type HubDb = PgDatabase<PgQueryResultHKT, typeof schema>
