import { ADMIN_HOST } from '../admin/config'
import { connectToHub, type AdminClient } from '../admin/client'
import { loadHubConfig, PGLITE_MEMORY, type HubConfig } from '../config'
import { openDatabase, type HubDatabase } from '../db/database'
import { FolderInUseError } from '../db/folder-lock'
import { createHubLogger } from '../logger'

// How a command-line tool opens the hub's database itself: PostgreSQL directly (a server
// made for many clients); a PGlite folder only when it can take the folder's lock, so never
// while a hub or another tool has it open, and never by removing someone else's lock.

export class CommandRefused extends Error {}

export async function openDatabaseForCommand(
  config: HubConfig,
  command: string,
  whileInUse: string,
): Promise<HubDatabase> {
  if (!config.DATABASE_URL && config.PGLITE_DIR === PGLITE_MEMORY) {
    throw new CommandRefused(
      `PGLITE_DIR=memory:// is a database inside the hub's own process; ${command} has nothing to open. Set PGLITE_DIR (or DATABASE_URL) as the hub has it.`,
    )
  }
  try {
    return await openDatabase(config, createHubLogger('warn'))
  } catch (error) {
    if (error instanceof FolderInUseError) {
      throw new CommandRefused(`${error.message} ${whileInUse}`)
    }
    throw error
  }
}

/** The advice for a folder in use when the hub's admin endpoint did not answer. */
export const adminHint = (config: Pick<HubConfig, 'ADMIN_PORT' | 'ADMIN_CREDENTIAL_FILE'>) =>
  `No hub answered on its admin endpoint ${ADMIN_HOST}:${config.ADMIN_PORT} with the credential in ${config.ADMIN_CREDENTIAL_FILE}; run this where the hub runs, with its ADMIN_PORT and ADMIN_CREDENTIAL_FILE, or stop the hub first. Nothing was changed.`

export interface CommandResult {
  output: string
  exitCode: number
}

/**
 * Runs an operator command through the running hub's admin endpoint when one answers, else
 * on the database opened here (openDatabaseForCommand), and prints its output: to stdout on
 * success, to stderr otherwise. Answers the exit code.
 */
export async function runOperatorCommand(
  command: string,
  viaHub: (hub: AdminClient) => Promise<CommandResult>,
  viaDatabase: (database: HubDatabase, config: HubConfig) => Promise<CommandResult>,
): Promise<number> {
  const config = loadHubConfig()
  const hub = await connectToHub(config)
  let result: CommandResult
  if (hub) {
    result = await viaHub(hub)
  } else {
    const database = await openDatabaseForCommand(config, command, adminHint(config))
    try {
      result = await viaDatabase(database, config)
    } finally {
      await database.close()
    }
  }
  ;(result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`)
  return result.exitCode
}
