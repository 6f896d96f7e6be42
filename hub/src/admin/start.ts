import { PGLITE_MEMORY, type HubConfig } from '../config'
import type { HubDatabase } from '../db/database'
import type { HubLogger } from '../logger'
import { buildAdminApp } from './app'
import { ADMIN_HOST } from './config'
import { ensureAdminCredential } from './credential'

/**
 * Starts the admin listener on 127.0.0.1:ADMIN_PORT for a hub with a PGlite folder: only
 * that hub may open the folder, so the command-line tools work through it. With PostgreSQL
 * the tools connect to the server themselves (it is built for many clients), so no admin
 * listener is opened at all. A port already taken is logged, not fatal: shoppers are served
 * and the tools refuse clearly (the folder is locked) until the port is free.
 */
export async function startAdminListener(
  config: Pick<HubConfig, 'ADMIN_PORT' | 'ADMIN_CREDENTIAL_FILE' | 'PGLITE_DIR'>,
  database: HubDatabase,
  logger: HubLogger,
): Promise<{ close(): Promise<void> } | undefined> {
  if (database.kind !== 'pglite' || config.PGLITE_DIR === PGLITE_MEMORY) return undefined
  let app: ReturnType<typeof buildAdminApp> | undefined
  try {
    const credential = await ensureAdminCredential(config.ADMIN_CREDENTIAL_FILE)
    app = buildAdminApp({
      database,
      dataDir: config.PGLITE_DIR,
      credential,
      logger: logger.child({ listener: 'admin' }),
    })
    await app.listen({ host: ADMIN_HOST, port: config.ADMIN_PORT })
  } catch (error) {
    await app?.close()
    logger.warn(
      { err: error },
      `The admin endpoint could not start on ${ADMIN_HOST}:${config.ADMIN_PORT}; npm run analyst-key and the db:* commands refuse while this hub runs. Set ADMIN_PORT to a free port (and ADMIN_CREDENTIAL_FILE to a writable file).`,
    )
    return undefined
  }
  const started = app
  return { close: () => started.close() }
}
