import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildHubApp, type HubApp, type HubAppOptions } from '../../../hub/src/app'
import { PGLITE_MEMORY } from '../../../hub/src/config'
import { openDatabase, type HubDatabase } from '../../../hub/src/db/database'
import { createHubLogger } from '../../../hub/src/logger'

export interface DatabaseTarget {
  name: 'pglite' | 'postgres'
  /** Creates an empty database for one test file; the returned drop() removes it again. */
  provision(): Promise<{
    config: { DATABASE_URL?: string; PGLITE_DIR: string }
    drop(): Promise<void>
  }>
}

export interface BootedHub {
  app: HubApp
  database: HubDatabase
  stop(): Promise<void>
}

export const silentLogger = createHubLogger('silent')

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  provision: async () => ({ config: { PGLITE_DIR: PGLITE_MEMORY }, drop: async () => {} }),
}

// Each test file gets its own PostgreSQL database so files can run in parallel and leave
// nothing behind on the shared server.
function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    provision: async () => {
      const name = `hub_test_${randomBytes(6).toString('hex')}`
      await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return {
        config: { DATABASE_URL: url.toString(), PGLITE_DIR: PGLITE_MEMORY },
        drop: async () => {
          await withAdminClient(adminUrl, (client) =>
            client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
          )
        },
      }
    },
  }
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget]
}

export async function bootHub(
  target: DatabaseTarget,
  options: {
    beforeReady?: (app: HubApp) => void
    forms?: HubAppOptions['forms']
    cart?: HubAppOptions['cart']
    accounts?: HubAppOptions['accounts']
    conversionPostback?: HubAppOptions['conversionPostback']
    redis?: HubAppOptions['redis']
    promotions?: HubAppOptions['promotions']
    company?: HubAppOptions['company']
  } = {},
): Promise<BootedHub> {
  const { config, drop } = await target.provision()
  const database = await openDatabase(config, silentLogger)
  const app = buildHubApp({
    config: { LOG_LEVEL: 'silent' },
    database,
    logger: silentLogger,
    forms: options.forms,
    cart: options.cart,
    accounts: options.accounts,
    conversionPostback: options.conversionPostback,
    redis: options.redis,
    promotions: options.promotions,
    company: options.company,
  })
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    database,
    stop: async () => {
      await app.close()
      await database.close()
      await drop()
    },
  }
}
