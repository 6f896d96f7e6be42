import { loadHubConfig } from '../config'
import { openDatabase, type HubDatabase } from '../db/database'
import { createHubLogger } from '../logger'
import { createAnalystKey, listAnalystKeys, revokeAnalystKey } from '../analysts/keys'

// npm run analyst-key -- create <name> | revoke <id|name> | list
// Uses the hub's own configuration (DATABASE_URL or PGLITE_DIR), so run it where the hub runs.

const USAGE = 'usage: npm run analyst-key -- create <name> | revoke <id|name> | list'

/** Runs one command; answers the text to print and the exit code. */
export async function runAnalystKeyCommand(
  database: HubDatabase,
  args: readonly string[],
): Promise<{ output: string; exitCode: number }> {
  const [command, argument] = args
  if (command === 'create' && argument) {
    const created = await createAnalystKey(database.db, argument)
    return {
      output: [
        `Created analyst key #${created.id} "${created.name}". It is shown only now:`,
        created.key,
        'Send it as "Authorization: Bearer <key>" to the gateway.',
      ].join('\n'),
      exitCode: 0,
    }
  }
  if (command === 'revoke' && argument) {
    const revoked = await revokeAnalystKey(database.db, argument)
    if (revoked.length === 0) return { output: `No active key "${argument}"`, exitCode: 1 }
    return {
      output: revoked.map((key) => `Revoked analyst key #${key.id} "${key.name}"`).join('\n'),
      exitCode: 0,
    }
  }
  if (command === 'list' && !argument) {
    const keys = await listAnalystKeys(database.db)
    if (keys.length === 0) return { output: 'No analyst keys', exitCode: 0 }
    return {
      output: keys
        .map(
          (key) =>
            `#${key.id}\t${key.name}\tcreated ${key.createdAt.toISOString()}\t${
              key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active'
            }`,
        )
        .join('\n'),
      exitCode: 0,
    }
  }
  return { output: USAGE, exitCode: 2 }
}

async function main() {
  const config = loadHubConfig()
  const database = await openDatabase(config, createHubLogger('silent'))
  try {
    const { output, exitCode } = await runAnalystKeyCommand(database, process.argv.slice(2))
    ;(exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`)
    process.exitCode = exitCode
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
